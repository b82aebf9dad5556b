import type { Ref } from 'react';
import { type Screen, STEPS, stepNumber } from './wizard.steps';
import type { Translate, WizardKey } from './wizard-messages';

const STEP_LABELS = {
  dates: 'wizard.step.dates',
  choice: 'wizard.step.choice',
  details: 'wizard.step.details',
  personal: 'wizard.step.personal',
  generating: 'wizard.step.generating',
} as const satisfies Record<(typeof STEPS)[number], WizardKey>;

function headingKey(screen: Screen): WizardKey {
  switch (screen.step) {
    case 'dates':
      if (screen.sub === 'duration') return 'wizard.dates.duration';
      if (screen.sub === 'flight') return 'wizard.dates.flight';
      return 'wizard.dates.heading';
    case 'choice':
      return 'wizard.choice.heading';
    case 'details':
      return 'wizard.details.heading';
    case 'personal':
      return 'wizard.personal.heading';
    default:
      return 'wizard.generating.heading';
  }
}

/** The five steps, the current one marked; on a phone only "Step n of 5" and the current name show. */
export function StepList({ screen, t }: { screen: Screen; t: Translate }) {
  const current = stepNumber(screen);
  return (
    <nav className="wizard-steps" aria-label={t('wizard.progress.label')}>
      <p className="wizard-steps__count">{t('wizard.progress.count', { current, total: STEPS.length })}</p>
      <ol>
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index + 1 === current ? 'step' : undefined}
            className={index + 1 < current ? 'is-done' : undefined}
          >
            {t(STEP_LABELS[step])}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function StepHeading({ screen, t, ref }: { screen: Screen; t: Translate; ref: Ref<HTMLHeadingElement> }) {
  return (
    <h2 id="wizard-heading" className="wizard-heading" tabIndex={-1} ref={ref}>
      {t(headingKey(screen))}
    </h2>
  );
}
