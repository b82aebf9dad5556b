import { lazy, type SubmitEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import DatesStep from './DatesStep';
import { loadValidation } from './load-validation';
import { useWizardHistory } from './use-wizard-history';
import { useWizardSubmission } from './use-wizard-submission';
import { type Answers, emptyAnswers } from './wizard.answers';
import {
  datesEntry,
  type Flow,
  markSkipped,
  nextScreen,
  previousScreen,
  reachableScreen,
  type Screen,
  SKIPPABLE,
  screenFromParams,
  screenOfField,
  screenSearch,
  skipTarget,
} from './wizard.steps';
import { loadProgress, newProgress, type Progress, saveProgress } from './wizard.storage';
import { type Errors, fieldId } from './WizardFields';
import { translator, type WizardMessages } from './wizard-messages';
import type { WizardSetup } from './wizard-setup';
import { StepHeading, StepList } from './WizardFrame';

// Only the first screen comes with the page; the other steps load while it is answered.
const loadChoice = () => import('./DateChoiceStep');
const loadDetails = () => import('./DetailsStep');
const loadPersonal = () => import('./PersonalStep');
const loadGenerating = () => import('./GeneratingStep');
const DateChoiceStep = lazy(loadChoice);
const DetailsStep = lazy(loadDetails);
const PersonalStep = lazy(loadPersonal);
const GeneratingStep = lazy(loadGenerating);

interface Props {
  messages: WizardMessages;
  setup: WizardSetup;
}

const flowOf = (progress: Progress): Flow => ({
  answers: progress.answers,
  skipped: progress.skipped,
  ready: progress.ready,
});

function startProgress(setup: WizardSetup): Progress {
  const trip = new URLSearchParams(location.search).get('trip');
  const tripId = trip && /^\d{1,12}$/.test(trip) ? trip : null;
  const stored = loadProgress(setup.currency);
  if (stored) return tripId ? { ...stored, tripId } : stored;
  return newProgress(setup.currency, tripId);
}

function focusField(errors: Errors): void {
  const first = Object.keys(errors)[0];
  if (!first) return;
  requestAnimationFrame(() => {
    const element = document.getElementById(fieldId(first));
    const control = element?.matches('input, select, textarea') ? element : element?.querySelector('input, select');
    (control as HTMLElement | null | undefined)?.focus();
  });
}

/** The enquiry wizard (spec 3 §2): five steps, each a history entry; answers kept for the visit. */
export default function PlanWizard({ messages, setup }: Props) {
  const t = useMemo(() => translator(messages, setup.locale), [messages, setup.locale]);
  const today = useMemo(() => new Date(), []);
  const [progress, setProgress] = useState<Progress>(() => startProgress(setup));
  const progressRef = useRef(progress);
  progressRef.current = progress;
  const [screen, setScreen] = useState<Screen>(() =>
    reachableScreen(screenFromParams(new URLSearchParams(location.search), progress.answers), flowOf(progress)),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstScreen = useRef(true);

  const { go, back } = useWizardHistory(
    screen,
    (target) => {
      setErrors({});
      setScreen(target);
    },
    (target) => reachableScreen(target, flowOf(progressRef.current)),
    () => progressRef.current.answers,
  );

  const commit = (next: Progress) => {
    progressRef.current = next;
    setProgress(next);
    saveProgress(next);
  };
  const { phase, retry, finished } = useWizardSubmission({
    active: screen.step === 'generating',
    progress: progressRef,
    commit,
    onInvalid: (found, at) => showErrors(found, at),
    startSearch: screenSearch(datesEntry(emptyAnswers(setup.currency)), new URLSearchParams()),
  });

  useEffect(() => {
    if (!finished.current) saveProgress(progress);
  }, [progress, finished]);

  useEffect(() => {
    const timer = setTimeout(() => {
      for (const load of [loadValidation, loadChoice, loadDetails, loadPersonal, loadGenerating]) {
        void load().catch(() => {});
      }
    }, 1_000);
    return () => clearTimeout(timer);
  }, []);

  // A new screen gets the keyboard and screen-reader focus on its heading (not on first load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for every new screen
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    const top = heading.current?.closest('.wizard')?.getBoundingClientRect().top ?? 0;
    if (top < 0) heading.current?.closest('.wizard')?.scrollIntoView({ block: 'start' });
  }, [screen]);

  const set = (change: (answers: Answers) => Answers) =>
    setProgress((current) => ({ ...current, answers: change(current.answers) }));
  const update = (change: Partial<Answers>) => {
    set((answers) => ({ ...answers, ...change }));
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(change)) delete kept[key];
      return kept;
    });
  };

  const showErrors = (found: Errors, at?: Screen) => {
    if (at) go(at, true);
    setErrors(found);
    focusField(found);
  };

  async function next(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { validateScreen, validateEnquiry } = await loadValidation();
      const current = progressRef.current;
      const found = validateScreen(screen, current.answers, today);
      if (Object.keys(found).length > 0) return showErrors(found);
      let updated: Progress = { ...current, skipped: markSkipped(current.skipped, screen.step, false) };
      if (screen.step === 'dates' && (screen.sub === 'exact' || screen.sub === 'unsure')) {
        updated = { ...updated, answers: { ...updated.answers, dateMode: screen.sub } };
      }
      if (screen.step === 'personal') {
        const all = validateEnquiry(updated.answers, updated.skipped, updated.submissionId);
        const first = Object.keys(all)[0];
        if (first) return showErrors(all, screenOfField(first, updated.answers));
        updated = { ...updated, ready: true };
      }
      commit(updated);
      go(nextScreen(screen, flowOf(updated)));
    } catch (error) {
      console.warn('[wizard] validation could not load', error);
      setErrors({ form: { key: 'wizard.error' } });
    } finally {
      setBusy(false);
    }
  }

  function skip() {
    const target = skipTarget(screen.step);
    if (!target) return;
    const updated = { ...progressRef.current, skipped: markSkipped(progressRef.current.skipped, screen.step, true) };
    commit(updated);
    go(target);
  }

  const flow = flowOf(progress);
  const previous = previousScreen(screen, flow);
  const common = { answers: progress.answers, errors, t };
  return (
    <section className="wizard" aria-labelledby="wizard-heading">
      <StepList screen={screen} t={t} />
      {screen.step === 'generating' ? (
        <div className="wizard-panel">
          <StepHeading ref={heading} screen={screen} t={t} />
          <Suspense fallback={null}>
            <GeneratingStep
              phase={phase}
              t={t}
              onRetry={retry}
              onEdit={() => go({ step: 'personal' })}
              homePath={setup.paths.home}
            />
          </Suspense>
        </div>
      ) : (
        <form className="wizard-panel" noValidate onSubmit={next}>
          <StepHeading ref={heading} screen={screen} t={t} />
          {Object.keys(errors).length > 0 && (
            <p className="wizard-alert" role="alert">
              {errors['form'] ? t('wizard.error') : t('wizard.errorSummary')}
            </p>
          )}
          {screen.step === 'dates' && (
            <DatesStep
              {...common}
              sub={screen.sub}
              update={update}
              onMode={(mode) => {
                update({ dateMode: mode });
                go({ step: 'dates', sub: mode }, true);
              }}
              locale={setup.locale}
              today={today}
            />
          )}
          <Suspense fallback={null}>
            {screen.step === 'choice' && (
              <DateChoiceStep {...common} update={update} locale={setup.locale} today={today} />
            )}
            {screen.step === 'details' && <DetailsStep {...common} set={set} setup={setup} />}
            {screen.step === 'personal' && <PersonalStep {...common} update={update} setup={setup} />}
          </Suspense>
          <div className="wizard-actions">
            {previous && (
              <button type="button" className="wizard-button wizard-button--secondary" onClick={() => back(previous)}>
                {t('wizard.back')}
              </button>
            )}
            {SKIPPABLE.includes(screen.step) && (
              <button type="button" className="wizard-button wizard-button--secondary" onClick={skip}>
                {t('wizard.skip')}
              </button>
            )}
            <button type="submit" className="button wizard-next" disabled={busy}>
              {screen.step === 'personal' ? t('wizard.submit') : t('wizard.next')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
