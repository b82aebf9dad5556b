import { isIPv6 } from 'node:net';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { loginThrottle } from '../../db/schema';
import { normaliseEmail } from './admin.service';

/** Fixed windows: a locked-out admin waits at most until the window ends. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failures allowed per key and window. The address limit is higher than the
 * e-mail limit so people sharing one address (an office, a NAT) do not lock
 * each other out with a few typos, while one source still cannot try many
 * e-mails without limit.
 */
export const THROTTLE_LIMITS = { email: 5, ip: 20 } as const;

export type ThrottleKind = keyof typeof THROTTLE_LIMITS;

export interface ThrottleKey {
  kind: ThrottleKind;
  key: string;
}

export function windowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / THROTTLE_WINDOW_MS) * THROTTLE_WINDOW_MS);
}

export function emailKey(email: string): ThrottleKey {
  return { kind: 'email', key: `email:${normaliseEmail(email)}` };
}

/**
 * IPv4 addresses as they are (IPv4-mapped IPv6 included); IPv6 by its /64
 * prefix, because one subscriber usually holds a whole /64 and could
 * otherwise rotate through addresses to escape the limit.
 */
export function ipKey(address: string): ThrottleKey {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped?.[1]) return { kind: 'ip', key: `ip:${mapped[1]}` };
  if (!isIPv6(trimmed)) return { kind: 'ip', key: `ip:${trimmed || 'unknown'}` };
  return { kind: 'ip', key: `ip:${ipv6Prefix(trimmed)}::/64` };
}

function ipv6Prefix(address: string): string {
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}

/** The keys that have reached their limit in the current window (read only). */
export async function blockedKeys(db: Database, keys: ThrottleKey[], now: Date): Promise<ThrottleKey[]> {
  const rows = await db
    .select({ key: loginThrottle.key, failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(
      and(
        inArray(
          loginThrottle.key,
          keys.map((k) => k.key),
        ),
        eq(loginThrottle.windowStart, windowStart(now)),
      ),
    );
  const failures = new Map(rows.map((row) => [row.key, row.failures]));
  return keys.filter((k) => (failures.get(k.key) ?? 0) >= THROTTLE_LIMITS[k.kind]);
}

/**
 * Counts one failure for the key in the current window and returns the new
 * count. One statement, so concurrent attempts can never lose an increment.
 */
export async function recordFailure(db: Database, key: ThrottleKey, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ key: key.key, windowStart: windowStart(now), failures: 1 })
    .onConflictDoUpdate({
      target: [loginThrottle.key, loginThrottle.windowStart],
      set: { failures: sql`${loginThrottle.failures} + 1` },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

/** Forgets every counted failure of the key (all windows). */
export async function clearFailures(db: Database, key: ThrottleKey): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key.key));
}

/** Drops counters of finished windows; they can never block anyone again. */
export async function purgeFinishedWindows(db: Database, now: Date): Promise<void> {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, windowStart(now)));
}
