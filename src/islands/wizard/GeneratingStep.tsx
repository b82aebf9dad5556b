import { useEffect, useState } from 'react';
import { waitingPercent } from './wizard.progress';
import type { Translate, WizardKey } from './wizard-messages';

export type Phase =
  | { kind: 'sending' }
  | { kind: 'done' }
  /** `message`: the server's reason for refusing, in the visitor's language; else the generic sentence. */
  | { kind: 'failed'; message?: string }
  | { kind: 'manual'; message: string; reference: string | null };

const STAGES = [
  'wizard.generating.step1',
  'wizard.generating.step2',
  'wizard.generating.step3',
  'wizard.generating.step4',
  'wizard.generating.step5',
] as const satisfies readonly WizardKey[];

interface Props {
  phase: Phase;
  t: Translate;
  onRetry: () => void;
  onEdit: () => void;
  homePath: string;
}

/** Step 5: a wait screen with visible progress while the quote is built, then its outcome. */
export default function GeneratingStep({ phase, t, onRetry, onEdit, homePath }: Props) {
  const percent = useWaitingPercent(phase.kind === 'sending', phase.kind === 'done');

  if (phase.kind === 'failed') {
    return (
      <div className="wizard-outcome">
        <p className="wizard-alert" role="alert">
          {phase.message ?? t('wizard.error')}
        </p>
        <div className="wizard-actions">
          <button type="button" className="wizard-button wizard-button--secondary" onClick={onEdit}>
            {t('wizard.editAnswers')}
          </button>
          {/* A refusal stays a refusal: only changed answers can help. */}
          {!phase.message && (
            <button type="button" className="button" onClick={onRetry}>
              {t('wizard.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }
  if (phase.kind === 'manual') {
    return (
      <div className="wizard-outcome" role="status">
        <h3>{t('wizard.manual.heading')}</h3>
        <p>{phase.message}</p>
        {phase.reference && <p>{t('wizard.manual.reference', { reference: phase.reference })}</p>}
        <a className="button" href={homePath}>
          {t('wizard.manual.home')}
        </a>
      </div>
    );
  }
  const stage = Math.min(STAGES.length - 1, Math.floor((percent / 100) * STAGES.length));
  return (
    <div className="wizard-generating">
      <p>{t('wizard.generating.lead')}</p>
      <progress className="wizard-progress" max={100} value={percent} aria-labelledby="wizard-percent" />
      <p id="wizard-percent" className="wizard-percent" aria-live="polite">
        {phase.kind === 'done' ? t('wizard.generating.done') : t('wizard.generating.percent', { percent })}
      </p>
      <ol className="wizard-stages">
        {STAGES.map((key, index) => (
          <li
            key={key}
            className={index < stage || phase.kind === 'done' ? 'is-done' : index === stage ? 'is-current' : undefined}
          >
            {t(key)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Climbs toward 95% while waiting (it cannot know the real remainder), 100% when done. */
function useWaitingPercent(running: boolean, done: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed(performance.now() - started), 150);
    return () => clearInterval(timer);
  }, [running]);
  return done ? 100 : waitingPercent(elapsed);
}
