import type { APIRoute } from 'astro';
import { handleLoginRequest } from '~/server/modules/admin/login.handler';
import { adminRequestContext } from '~/server/modules/admin/request-context';

export const POST: APIRoute = async (context) =>
  handleLoginRequest(context.request, await adminRequestContext(context));
