import type { APIRoute } from 'astro';
import { handleLogoutRequest } from '~/server/modules/admin/login.handler';
import { adminRequestContext } from '~/server/modules/admin/request-context';

export const POST: APIRoute = async (context) =>
  handleLogoutRequest(context.request, await adminRequestContext(context));
