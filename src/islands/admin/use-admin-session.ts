import { useEffect, useRef } from 'react';
import { $adminSession, isSessionValid, markSignedOut, syncWithServer } from '~/stores/admin-session';
import { requestLogout } from './admin-api';
import type { ServerSession } from './admin-messages';

export const LOGIN_PATH = '/admin/login';
/** How often an open admin page re-checks the 24-hour limit. */
const RECHECK_MS = 60_000;

/**
 * Spec 1 §4: on every admin page the session store is initialised from the
 * server's session and checked; an invalid one signs out and goes to the
 * login. Re-checked every minute and when the tab becomes visible, so a page
 * left open past the limit does not stay usable.
 */
export function useAdminSession(server: ServerSession): { signOut: () => Promise<void> } {
  const leaving = useRef(false);

  async function signOut(): Promise<void> {
    if (leaving.current) return;
    leaving.current = true;
    await requestLogout();
    markSignedOut();
    window.location.assign(LOGIN_PATH);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: signOut only reads a ref; the check runs per session.
  useEffect(() => {
    $adminSession.set(syncWithServer($adminSession.get(), server, Date.now()));
    const check = () => {
      if (!isSessionValid($adminSession.get(), Date.now())) void signOut();
    };
    check();
    const timer = window.setInterval(check, RECHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [server.email, server.loginTimestamp, server.serverNow]);

  return { signOut };
}
