import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '~/stores/api';
import { $referralCode } from '~/stores/preferences';
import DateChoiceStep from './DateChoiceStep';
import DatesStep from './DatesStep';
import DetailsStep from './DetailsStep';
import GeneratingStep, { type Phase } from './GeneratingStep';
import PersonalStep from './PersonalStep';
import { useWizardHistory } from './use-wizard-history';
import { type Answers, emptyAnswers } from './wizard.answers';
import { buildEnquiryInput, submissionKey } from './wizard.input';
import { remainingWait } from './wizard.progress';
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
import {
  clearProgress,
  loadProgress,
  newProgress,
  newSubmissionId,
  type Progress,
  saveProgress,
} from './wizard.storage';
import { sendEnquiry } from './wizard.submit';
import { type Errors, fieldId } from './WizardFields';
import { translator, type WizardMessages } from './wizard-messages';
import type { WizardSetup } from './wizard-setup';
import { StepHeading, StepList } from './WizardFrame';

interface Props {
  messages: WizardMessages;
  setup: WizardSetup;
}

// zod is the heaviest part of the wizard: load it after the first screen is up, not before.
let validation: Promise<typeof import('./wizard.validation')> | null = null;
function loadValidation() {
  validation ??= import('./wizard.validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The enquiry wizard (spec 3 §2): five steps, each a history entry; answers kept for the visit. */
export default function PlanWizard({ messages, setup }: Props) {
  const t = useMemo(() => translator(messages), [messages]);
  const today = useMemo(() => new Date(), []);
  const [progress, setProgress] = useState<Progress>(() => startProgress(setup));
  const progressRef = useRef(progress);
  progressRef.current = progress;
  const [screen, setScreen] = useState<Screen>(() =>
    reachableScreen(screenFromParams(new URLSearchParams(location.search), progress.answers), flowOf(progress)),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'sending' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const finished = useRef(false);
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

  useEffect(() => {
    if (!finished.current) saveProgress(progress);
  }, [progress]);

  useEffect(() => {
    const timer = setTimeout(() => void loadValidation().catch(() => {}), 1_000);
    // Back from the quote page may restore this page from the back/forward cache: start afresh.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && finished.current) location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pageshow', onShow);
    };
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

  async function next(event: FormEvent) {
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
      progressRef.current = updated;
      setProgress(updated);
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
    progressRef.current = updated;
    setProgress(updated);
    go(target);
  }

  async function submit(signal: AbortSignal) {
    setPhase({ kind: 'sending' });
    const started = performance.now();
    const current = progressRef.current;
    let input = buildEnquiryInput(current.answers, current.skipped, current.submissionId);
    try {
      const invalid = (await loadValidation()).validateEnquiry(current.answers, current.skipped, current.submissionId);
      const first = Object.keys(invalid)[0];
      if (first) return showErrors(invalid, screenOfField(first, current.answers));
    } catch {
      // The server validates the same way; the answer will say what is wrong.
    }
    const key = submissionKey(input);
    // Same answers, same id (a retry finds the first lead); changed answers are a new enquiry.
    const submissionId = current.sentKey !== null && current.sentKey !== key ? newSubmissionId() : current.submissionId;
    input = { ...input, submissionId };
    const sent = { ...current, submissionId, sentKey: key };
    progressRef.current = sent;
    setProgress(sent);
    saveProgress(sent);
    const referralCode = $referralCode.get() || null;
    const outcome = await sendEnquiry(api, { enquiry: input, id: current.tripId, referralCode }, signal);
    await wait(remainingWait(performance.now() - started));
    if (signal.aborted) return;
    if (outcome.kind === 'quote' || outcome.kind === 'manual') {
      finished.current = true;
      clearProgress();
      // Back from the quote (or a reload) starts a new run instead of sending this one again.
      history.replaceState(
        { wizardDepth: 0 },
        '',
        screenSearch(datesEntry(emptyAnswers(setup.currency)), new URLSearchParams()),
      );
      if (outcome.kind === 'quote') {
        setPhase({ kind: 'done' });
        location.assign(outcome.path);
      } else setPhase(outcome);
      return;
    }
    if (outcome.kind === 'invalid') {
      const found: Errors = Object.fromEntries(
        Object.entries(outcome.fields).map(([field, text]) => [field, { text }]),
      );
      const first = Object.keys(found)[0] ?? 'email';
      return showErrors(found, screenOfField(first, current.answers));
    }
    setPhase({ kind: 'failed' });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per visit of the screen and per retry
  useEffect(() => {
    if (screen.step !== 'generating') return;
    const controller = new AbortController();
    void submit(controller.signal);
    return () => controller.abort();
  }, [screen.step, attempt]);

  const flow = flowOf(progress);
  const previous = previousScreen(screen, flow);
  const common = { answers: progress.answers, errors, t };
  return (
    <section className="wizard" aria-labelledby="wizard-heading">
      <StepList screen={screen} t={t} />
      {screen.step === 'generating' ? (
        <div className="wizard-panel">
          <StepHeading ref={heading} screen={screen} t={t} />
          <GeneratingStep
            phase={phase}
            t={t}
            onRetry={() => setAttempt((n) => n + 1)}
            onEdit={() => go({ step: 'personal' })}
            homePath={setup.paths.home}
          />
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
          {screen.step === 'choice' && (
            <DateChoiceStep {...common} update={update} locale={setup.locale} today={today} />
          )}
          {screen.step === 'details' && <DetailsStep {...common} set={set} setup={setup} />}
          {screen.step === 'personal' && <PersonalStep {...common} update={update} setup={setup} />}
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
