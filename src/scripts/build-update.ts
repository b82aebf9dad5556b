import { atom } from 'nanostores';

/** How often an open page asks whether a newer build is live (docs/decisions/006). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** True once a newer build is live: islands then navigate with a full page load. */
export const $updateAvailable = atom(false);

export async function checkForUpdate(currentId: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`/_build/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    // A 404 or 403 (no manifest deployed, or a CDN refusing it) is no news.
    if (!response.ok) return false;
    const { id } = (await response.json()) as { id?: unknown };
    return typeof id === 'string' && id !== currentId;
  } catch {
    return false;
  }
}

/** Polls while the page is visible; stops once an update is found. */
export function watchForUpdates(currentId: string): void {
  if (currentId === 'dev') return;
  const check = async () => {
    if (document.visibilityState !== 'visible' || $updateAvailable.get()) return;
    if (await checkForUpdate(currentId)) $updateAvailable.set(true);
  };
  setInterval(check, BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', check);
}

/**
 * For islands that change the address themselves: after an update the next
 * navigation is a full load, so the new build is used; stores live in localStorage.
 */
export function navigate(url: string): void {
  if ($updateAvailable.get()) {
    location.assign(url);
    return;
  }
  history.pushState(null, '', url);
  window.dispatchEvent(new Event('site:navigate'));
}
