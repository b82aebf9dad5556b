/** Where the visitor is: step n of m, done steps as buttons to go back to. */
import type { PersonaliseKey, Translator } from './personalise-messages';
import type { FormStep, StepId } from './personalise-steps';

interface Props {
  steps: readonly FormStep[];
  current: StepId;
  labels: Record<FormStep, PersonaliseKey>;
  tr: Translator;
  onGo(step: FormStep): void;
}

export function StepProgress({ steps, current, labels, tr, onGo }: Props) {
  const index = steps.indexOf(current as FormStep);
  const content = (step: FormStep, i: number) => (
    <>
      <span className="pz-progress__n">{i + 1}</span> <span className="pz-progress__label">{tr.t(labels[step])}</span>
    </>
  );
  return (
    <nav className="pz-progress" aria-label={tr.t('personalise.steps.label')}>
      <p className="pz-progress__count">{tr.t('personalise.progress', { current: index + 1, total: steps.length })}</p>
      <ol>
        {steps.map((step, i) => (
          <li key={step} className={i < index ? 'is-done' : i === index ? 'is-current' : undefined}>
            {i < index ? (
              <button type="button" onClick={() => onGo(step)}>
                {content(step, i)}
              </button>
            ) : (
              <span aria-current={i === index ? 'step' : undefined}>{content(step, i)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
