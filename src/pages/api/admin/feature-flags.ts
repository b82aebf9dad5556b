import type { APIRoute } from 'astro';
import { handleListFeatureFlags, handleSetFeatureFlag } from '~/server/modules/admin/feature-flags.handler';
import { adminRequestContext } from '~/server/modules/admin/request-context';

export const GET: APIRoute = async (context) => handleListFeatureFlags(await adminRequestContext(context));

export const POST: APIRoute = async (context) =>
  handleSetFeatureFlag(context.request, await adminRequestContext(context));
