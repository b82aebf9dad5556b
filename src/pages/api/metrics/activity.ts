import type { APIRoute } from 'astro';
import { systemClock } from '~/server/clock';
import { database } from '~/server/db';
import { handleActivityMetric } from '~/server/modules/metrics/metrics.handlers';

export const POST: APIRoute = async ({ request }) =>
  handleActivityMetric(request, (await database()).db, systemClock());
