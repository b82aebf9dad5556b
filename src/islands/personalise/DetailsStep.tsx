/** Step 5 (3 in the short flow): who is asking, with a summary of the choices. */
import type { ReactNode } from 'react';
import { ENQUIRY_LIMITS } from '~/lib/schemas/enquiry-values';
import type { Action, CustomerValues } from './personalise-state';
import type { PersonaliseKey, Translator } from './personalise-messages';

interface Props {
  customer: CustomerValues;
  /** Messages by field, already in the visitor's language. */
  errors: Partial<Record<string, string>>;
  summary: ReactNode;
  tr: Translator;
  dispatch(action: Action): void;
}

type TextField = Exclude<keyof CustomerValues, 'preferredCommunication' | 'comments'>;

const FIELDS: {
  name: TextField;
  label: PersonaliseKey;
  type: string;
  autoComplete: string;
  max: number;
  required: boolean;
}[] = [
  {
    name: 'firstName',
    label: 'personalise.details.firstName',
    type: 'text',
    autoComplete: 'given-name',
    max: ENQUIRY_LIMITS.name,
    required: true,
  },
  {
    name: 'lastName',
    label: 'personalise.details.lastName',
    type: 'text',
    autoComplete: 'family-name',
    max: ENQUIRY_LIMITS.name,
    required: true,
  },
  {
    name: 'email',
    label: 'personalise.details.email',
    type: 'email',
    autoComplete: 'email',
    max: ENQUIRY_LIMITS.email,
    required: true,
  },
  {
    name: 'phone',
    label: 'personalise.details.phone',
    type: 'tel',
    autoComplete: 'tel',
    max: ENQUIRY_LIMITS.phone,
    required: true,
  },
  {
    name: 'promoCode',
    label: 'personalise.details.promoCode',
    type: 'text',
    autoComplete: 'off',
    max: ENQUIRY_LIMITS.promoCode,
    required: false,
  },
];

export function DetailsStep({ customer, errors, summary, tr, dispatch }: Props) {
  const { t } = tr;
  const set = (field: keyof CustomerValues) => (value: string) => dispatch({ type: 'customer', field, value });
  const describedBy = (name: keyof CustomerValues) => (errors[name] ? `pz-${name}-error` : undefined);
  return (
    <div className="pz-details">
      <div className="pz-fields">
        <p className="pz-hint">{t('personalise.details.required')}</p>
        {FIELDS.map((field) => (
          <div className="pz-field" key={field.name}>
            <label htmlFor={`pz-${field.name}`}>
              {t(field.label)}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={`pz-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.max}
              required={field.required}
              value={customer[field.name]}
              aria-invalid={errors[field.name] ? 'true' : undefined}
              aria-describedby={describedBy(field.name)}
              onChange={(event) => set(field.name)(event.target.value)}
            />
            {errors[field.name] && (
              <p id={`pz-${field.name}-error`} className="pz-error">
                {errors[field.name]}
              </p>
            )}
          </div>
        ))}
        <fieldset className="pz-field">
          <legend>{t('personalise.details.preferredCommunication')}</legend>
          <div className="pz-inline">
            {(['EMAIL', 'PHONE'] as const).map((value) => (
              <label key={value} className="pz-inline__option">
                <input
                  type="radio"
                  name="preferredCommunication"
                  value={value}
                  checked={customer.preferredCommunication === value}
                  onChange={() => set('preferredCommunication')(value)}
                />
                {t(value === 'EMAIL' ? 'personalise.details.byEmail' : 'personalise.details.byPhone')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="pz-field">
          <label htmlFor="pz-comments">{t('personalise.details.comments')}</label>
          <textarea
            id="pz-comments"
            name="comments"
            rows={4}
            maxLength={ENQUIRY_LIMITS.comments}
            value={customer.comments}
            aria-invalid={errors.comments ? 'true' : undefined}
            aria-describedby={describedBy('comments')}
            onChange={(event) => set('comments')(event.target.value)}
          />
          {errors.comments && (
            <p id="pz-comments-error" className="pz-error">
              {errors.comments}
            </p>
          )}
        </div>
      </div>
      {summary}
    </div>
  );
}
