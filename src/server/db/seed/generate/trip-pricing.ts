import { CURRENCIES } from '~/lib/currency';
import { fromEurMinor } from '../catalogue/fx-rates';
import { monthsFrom } from '../dates';
import type { LegPlan } from './legs';
import type { Place } from './places';
import type { CheapestBySeason } from './rates';
import { seasonOf } from './seasons';

export interface PricedStop {
  place: Place;
  nights: number;
  cheapest: CheapestBySeason;
}

export interface MonthRateRow {
  tripId: number;
  currency: string;
  year: number;
  month: number;
  rateMinor: number;
  ratePerNightMinor: number;
}

/**
 * "From" prices per person for each month of the rate window: each stop's cheapest
 * 2-pax rate in that month's season × nights, plus the legs; rounded up to whole euros,
 * then converted into every currency with the seeded FX rates.
 */
export function monthRates(tripId: number, stops: readonly PricedStop[], legs: readonly LegPlan[], anchor: Date) {
  const legsEur = legs.reduce((sum, leg) => sum + leg.priceEurMinor, 0);
  const nights = stops.reduce((sum, stop) => sum + stop.nights, 0);
  const rows: MonthRateRow[] = [];
  let minimumEur = Number.POSITIVE_INFINITY;
  for (const { year, month } of monthsFrom(anchor)) {
    const staysEur = stops.reduce(
      (sum, stop) => sum + stop.cheapest[seasonOf(stop.place.climate, month)] * stop.nights,
      0,
    );
    const eur = Math.ceil((staysEur + legsEur) / 100) * 100;
    minimumEur = Math.min(minimumEur, eur);
    for (const currency of CURRENCIES) {
      const rateMinor = fromEurMinor(eur, currency);
      rows.push({ tripId, currency, year, month, rateMinor, ratePerNightMinor: Math.round(rateMinor / nights) });
    }
  }
  return { rows, minimumEur };
}
