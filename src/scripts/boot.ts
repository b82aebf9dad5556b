import { observeMaps } from '~/islands/map/observe-maps';
import { initSearchLauncher } from '~/islands/search/launcher';
import { startMetrics } from '~/lib/metrics';
import { watchForUpdates } from './build-update';
import { enhanceNavigation } from './nav';
import { syncVisitor } from './visitor';

/** Set on <html> once boot() has wired the page. */
export const ENHANCED_MARK = 'data-enhanced';

/** Runs `work` when the browser is idle, so it never lengthens the page's first tasks. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 1);
}

/**
 * The one script every public page loads; everything here only enhances server-rendered
 * HTML, so the layouts start it after the page has loaded and painted (src/scripts/after-load.ts).
 * Navigation, the header's search, route maps and the visitor's preferences start then;
 * update checks and metrics wait for an idle moment (web-vitals observers are buffered,
 * so nothing measured before they start is lost).
 */
export function boot(): void {
  enhanceNavigation();
  initSearchLauncher();
  observeMaps();
  syncVisitor();
  // The enhancements are in place (they start after load, so tests wait for this mark).
  document.documentElement.setAttribute(ENHANCED_MARK, '');
  whenIdle(() => watchForUpdates(import.meta.env.PUBLIC_BUILD_ID));
  whenIdle(startMetrics);
}
