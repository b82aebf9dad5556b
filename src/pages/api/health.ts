import type { APIRoute } from 'astro';
import { checkHealth } from '~/server/modules/health/health.service';

export const GET: APIRoute = async () => {
  const healthy = await checkHealth();
  return new Response(JSON.stringify({ status: healthy ? 'ok' : 'unavailable' }), {
    status: healthy ? 200 : 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
};
