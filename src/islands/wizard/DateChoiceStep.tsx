import type { Locale } from '~/i18n/locales';
import { type Answers, daysBetween, earliestStart, fixedDates, nightsFor, startRange } from './wizard.answers';
import { dayLabel, monthLabel, nightsLabel } from './wizard.format';
import { ChoiceCards, type Errors, TextField } from './WizardFields';
import type { Translate } from './wizard-messages';

interface Props {
  answers: Answers;
  update: (change: Partial<Answers>) => void;
  errors: Errors;
  t: Translate;
  locale: Locale;
  today: Date;
}

/**
 * Step 2, the date choice: with exact dates, a summary (days, nights) where the dates can
 * still be moved; with a month, "flexible" (the engine picks the best start) or a start
 * day inside that month, which makes the dates exact.
 */
export default function DateChoiceStep({ answers, update, errors, t, locale, today }: Props) {
  if (answers.dateMode === 'exact') {
    const dates = fixedDates(answers);
    const earliest = earliestStart(today);
    return (
      <>
        {dates && (
          <p className="wizard-summary">
            {t('wizard.choice.exactLead', {
              start: dayLabel(dates.start, locale),
              end: dayLabel(dates.end, locale),
              nights: nightsLabel(daysBetween(dates.start, dates.end), t),
            })}
          </p>
        )}
        <div className="wizard-pair">
          <TextField
            name="startDate"
            type="date"
            label={t('wizard.dates.start')}
            value={answers.startDate}
            min={earliest}
            onChange={(startDate) => update({ startDate })}
            errors={errors}
            t={t}
          />
          <TextField
            name="endDate"
            type="date"
            label={t('wizard.dates.end')}
            value={answers.endDate}
            min={answers.startDate || earliest}
            onChange={(endDate) => update({ endDate })}
            errors={errors}
            t={t}
          />
        </div>
      </>
    );
  }
  if (!answers.month) return null;
  const month = monthLabel(answers.month, locale);
  const range = startRange(answers.month, today);
  const nights = nightsFor(answers.duration);
  const chosen = fixedDates(answers);
  return (
    <>
      <p className="wizard-summary">
        {answers.duration
          ? t('wizard.choice.unsureLead', { duration: t(`wizard.duration.${answers.duration}`), month })
          : t('wizard.choice.monthOnly', { month })}
      </p>
      <ChoiceCards
        name="startChoice"
        legend={t('wizard.choice.heading')}
        hideLegend
        options={[
          { value: 'flexible', label: t('wizard.choice.flexible', { month }) },
          { value: 'fixed', label: t('wizard.choice.fixed') },
        ]}
        value={answers.startDay === null ? 'flexible' : 'fixed'}
        onChange={(choice) => update({ startDay: choice === 'flexible' ? null : (answers.startDay ?? range.min) })}
        errors={errors}
        t={t}
      />
      {answers.startDay !== null && (
        <>
          <TextField
            name="startDay"
            type="date"
            label={t('wizard.choice.startDay')}
            value={answers.startDay}
            min={range.min}
            max={range.max}
            onChange={(startDay) => update({ startDay })}
            errors={errors}
            t={t}
          />
          {chosen && (
            <p className="wizard-summary" aria-live="polite">
              {t('wizard.choice.until', { date: dayLabel(chosen.end, locale), nights: nightsLabel(nights, t) })}
            </p>
          )}
        </>
      )}
    </>
  );
}
