/** The smaller steps of building a quote (quote.build.ts), pure. */
import { Temporal } from 'temporal-polyfill';
import { type Currency, isCurrency } from '~/lib/currency';
import type { Personalization } from '~/lib/schemas/enquiry';
import type { Reference } from '../catalogue/reference';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import { ageOn } from '../rates/live-rate';
import type { RoomFromRate } from '../stays/room-rates';
import type { Inclusion } from './quote.items';
import type { ActivityRow, TripStopRow } from './quote.loader';
import type { Guests } from './room-allocation';

export const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Who travels on `start`: children of 18 and over count as adults; the youngest first. */
export function guestsOn(start: Temporal.PlainDate, adults: number, birthDates: readonly string[]): Guests {
  const children = birthDates
    .map((birthDate) => ({ birthDate, age: ageOn(Temporal.PlainDate.from(birthDate), start) }))
    .sort((a, b) => a.age - b.age);
  const minors = children.filter((child) => child.age < 18);
  return { adults: adults + children.length - minors.length, children: minors };
}

/** A stay's "from" price per person per night in `currency`: its cheapest room's. */
export function fromPrice(rates: readonly RoomFromRate[], currency: Currency, fx: FxRates): number | null {
  let best: number | null = null;
  for (const rate of rates) {
    if (!isCurrency(rate.currency)) continue;
    const price = convertMinor(rate.rateMinor, rate.currency, currency, fx);
    if (best === null || price < best) best = price;
  }
  return best;
}

export function tripCountries(stops: readonly TripStopRow[], ref: Reference): string[] {
  const codes = stops.flatMap((stop) =>
    ref.lineage(stop.destinationId).flatMap((id) => ref.destinationById.get(id)?.countryCode ?? []),
  );
  return unique(codes);
}

/** Included activities (added to every trip there) and the visitor's planned ones, one a day from the first full day. */
export function stopActivities(
  stop: TripStopRow,
  start: Temporal.PlainDate,
  nights: number,
  rows: readonly ActivityRow[],
  selection: Personalization | undefined,
) {
  const included = rows.filter((row) => row.autoAdd && row.destinationId === stop.destinationId);
  const planned = (selection?.activities ?? [])
    .filter((a) => a.stopId === stop.id && !included.some((row) => row.id === a.activityId))
    .flatMap((a) => rows.filter((row) => row.id === a.activityId));
  const list: { row: ActivityRow; inclusion: Inclusion }[] = [
    ...included.map((row) => ({ row, inclusion: 'INCLUDED' as const })),
    ...planned.map((row) => ({ row, inclusion: 'PLANNED' as const })),
  ];
  return list.map((entry, i) => ({
    ...entry,
    date: start.add({ days: nights > 1 ? 1 + (i % (nights - 1)) : 0 }).toString(),
  }));
}
