import type { APIRoute } from 'astro';
import { handleGraphQL } from '~/server/graphql';

export const POST: APIRoute = ({ request }) => handleGraphQL(request);
