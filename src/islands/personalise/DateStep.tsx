/** Step 1: the start date and the party (adults; children with their dates of birth). */
import { ENQUIRY_LIMITS } from '~/lib/schemas/enquiry-values';
import { addDays, isPlainDate } from './plain-date';
import { Stepper } from './Stepper';
import type { Action, PersonaliseState } from './personalise-state';
import type { Translator } from './personalise-messages';
import { type DateErrors, earliestStart } from './personalise-validation';

interface Props {
  state: PersonaliseState;
  nights: number;
  today: string;
  errors: DateErrors | null;
  tr: Translator;
  dispatch(action: Action): void;
}

export function DateStep({ state, nights, today, errors, tr, dispatch }: Props) {
  const { t } = tr;
  const end = isPlainDate(state.startDate) ? addDays(state.startDate, nights) : null;
  return (
    <div className="pz-fields">
      <div className="pz-field">
        <label htmlFor="pz-start">
          {t('personalise.date.start')}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id="pz-start"
          type="date"
          required
          min={isPlainDate(today) ? earliestStart(today) : undefined}
          value={state.startDate}
          aria-invalid={errors?.startDate ? 'true' : undefined}
          aria-describedby={errors?.startDate ? 'pz-start-error' : end ? 'pz-start-range' : undefined}
          onChange={(event) => dispatch({ type: 'date', startDate: event.target.value })}
        />
        {errors?.startDate && (
          <p id="pz-start-error" className="pz-error">
            {t(errors.startDate)}
          </p>
        )}
        {end && (
          <p id="pz-start-range" className="pz-hint">
            {t('personalise.date.range', { from: tr.date(state.startDate), to: tr.date(end) })} ·{' '}
            {tr.plural('personalise.nights', nights)}
          </p>
        )}
      </div>

      <div className="pz-field">
        <span id="pz-adults-label" className="pz-label">
          {t('personalise.date.adults')}
        </span>
        <p id="pz-adults-hint" className="pz-hint">
          {t('personalise.date.adultsHint')}
        </p>
        <Stepper
          id="pz-adults"
          labelId="pz-adults-label"
          value={state.adults}
          min={1}
          max={ENQUIRY_LIMITS.adults}
          fewerLabel={t('personalise.date.fewerAdults')}
          moreLabel={t('personalise.date.moreAdults')}
          describedBy="pz-adults-hint"
          onChange={(adults) => dispatch({ type: 'adults', adults })}
        />
      </div>

      <fieldset className="pz-field pz-children">
        <legend>{t('personalise.date.children')}</legend>
        <p className="pz-hint">{t('personalise.date.childrenHint')}</p>
        {state.children.map((value, index) => {
          const n = index + 1;
          const error = errors?.children[index];
          const id = `pz-child-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: children have no identity but their place in the list
            <div className="pz-child" key={index}>
              <label htmlFor={id}>{t('personalise.date.childBirth', { n })}</label>
              <div className="pz-child__row">
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t('personalise.date.childFormat')}
                  value={value}
                  aria-invalid={error ? 'true' : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => dispatch({ type: 'child', index, value: event.target.value })}
                />
                <button
                  type="button"
                  className="pz-link-button"
                  onClick={() => dispatch({ type: 'removeChild', index })}
                >
                  {t('personalise.date.removeChild', { n })}
                </button>
              </div>
              {error && (
                <p id={`${id}-error`} className="pz-error">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        {state.children.length < ENQUIRY_LIMITS.children && (
          <button type="button" className="pz-secondary" onClick={() => dispatch({ type: 'addChild' })}>
            {t('personalise.date.addChild')}
          </button>
        )}
      </fieldset>
    </div>
  );
}
