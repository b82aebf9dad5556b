/** After submitting: the reference number and the way to the quote. */
import { safeQuotePath } from './personalise-submit';
import type { Translator } from './personalise-messages';
import type { EnquiryResult } from './personalise.types';

interface Props {
  result: EnquiryResult;
  tr: Translator;
  onRestart(): void;
}

export function SuccessStep({ result, tr, onRestart }: Props) {
  const { t } = tr;
  const quotePath = safeQuotePath(result.quotePath);
  return (
    <div className="pz-success">
      {result.reference && (
        <p className="pz-reference">
          <span>{t('personalise.success.reference')}</span>
          <strong>{result.reference}</strong>
        </p>
      )}
      {quotePath ? (
        <>
          <p>{result.message || t('personalise.success.quoted')}</p>
          <p>
            <a className="button" href={quotePath}>
              {t('personalise.success.viewQuote')}
            </a>
          </p>
        </>
      ) : (
        <p>{result.message || t('personalise.success.manual')}</p>
      )}
      <p>
        <button type="button" className="pz-link-button" onClick={onRestart}>
          {t('personalise.success.again')}
        </button>
      </p>
    </div>
  );
}
