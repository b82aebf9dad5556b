import type { APIContext } from 'astro';
import { systemClock } from '../../clock';
import { database } from '../../db';
import { env, isProduction } from '../../env';
import type { LoginRequestContext } from './login.handler';
import { secureCookieFor } from './session-cookie';

/** What the /api/admin endpoints need from the running server. */
export async function adminRequestContext(
  context: Pick<APIContext, 'url' | 'clientAddress'>,
): Promise<LoginRequestContext> {
  const { db } = await database();
  const publicUrl = env().PUBLIC_SITE_URL;
  return {
    db,
    now: systemClock(),
    clientAddress: readClientAddress(context),
    secureCookies: secureCookieFor(isProduction(), context.url),
    // Behind a proxy the request URL may be the internal one; the public address is ours too.
    trustedOrigins: publicUrl ? [new URL(publicUrl).origin] : [],
  };
}

/**
 * The socket's address, or the first X-Forwarded-For entry only when Astro
 * was told to trust the proxy (`security.allowedDomains`); never the raw header.
 */
function readClientAddress(context: Pick<APIContext, 'clientAddress'>): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}
