import { DURATIONS } from '~/lib/schemas/enquiry-values';
import type { Locale } from '~/i18n/locales';
import { type Answers, earliestStart, monthOptions } from './wizard.answers';
import { monthLabel } from './wizard.format';
import type { DateSub } from './wizard.steps';
import { ChoiceCards, type Errors, TextField } from './WizardFields';
import type { Translate } from './wizard-messages';

interface Props {
  sub: DateSub;
  answers: Answers;
  update: (change: Partial<Answers>) => void;
  /** Switching between exact dates and "not sure" changes the sub-step in place. */
  onMode: (mode: 'exact' | 'unsure') => void;
  errors: Errors;
  t: Translate;
  locale: Locale;
  today: Date;
}

/** Step 1: exact dates, or "not sure" → month → duration; both paths end with the flight question. */
export default function DatesStep({ sub, answers, update, onMode, errors, t, locale, today }: Props) {
  if (sub === 'duration') {
    return (
      <ChoiceCards
        name="duration"
        legend={t('wizard.dates.duration')}
        hideLegend
        options={DURATIONS.map((duration) => ({
          value: duration,
          label: t(`wizard.duration.${duration}`),
          note: duration === 'TWO_WEEKS' ? t('wizard.dates.popular') : undefined,
        }))}
        value={answers.duration}
        onChange={(duration) => update({ duration })}
        errors={errors}
        t={t}
      />
    );
  }
  if (sub === 'flight') {
    return (
      <ChoiceCards
        name="flightBooked"
        legend={t('wizard.dates.flight')}
        hideLegend
        options={[
          { value: true, label: t('wizard.dates.flightYes') },
          { value: false, label: t('wizard.dates.flightNo') },
        ]}
        value={answers.flightBooked}
        onChange={(flightBooked) => update({ flightBooked })}
        errors={errors}
        t={t}
      />
    );
  }
  const earliest = earliestStart(today);
  return (
    <>
      <fieldset className="wizard-fieldset wizard-mode">
        <legend className="visually-hidden">{t('wizard.dates.heading')}</legend>
        {(['exact', 'unsure'] as const).map((mode) => (
          <label key={mode} className="wizard-mode__option">
            <input type="radio" name="dateMode" checked={sub === mode} onChange={() => onMode(mode)} />
            <span>{t(mode === 'exact' ? 'wizard.dates.exact' : 'wizard.dates.unsure')}</span>
          </label>
        ))}
      </fieldset>
      {sub === 'exact' ? (
        <div className="wizard-pair">
          <TextField
            name="startDate"
            type="date"
            label={t('wizard.dates.start')}
            value={answers.startDate}
            min={earliest}
            onChange={(startDate) => update({ startDate, dateMode: 'exact' })}
            errors={errors}
            t={t}
          />
          <TextField
            name="endDate"
            type="date"
            label={t('wizard.dates.end')}
            value={answers.endDate}
            min={answers.startDate || earliest}
            onChange={(endDate) => update({ endDate, dateMode: 'exact' })}
            errors={errors}
            t={t}
          />
        </div>
      ) : (
        <ChoiceCards
          name="month"
          legend={t('wizard.dates.month')}
          columns="months"
          options={monthOptions(today).map((month) => ({ value: month, label: monthLabel(month, locale) }))}
          value={answers.month}
          onChange={(month) => update({ month, startDay: null, dateMode: 'unsure' })}
          errors={errors}
          t={t}
        />
      )}
    </>
  );
}
