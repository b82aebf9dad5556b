import { useEffect, useRef } from 'react';
import { type Screen, sameScreen, screenFromParams, screenSearch } from './wizard.steps';
import type { Answers } from './wizard.answers';

/** Our marker in history.state: how many wizard screens this entry is past the first one. */
interface WizardState {
  wizardDepth: number;
}

function depthOf(state: unknown): number {
  const depth = (state as Partial<WizardState> | null)?.wizardDepth;
  return typeof depth === 'number' && depth >= 0 ? depth : 0;
}

/**
 * Every screen is a history entry (?step=…&sub=…), so the browser's back and forward
 * buttons move between screens and a reload opens the same one. `resolve` applies the
 * guards (reachableScreen); `show` renders a screen.
 */
export function useWizardHistory(
  screen: Screen,
  show: (screen: Screen) => void,
  resolve: (screen: Screen, answers: Answers) => Screen,
  answers: () => Answers,
) {
  const latest = useRef({ show, resolve, answers });
  latest.current = { show, resolve, answers };

  // Runs once: later screens come through go() and popstate.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // A reload keeps history.state, and with it how deep this entry is.
    history.replaceState({ ...history.state, wizardDepth: depthOf(history.state) }, '', screenSearch(screen, params));
    const onPop = () => {
      const { show, resolve, answers } = latest.current;
      const asked = screenFromParams(new URLSearchParams(location.search), answers());
      const target = resolve(asked, answers());
      if (!sameScreen(asked, target)) {
        history.replaceState(history.state, '', screenSearch(target, new URLSearchParams(location.search)));
      }
      show(target);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /** Opens a screen as a new history entry (or in place of the current one). */
  function go(target: Screen, replace = false): void {
    const depth = depthOf(history.state) + (replace ? 0 : 1);
    const search = screenSearch(target, new URLSearchParams(location.search));
    if (replace) history.replaceState({ wizardDepth: depth }, '', search);
    else history.pushState({ wizardDepth: depth }, '', search);
    latest.current.show(target);
  }

  /** The wizard's own back button: the browser's back when we came from a wizard screen, else `fallback`. */
  function back(fallback: Screen | null): void {
    if (depthOf(history.state) > 0) history.back();
    else if (fallback) go(fallback, true);
  }

  return { go, back };
}
