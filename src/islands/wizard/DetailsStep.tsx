import { type Currency, CURRENCY_SYMBOLS } from '~/lib/currency';
import { ENQUIRY_LIMITS, TRAVELLING_TYPES } from '~/lib/schemas/enquiry-values';
import { type Answers, applyTravellingType, setAdults, setChildCount, toggle } from './wizard.answers';
import { bandAmount, bandLabel } from './wizard.format';
import { ChipChecks, type Errors, FieldError, fieldId, Stepper, TextField } from './WizardFields';
import type { Translate } from './wizard-messages';
import type { WizardSetup } from './wizard-setup';

interface Props {
  answers: Answers;
  set: (next: (answers: Answers) => Answers) => void;
  errors: Errors;
  t: Translate;
  setup: WizardSetup;
}

/** Step 3: where, what, who (adults, children with dates of birth, family room) and the budget. */
export default function DetailsStep({ answers, set, errors, t, setup }: Props) {
  const update = (change: Partial<Answers>) => set((current) => ({ ...current, ...change }));
  const toggleDestination = (slug: string) =>
    set((current) => ({
      ...current,
      destinations: toggle(current.destinations, slug, ENQUIRY_LIMITS.destinations),
    }));
  const bands = setup.budgets[answers.budgetCurrency] ?? [];
  const amount = Number(answers.budget);
  return (
    <>
      <fieldset className="wizard-fieldset" id={fieldId('destinations')}>
        <legend className="wizard-legend">{t('wizard.details.destinations')}</legend>
        <ChipChecks
          name="countries"
          legend={t('wizard.details.countries')}
          options={setup.countries.map((c) => ({ value: c.slug, label: c.name }))}
          selected={answers.destinations}
          onToggle={toggleDestination}
        />
        {setup.destinations.length > 0 && (
          <ChipChecks
            name="places"
            legend={t('wizard.details.topDestinations')}
            options={setup.destinations.map((d) => ({ value: d.slug, label: d.name }))}
            selected={answers.destinations}
            onToggle={toggleDestination}
          />
        )}
        <FieldError name="destinations" errors={errors} t={t} />
      </fieldset>

      <ChipChecks
        name="themes"
        legend={t('wizard.details.themes')}
        options={setup.themes.map((theme) => ({ value: theme.slug, label: theme.name }))}
        selected={answers.themes}
        onToggle={(slug) =>
          set((current) => ({ ...current, themes: toggle(current.themes, slug, ENQUIRY_LIMITS.themes) }))
        }
      />

      <ChipChecks
        name="travellingType"
        type="radio"
        legend={t('wizard.details.type')}
        options={TRAVELLING_TYPES.map((type) => ({ value: type, label: t(`wizard.type.${type}`) }))}
        selected={answers.travellingType ? [answers.travellingType] : []}
        onToggle={(type) => set((current) => applyTravellingType(current, type as (typeof TRAVELLING_TYPES)[number]))}
      />

      <div className="wizard-pair">
        <Stepper
          name="adults"
          label={t('wizard.details.adults')}
          value={answers.adults}
          min={1}
          max={ENQUIRY_LIMITS.adults}
          lessLabel={t('wizard.details.adultsLess')}
          moreLabel={t('wizard.details.adultsMore')}
          onChange={(count) => set((current) => setAdults(current, count))}
        />
        <Stepper
          name="childCount"
          label={t('wizard.details.children')}
          value={answers.children.length}
          min={0}
          max={ENQUIRY_LIMITS.children}
          lessLabel={t('wizard.details.childrenLess')}
          moreLabel={t('wizard.details.childrenMore')}
          onChange={(count) => set((current) => setChildCount(current, count))}
        />
      </div>
      <FieldError name="adults" errors={errors} t={t} />
      {answers.travellingType === 'FAMILY' && answers.children.length === 0 && (
        <p className="wizard-hint">{t('wizard.details.familyHint')}</p>
      )}

      {answers.children.length > 0 && (
        <div className="wizard-children">
          {answers.children.map((value, index) => (
            <TextField
              // Children are a list without ids; a child's place in it is what identifies its field.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              name={`children.${index}`}
              label={t('wizard.details.childBirth', { number: index + 1 })}
              hint={t('wizard.details.childBirthHint')}
              placeholder={t('wizard.details.childBirthHint')}
              value={value}
              maxLength={10}
              autoComplete="off"
              onChange={(typed) =>
                set((current) => ({
                  ...current,
                  children: current.children.map((child, i) => (i === index ? typed : child)),
                }))
              }
              errors={errors}
              t={t}
            />
          ))}
          <label className="wizard-check">
            <input
              type="checkbox"
              checked={answers.familyRoom}
              onChange={(event) => update({ familyRoom: event.target.checked })}
            />
            <span>{t('wizard.details.familyRoom')}</span>
          </label>
        </div>
      )}

      <fieldset className="wizard-fieldset">
        <legend className="wizard-legend">{t('wizard.details.budget')}</legend>
        {bands.length > 0 && (
          <div className="wizard-chips">
            {bands.map((band) => (
              <label key={band.level} className="wizard-chip">
                <input
                  type="radio"
                  name="budgetBand"
                  checked={amount === bandAmount(band)}
                  onChange={() => update({ budget: String(bandAmount(band)) })}
                />
                <span>{bandLabel(band, answers.budgetCurrency, setup.locale, t)}</span>
              </label>
            ))}
          </div>
        )}
        <div className="wizard-pair wizard-pair--budget">
          <TextField
            name="budget"
            label={t('wizard.details.budgetAmount')}
            inputMode="numeric"
            value={answers.budget}
            maxLength={9}
            autoComplete="off"
            onChange={(budget) => update({ budget })}
            errors={errors}
            t={t}
          />
          <div className="wizard-field">
            <label htmlFor={fieldId('budgetCurrency')}>{t('wizard.details.currency')}</label>
            <select
              id={fieldId('budgetCurrency')}
              className="wizard-input"
              value={answers.budgetCurrency}
              onChange={(event) => update({ budgetCurrency: event.target.value as Currency })}
            >
              {setup.currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency} ({CURRENCY_SYMBOLS[currency]})
                </option>
              ))}
            </select>
            <FieldError name="budgetCurrency" errors={errors} t={t} />
          </div>
        </div>
      </fieldset>
    </>
  );
}
