import { type RefObject, useEffect, useRef, useState } from 'react';
import { $referralCode } from '~/stores/preferences';
import type { Phase } from './GeneratingStep';
import { loadSending, loadValidation } from './load-validation';
import { remainingWait } from './wizard.progress';
import { type Screen, screenOfField } from './wizard.steps';
import { clearProgress, newSubmissionId, type Progress } from './wizard.storage';
import type { Errors } from './WizardFields';

interface Options {
  /** True while the generating screen is shown: entering it sends, leaving it stops waiting. */
  active: boolean;
  progress: RefObject<Progress>;
  /** Stores a changed run (state, ref and sessionStorage). */
  commit: (progress: Progress) => void;
  /** Opens the screen with the field the answers (or the server) found wrong. */
  onInvalid: (errors: Errors, at: Screen) => void;
  /** The address of a new run, put in place of this one when it is over. */
  startSearch: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the enquiry when the generating screen opens, and on "Try again" (same submission id). */
export function useWizardSubmission({ active, progress, commit, onInvalid, startSearch }: Options) {
  const [phase, setPhase] = useState<Phase>({ kind: 'sending' });
  const [attempt, setAttempt] = useState(0);
  const finished = useRef(false);

  async function submit(signal: AbortSignal) {
    setPhase({ kind: 'sending' });
    const started = performance.now();
    const current = progress.current;
    try {
      const invalid = (await loadValidation()).validateEnquiry(current.answers, current.skipped, current.submissionId);
      const first = Object.keys(invalid)[0];
      if (first) return onInvalid(invalid, screenOfField(first, current.answers));
    } catch {
      // The schemas could not load; the server checks the same way and its answer says what is wrong.
    }
    let sending: Awaited<ReturnType<typeof loadSending>>;
    try {
      sending = await loadSending();
    } catch {
      // The connection dropped before the code arrived: the same as a failed send.
      if (!signal.aborted) setPhase({ kind: 'failed' });
      return;
    }
    const { api, buildEnquiryInput, sendEnquiry, submissionKey } = sending;
    const input = buildEnquiryInput(current.answers, current.skipped, current.submissionId);
    const key = submissionKey(input);
    // Same answers, same id (a retry finds the first lead); changed answers are a new enquiry.
    const submissionId = current.sentKey !== null && current.sentKey !== key ? newSubmissionId() : current.submissionId;
    commit({ ...current, submissionId, sentKey: key });
    const variables = {
      enquiry: { ...input, submissionId },
      id: current.tripId,
      referralCode: $referralCode.get() || null,
    };
    const outcome = await sendEnquiry(api, variables, signal);
    await wait(remainingWait(performance.now() - started));
    if (signal.aborted) return;
    if (outcome.kind === 'quote' || outcome.kind === 'manual') {
      finished.current = true;
      clearProgress();
      // Back from the quote (or a reload) starts a new run instead of sending this one again.
      history.replaceState({ wizardDepth: 0 }, '', startSearch);
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
      return onInvalid(found, screenOfField(Object.keys(found)[0] ?? 'email', current.answers));
    }
    setPhase(outcome.kind === 'refused' ? { kind: 'failed', message: outcome.message } : { kind: 'failed' });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per visit of the screen and per retry
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    void submit(controller.signal);
    return () => controller.abort();
  }, [active, attempt]);

  useEffect(() => {
    // Back from the quote page may restore this page from the back/forward cache: start afresh.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && finished.current) location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  return { phase, retry: () => setAttempt((n) => n + 1), finished };
}
