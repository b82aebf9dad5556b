/**
 * Live room prices for the Hotels step: many `liveRates` in one request (one alias per
 * price, at most LIVE_RATES_PER_REQUEST, under the API's alias limit), remembered per
 * visit so going back and forth asks nothing twice.
 */
import { gql } from '~/lib/graphql';
import type { LiveRate } from './personalise.types';

export const LIVE_RATES_PER_REQUEST = 25;

export interface PriceRequest {
  roomId: number;
  mealPlanId: number;
  fromDate: string;
  toDate: string;
  adults: number;
  /** Dates of birth. */
  children: string[];
}

export const priceKey = (request: PriceRequest, currency: string) =>
  [
    currency,
    request.roomId,
    request.mealPlanId,
    request.fromDate,
    request.toDate,
    request.adults,
    ...request.children,
  ].join('|');

/** One query asking for every request, aliased p0, p1, …; variables carry the values. */
export function buildLiveRatesQuery(requests: readonly PriceRequest[]) {
  const declarations: string[] = [];
  const fields: string[] = [];
  const variables: Record<string, unknown> = {};
  requests.forEach((request, i) => {
    declarations.push(`$r${i}: Int, $m${i}: Int!, $f${i}: String!, $t${i}: String!, $a${i}: Int!, $c${i}: [String!]`);
    fields.push(
      `p${i}: liveRates(roomId: $r${i}, mealPlanId: $m${i}, fromDate: $f${i}, toDate: $t${i}, adults: $a${i}, children: $c${i}) { rate { amountMinor currency } ratePerNight { amountMinor currency } information isExactRate pax }`,
    );
    Object.assign(variables, {
      [`r${i}`]: request.roomId,
      [`m${i}`]: request.mealPlanId,
      [`f${i}`]: request.fromDate,
      [`t${i}`]: request.toDate,
      [`a${i}`]: request.adults,
      [`c${i}`]: request.children,
    });
  });
  const document = gql<Record<string, LiveRate | null>>(
    `query liveRatesBatch(${declarations.join(', ')}) {\n  ${fields.join('\n  ')}\n}`,
  );
  return { document, variables };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Per person per night from a room's price: what the room facts show. */
export const perPersonPerNight = (rate: LiveRate) =>
  rate.pax > 0 ? Math.round(rate.ratePerNight.amountMinor / rate.pax) : rate.ratePerNight.amountMinor;
