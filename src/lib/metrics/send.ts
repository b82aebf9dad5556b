/**
 * Posts one metric and forgets it: metric failures are ignored (spec 1 §7), so nothing
 * here throws or rejects. A string beacon goes out as text/plain without a preflight and
 * survives the page being closed; fetch with keepalive is the fallback when the browser
 * has no beacon or its beacon queue is full.
 */
export function sendMetric(path: string, body: object): void {
  // Outside a browser (server rendering, Node's own navigator) there is no page to report for.
  if (typeof window === 'undefined') return;
  try {
    const text = JSON.stringify(body);
    if (navigator.sendBeacon?.(path, text)) return;
    fetch(path, { method: 'POST', body: text, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
      () => {},
    );
  } catch {
    // sendBeacon throws on a malformed URL, fetch on a detached document.
  }
}
