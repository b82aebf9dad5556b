import { startActivityPings } from './activity';
import { startWebVitals } from './web-vitals';

let started = false;

/**
 * Starts the activity pings and the web-vitals reports once per page; the boot script
 * calls it on every page, and later calls (or calls outside a browser) do nothing.
 */
export function startMetrics(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  startActivityPings();
  void startWebVitals();
}

export { reportGraphQLTiming } from './graphql-timing';
export { sendMetric } from './send';
