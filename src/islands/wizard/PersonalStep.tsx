import { useRef, useState } from 'react';
import { ENQUIRY_LIMITS } from '~/lib/schemas/enquiry-values';
import type { Answers } from './wizard.answers';
import { ChoiceCards, type Errors, FieldError, fieldId, TextField } from './WizardFields';
import type { Translate } from './wizard-messages';
import type { WizardSetup } from './wizard-setup';

interface Props {
  answers: Answers;
  update: (change: Partial<Answers>) => void;
  errors: Errors;
  t: Translate;
  setup: WizardSetup;
}

/** Step 4: who to send the quote to. Required, so it has no "skip". */
export default function PersonalStep({ answers, update, errors, t, setup }: Props) {
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'promoCode') => ({
    name,
    value: answers[name],
    onChange: (value: string) => update({ [name]: value }),
    errors,
    t,
  });
  return (
    <>
      {setup.googleClientId && <GooglePrefill clientId={setup.googleClientId} update={update} t={t} setup={setup} />}
      <p className="wizard-note">{t('wizard.personal.requiredNote')}</p>
      <div className="wizard-pair">
        <TextField
          {...text('firstName')}
          label={t('wizard.personal.firstName')}
          required
          autoComplete="given-name"
          maxLength={ENQUIRY_LIMITS.name}
        />
        <TextField
          {...text('lastName')}
          label={t('wizard.personal.lastName')}
          required
          autoComplete="family-name"
          maxLength={ENQUIRY_LIMITS.name}
        />
        <TextField
          {...text('email')}
          type="email"
          label={t('wizard.personal.email')}
          required
          autoComplete="email"
          inputMode="email"
          maxLength={ENQUIRY_LIMITS.email}
        />
        <TextField
          {...text('phone')}
          type="tel"
          label={t('wizard.personal.phone')}
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={ENQUIRY_LIMITS.phone}
        />
      </div>
      <ChoiceCards
        name="preferredCommunication"
        legend={t('wizard.personal.preferred')}
        options={(['EMAIL', 'PHONE'] as const).map((value) => ({
          value,
          label: t(`wizard.personal.preferred.${value}`),
        }))}
        value={answers.preferredCommunication}
        onChange={(preferredCommunication) => update({ preferredCommunication })}
        errors={errors}
        t={t}
      />
      <TextField
        {...text('promoCode')}
        label={t('wizard.personal.promoCode')}
        optionalLabel={t('wizard.optional')}
        autoComplete="off"
        maxLength={ENQUIRY_LIMITS.promoCode}
      />
      <div className="wizard-field">
        <label htmlFor={fieldId('comments')}>
          {t('wizard.personal.comments')}
          <span className="wizard-optional"> ({t('wizard.optional')})</span>
        </label>
        <textarea
          id={fieldId('comments')}
          className="wizard-input"
          rows={4}
          maxLength={ENQUIRY_LIMITS.comments}
          value={answers.comments}
          onChange={(event) => update({ comments: event.target.value })}
        />
        <FieldError name="comments" errors={errors} t={t} />
      </div>
      <p className="wizard-note">
        {t('wizard.personal.privacy')} <a href={setup.paths.privacy}>{t('wizard.personal.privacyLink')}</a>
      </p>
    </>
  );
}

/** Offered only when GOOGLE_CLIENT_ID is set; Google's script loads on the first click. */
function GooglePrefill({ clientId, update, t, setup }: Omit<Props, 'answers' | 'errors'> & { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'shown' | 'failed'>('idle');

  async function start() {
    if (!container.current) return;
    setState('loading');
    try {
      const { startGooglePrefill } = await import('./wizard.google');
      await startGooglePrefill(clientId, container.current, setup.locale, (profile) => {
        update({
          ...(profile.firstName && { firstName: profile.firstName }),
          ...(profile.lastName && { lastName: profile.lastName }),
          ...(profile.email && { email: profile.email }),
        });
      });
      setState('shown');
    } catch (error) {
      console.warn('[wizard] Google prefill unavailable', error);
      setState('failed');
    }
  }

  return (
    <div className="wizard-google">
      {state !== 'shown' && (
        <button
          type="button"
          className="wizard-button wizard-button--secondary"
          disabled={state === 'loading'}
          onClick={start}
        >
          {t('wizard.google.button')}
        </button>
      )}
      <div ref={container} className="wizard-google__button" />
      <p className="wizard-note">{state === 'failed' ? t('wizard.google.failed') : t('wizard.google.hint')}</p>
    </div>
  );
}
