import type { APIRoute } from 'astro';
import { systemClock } from '~/server/clock';
import { database } from '~/server/db';
import { handleGraphQLMetric } from '~/server/modules/metrics/metrics.handlers';

export const POST: APIRoute = async ({ request }) => handleGraphQLMetric(request, (await database()).db, systemClock());
