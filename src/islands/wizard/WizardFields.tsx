import type { ReactNode } from 'react';
import { type ErrorEntry, errorText, type Translate } from './wizard-messages';

/** Small building blocks shared by the steps; every control is a native input. */

export type Errors = Record<string, ErrorEntry>;

export const fieldId = (name: string) => `wizard-${name.replace(/\./g, '-')}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

/** Props that tie an input to its error message. */
export function errorLink(name: string, errors: Errors) {
  return errors[name]
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

export function FieldError({ name, errors, t }: { name: string; errors: Errors; t: Translate }) {
  const entry = errors[name];
  if (!entry) return null;
  return (
    <p className="wizard-error" id={errorId(name)}>
      {errorText(entry, t)}
    </p>
  );
}

interface Option<V> {
  value: V;
  label: string;
  note?: string | undefined;
}

/** A question with one answer: radio buttons drawn as cards. */
export function ChoiceCards<V extends string | boolean>(props: {
  name: string;
  legend: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
  errors: Errors;
  t: Translate;
  columns?: 'two' | 'months';
  hideLegend?: boolean;
}) {
  const { name, legend, options, value, onChange, errors, t, columns = 'two', hideLegend = false } = props;
  return (
    <fieldset className="wizard-fieldset" {...errorLink(name, errors)} id={fieldId(name)}>
      <legend className={hideLegend ? 'visually-hidden' : 'wizard-legend'}>{legend}</legend>
      <div className={`wizard-cards wizard-cards--${columns}`}>
        {options.map((option) => (
          <label key={String(option.value)} className="wizard-card">
            <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span className="wizard-card__label">{option.label}</span>
            {option.note && <span className="wizard-card__note">{option.note}</span>}
          </label>
        ))}
      </div>
      <FieldError name={name} errors={errors} t={t} />
    </fieldset>
  );
}

/** A question with several answers: checkboxes drawn as chips. */
export function ChipChecks(props: {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  type?: 'checkbox' | 'radio';
}) {
  const { name, legend, options, selected, onToggle, type = 'checkbox' } = props;
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-legend">{legend}</legend>
      <div className="wizard-chips">
        {options.map((option) => (
          <label key={option.value} className="wizard-chip">
            <input
              type={type}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A count with − and + buttons around a number input (the input stays typeable). */
export function Stepper(props: {
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  lessLabel: string;
  moreLabel: string;
  onChange: (value: number) => void;
}) {
  const { name, label, value, min, max, lessLabel, moreLabel, onChange } = props;
  const id = fieldId(name);
  return (
    <div className="wizard-stepper">
      <label htmlFor={id}>{label}</label>
      <div className="wizard-stepper__controls">
        <button
          type="button"
          className="wizard-stepper__button"
          aria-label={lessLabel}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="wizard-input wizard-stepper__value"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => {
            const next = Number.parseInt(event.target.value, 10);
            if (Number.isInteger(next)) onChange(Math.min(max, Math.max(min, next)));
          }}
        />
        <button
          type="button"
          className="wizard-stepper__button"
          aria-label={moreLabel}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** A labelled text-like input with its error. */
export function TextField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  t: Translate;
  type?: 'text' | 'email' | 'tel' | 'date';
  required?: boolean;
  optionalLabel?: string;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  min?: string;
  max?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}) {
  const { name, label, value, onChange, errors, t, type = 'text', required = false, optionalLabel, hint } = props;
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const described = errorLink(name, errors);
  return (
    <div className="wizard-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
        {optionalLabel && <span className="wizard-optional"> ({optionalLabel})</span>}
      </label>
      {hint && (
        <span className="wizard-hint" id={hintId}>
          {hint}
        </span>
      )}
      <input
        id={id}
        name={name}
        className="wizard-input"
        type={type}
        value={value}
        required={required}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        aria-invalid={described['aria-invalid']}
        aria-describedby={[hintId, described['aria-describedby']].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError name={name} errors={errors} t={t} />
    </div>
  );
}
