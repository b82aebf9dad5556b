import { startMetrics } from '~/lib/metrics';
import { watchForUpdates } from './build-update';
import { enhanceNavigation } from './nav';
import { syncVisitor } from './visitor';

/** The one script every public page loads; everything here only enhances server-rendered HTML. */
export function boot(): void {
  enhanceNavigation();
  syncVisitor();
  watchForUpdates(import.meta.env.PUBLIC_BUILD_ID);
  startMetrics();
}
