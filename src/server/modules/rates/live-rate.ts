/**
 * Pricing a room for dates and a party from contract rates (spec 3 §3, §5, §9), pure.
 * - A night is dated by its evening: fromDate up to the day before toDate. Dates are
 *   `Temporal.PlainDate`s, so no time zone or daylight-saving change moves a night.
 * - A season covers seasonStart to seasonEnd inclusive; each night takes its own season's
 *   rate, so a stay across a boundary mixes both.
 * - Scheme 1 (per person per night): each adult pays the 2-pax rate, falling back to the
 *   1-pax rate. Scheme 2 (per room per night): the room pays the 2-pax rate (1-pax when
 *   that is all there is). Children pay their band's rate per night in both schemes:
 *   0–12 or 13–17 years old on the day of arrival; 18 and over count as adults.
 * - Exact only when every night's rate is for exactly the party's number of adults;
 *   otherwise it is the spec's per-person approximation and says so.
 * - No price (null) when a night has no rate, the party does not fit the room or a
 *   night is sold out.
 */
import { Temporal } from 'temporal-polyfill';
import type { Currency } from '~/lib/currency';
import { convertMinor, type FxRates } from '../fx/fx.rates';

export const RATE_SCHEME = { perPerson: 1, perRoom: 2 } as const;
export const MAX_LIVE_RATE_NIGHTS = 90;

export interface ContractRate {
  seasonStart: string;
  seasonEnd: string;
  pax: number;
  rateScheme: number;
  currency: Currency;
  rateMinor: number;
  childRate0To12Minor: number;
  childRate13To17Minor: number;
}

export interface LiveRateRequest {
  fromDate: Temporal.PlainDate;
  toDate: Temporal.PlainDate;
  adults: number;
  childrenBirthDates: Temporal.PlainDate[];
}

export interface RoomCapacity {
  maxOccupancy: number;
  maxAdults: number;
}

/** Which rate the price rests on, for the explanation shown with it. */
export type RateBasis = 'sharing' | 'single' | 'room';

export interface PricedStay {
  totalMinor: number;
  perNightMinor: number;
  currency: Currency;
  nights: number;
  pax: number;
  isExactRate: boolean;
  basis: RateBasis;
}

export function nightsBetween(fromDate: Temporal.PlainDate, toDate: Temporal.PlainDate): number {
  return fromDate.until(toDate, { largestUnit: 'days' }).days;
}

export function ageOn(birthDate: Temporal.PlainDate, day: Temporal.PlainDate): number {
  return birthDate.until(day, { largestUnit: 'years' }).years;
}

const covers = (rate: ContractRate, night: string) => rate.seasonStart <= night && night <= rate.seasonEnd;

/** The rate row a night uses: the 2-pax rate, falling back to the 1-pax rate (spec 3 §5). */
export function rateForNight(rates: readonly ContractRate[], night: string): ContractRate | null {
  const season = rates.filter((rate) => covers(rate, night));
  return season.find((rate) => rate.pax === 2) ?? season.find((rate) => rate.pax === 1) ?? null;
}

export function priceStay(
  request: LiveRateRequest,
  rates: readonly ContractRate[],
  room: RoomCapacity,
  soldOutNights: ReadonlySet<string>,
  target: Currency,
  fx: FxRates,
): PricedStay | null {
  const nights = nightsBetween(request.fromDate, request.toDate);
  if (nights < 1 || nights > MAX_LIVE_RATE_NIGHTS) return null;
  if (request.childrenBirthDates.some((birth) => Temporal.PlainDate.compare(birth, request.fromDate) > 0)) return null;
  const ages = request.childrenBirthDates.map((birth) => ageOn(birth, request.fromDate));
  const children = ages.filter((age) => age < 18);
  const adults = request.adults + ages.length - children.length;
  if (adults < 1 || adults > room.maxAdults || adults + children.length > room.maxOccupancy) return null;

  let totalMinor = 0;
  let isExactRate = true;
  let basis: RateBasis = 'sharing';
  for (let i = 0; i < nights; i += 1) {
    const night = request.fromDate.add({ days: i }).toString();
    if (soldOutNights.has(night)) return null;
    const rate = rateForNight(rates, night);
    if (!rate) return null;
    const perRoom = rate.rateScheme === RATE_SCHEME.perRoom;
    const adultsCost = perRoom ? rate.rateMinor : rate.rateMinor * adults;
    const childrenCost = children.reduce(
      (sum, age) => sum + (age <= 12 ? rate.childRate0To12Minor : rate.childRate13To17Minor),
      0,
    );
    // Convert night by night: seasons (or contracts) may be in different currencies.
    totalMinor += convertMinor(adultsCost + childrenCost, rate.currency, target, fx);
    if (rate.pax !== adults) isExactRate = false;
    if (perRoom) basis = 'room';
    else if (rate.pax === 1 && basis === 'sharing') basis = 'single';
  }
  return {
    totalMinor,
    perNightMinor: Math.round(totalMinor / nights),
    currency: target,
    nights,
    pax: adults + children.length,
    isExactRate,
    basis,
  };
}
