/**
 * The flow's memory: progress restored from localStorage and saved on every change, and
 * each step an entry in the browser history (?step=…), so reload, back and forward work.
 */
import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { localDay } from './plain-date';
import {
  type Action,
  decodeState,
  encodeState,
  initialState,
  type PersonaliseState,
  storageKey,
} from './personalise-state';
import { type FormStep, isStepId, reachableStep, type StepId } from './personalise-steps';

const HISTORY_KEY = 'personaliseStep';

function stepInUrl(): StepId | null {
  const value = new URL(window.location.href).searchParams.get('step');
  return isStepId(value) ? value : null;
}

function urlFor(step: StepId): string {
  const url = new URL(window.location.href);
  url.searchParams.set('step', step);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A random id for this run of the flow (the server's duplicate check). */
export function newSubmissionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface Options {
  tripId: number;
  state: PersonaliseState;
  dispatch: Dispatch<Action>;
  steps: readonly FormStep[];
  /** Whether a step is complete for a given state and day. */
  isComplete(state: PersonaliseState, today: string): (step: FormStep) => boolean;
}

export function useStepHistory({ tripId, state, dispatch, steps, isComplete }: Options) {
  const [ready, setReady] = useState(false);
  const [today, setToday] = useState('');
  const latest = useRef({ state, steps, isComplete, today });
  latest.current = { state, steps, isComplete, today };

  const settle = useCallback((wanted: StepId, current: PersonaliseState, day: string) => {
    const { steps: flow, isComplete: complete } = latest.current;
    return reachableStep(flow, wanted, complete(current, day), current.result !== null);
  }, []);

  // Restore once, in the browser only (the server renders the first step).
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(storageKey(tripId));
    } catch {
      // Storage can be off (private mode): the flow still works, it just forgets.
    }
    const base = decodeState(stored) ?? initialState(newSubmissionId());
    const day = localDay(new Date());
    const step = settle(stepInUrl() ?? base.step, base, day);
    dispatch({ type: 'restore', state: { ...base, step } });
    window.history.replaceState({ ...window.history.state, [HISTORY_KEY]: step }, '', urlFor(step));
    setToday(day);
    setReady(true);
  }, [tripId, dispatch, settle]);

  useEffect(() => {
    if (!ready) return;
    try {
      window.localStorage.setItem(storageKey(tripId), encodeState(state));
    } catch {
      // Full or disabled storage: nothing to do.
    }
  }, [ready, state, tripId]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const recorded = (event.state as Record<string, unknown> | null)?.[HISTORY_KEY];
      const wanted = isStepId(recorded) ? recorded : (stepInUrl() ?? 'date');
      const step = settle(wanted, latest.current.state, latest.current.today);
      dispatch({ type: 'go', step });
      if (step !== wanted) window.history.replaceState({ [HISTORY_KEY]: step }, '', urlFor(step));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dispatch, settle]);

  /** Goes to a step: a new history entry, or replacing the current one. */
  const go = useCallback(
    (step: StepId, mode: 'push' | 'replace' = 'push') => {
      dispatch({ type: 'go', step });
      const entry = { [HISTORY_KEY]: step };
      if (mode === 'push') window.history.pushState(entry, '', urlFor(step));
      else window.history.replaceState(entry, '', urlFor(step));
    },
    [dispatch],
  );

  return { ready, today, go };
}
