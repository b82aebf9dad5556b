import { z } from 'zod';
import { getTranslator } from '~/i18n/t';
import { readJsonBody } from '../../http/body';
import { FEATURE_FLAG_NAMES } from '../site/feature-flags';
import { listFeatureFlags, setFeatureFlag } from '../site/site.service';
import { isSameOrigin, jsonResponse } from './admin-http';
import { adminLocale } from './admin-locale';
import type { AdminRequestContext } from './login.handler';

export const FeatureFlagChangeSchema = z.object({
  name: z.enum(FEATURE_FLAG_NAMES as [string, ...string[]]),
  enabled: z.boolean(),
});

const BODY_LIMIT = 1024;

/** GET /api/admin/feature-flags: every flag and whether it is on (the admin guard demands a session). */
export async function handleListFeatureFlags(context: AdminRequestContext): Promise<Response> {
  return jsonResponse(200, { flags: await listFeatureFlags(context.db) });
}

/** POST /api/admin/feature-flags { name, enabled } → { success, flags }. */
export async function handleSetFeatureFlag(request: Request, context: AdminRequestContext): Promise<Response> {
  const t = getTranslator(adminLocale(request.headers));
  const fail = (status: number, message: string) => jsonResponse(status, { success: false, message });
  if (!isSameOrigin(request, context.trustedOrigins)) return fail(403, t('admin.request.forbidden'));
  const body = await readJsonBody(request, BODY_LIMIT);
  if (body.status === 'too-large') return fail(413, t('admin.flags.invalidRequest'));
  const parsed = FeatureFlagChangeSchema.safeParse(body.status === 'ok' ? body.value : undefined);
  if (!parsed.success) return fail(400, t('admin.flags.invalidRequest'));
  await setFeatureFlag(context.db, parsed.data.name as (typeof FEATURE_FLAG_NAMES)[number], parsed.data.enabled);
  return jsonResponse(200, { success: true, flags: await listFeatureFlags(context.db) });
}
