import type { Database } from '../client';
import { redirects } from '../schema';

/** Addresses of the previous site that still have links pointing at them. */
const LEGACY_REDIRECTS = [
  { fromPath: '/en/trips', target: '/en/t', statusCode: 301 },
  { fromPath: '/de/reisen', target: '/de/t', statusCode: 301 },
  { fromPath: '/en/plan', target: '/en/plan-my-trip', statusCode: 301 },
  { fromPath: '/en/instagram', target: 'https://www.instagram.com/', statusCode: 302 },
];

export async function seedRedirects(db: Database): Promise<void> {
  await db.insert(redirects).values(LEGACY_REDIRECTS).onConflictDoNothing({ target: redirects.fromPath });
}
