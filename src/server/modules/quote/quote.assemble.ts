/**
 * A bookable plan turned into a quote version (docs/decisions/012): line items, totals by
 * category, the payment schedule and the content snapshot the quote page shows, pure.
 */
import { Temporal } from 'temporal-polyfill';
import type { Localized, Picture } from '../../db/schema';
import type { DestinationRow } from '../catalogue/reference';
import { type CancellationPolicy, quotePolicy } from './cancellation-policy';
import { buildPaymentSchedule, type Payment } from './payment-schedule';
import { QUOTE_CONTENT_VERSION, type QuoteContent } from './quote.content';
import {
  activityItems,
  type CarRow,
  type ChosenStop,
  carItems,
  closingItems,
  feeItems,
  type LineItem,
  legItems,
  type PricingContext,
  roomItems,
} from './quote.items';
import type { FeeRow, TripBundle, TripLegRow } from './quote.loader';
import { type Promo, type QuoteTotals, totalsOf } from './quote.pricing';
import type { QuoteSettings } from './quote.settings';

export interface AssembleInput {
  trip: TripBundle['trip'];
  inclusions: TripBundle['inclusions'];
  legs: readonly TripLegRow[];
  stops: readonly ChosenStop[];
  /** As the visitor gave them. */
  party: { adults: number; childrenBirthDates: string[] };
  cars: readonly { car: CarRow; quantity: number }[];
  fees: readonly FeeRow[];
  destinationById: ReadonlyMap<number, DestinationRow>;
  lineage: (id: number) => number[];
  pricing: PricingContext;
  settings: QuoteSettings;
  promo: Promo | null;
  /** The promo code the visitor typed, applied or not. */
  promoCode: string | null;
  today: Temporal.PlainDate;
}

export interface QuoteDraft {
  tripId: number;
  title: Localized;
  startDate: string;
  endDate: string;
  numberOfNights: number;
  adults: number;
  childrenBirthDates: string[];
  cancellationPolicy: CancellationPolicy;
  expiryDays: number;
  lineItems: LineItem[];
  totals: QuoteTotals;
  payments: Payment[];
  content: QuoteContent;
}

export function assembleQuote(input: AssembleInput): QuoteDraft {
  const first = input.stops[0];
  const last = input.stops.at(-1);
  if (!first || !last) throw new Error('a quote needs at least one stop');
  const startDate = first.start;
  const endDate = last.end;
  const nights = Temporal.PlainDate.from(startDate).until(Temporal.PlainDate.from(endDate)).days;
  const ctx = input.pricing;
  const items: LineItem[] = [];
  for (const stop of input.stops) {
    items.push(...roomItems(stop, ctx), ...activityItems(stop, ctx));
    items.push(...feeItems(stop, input.fees, input.lineage(stop.destinationId), ctx));
  }
  items.push(...legItems(input.legs, input.stops, ctx, input.cars.length > 0));
  items.push(...carItems(input.cars, nights, ctx));
  items.push(...closingItems(items, input.settings.serviceFeePercent, input.promo, ctx));
  const cancellationPolicy = quotePolicy(input.stops.map((stop) => stop.stay.cancellationPolicy));
  const payments = buildPaymentSchedule(
    items.map((line) => ({ category: line.category, totalMinor: line.totalMinor, prepaid: line.prepaid })),
    input.settings,
    Temporal.PlainDate.from(startDate),
    input.today,
    ctx.currency,
  );
  return {
    tripId: input.trip.id,
    title: input.trip.title,
    startDate,
    endDate,
    numberOfNights: nights,
    adults: input.party.adults,
    childrenBirthDates: input.party.childrenBirthDates,
    cancellationPolicy,
    expiryDays: input.settings.expiryDays,
    lineItems: items,
    totals: totalsOf(items),
    payments,
    content: contentOf(input, items, cancellationPolicy),
  };
}

function place(destination: DestinationRow | undefined) {
  if (!destination) return null;
  const { id, slug, name, latitude, longitude } = destination;
  return { id, slug, name, latitude, longitude };
}

/** The snapshot the quote page renders: it never changes, whatever happens to the catalogue later. */
export function contentOf(input: AssembleInput, items: readonly LineItem[], policy: CancellationPolicy): QuoteContent {
  const stops = input.stops.map((stop) => {
    const stopItems = items.filter((line) => line.stopPosition === stop.position);
    return {
      position: stop.position,
      tripStopId: stop.tripStopId,
      destination: place(input.destinationById.get(stop.destinationId)),
      description: stop.description,
      startDate: stop.start,
      endDate: stop.end,
      numberOfNights: stop.nights,
      stay: {
        id: stop.stay.id,
        slug: stop.stay.slug,
        name: stop.stay.name,
        propertyType: stop.stay.propertyType,
        cancellationPolicy: stop.stay.cancellationPolicy,
        checkInFrom: stop.stay.checkInFrom,
        checkOutTo: stop.stay.checkOutTo,
        picture: stop.stay.picture,
      },
      rooms: stopItems
        .filter((line) => line.category === 'ACCOMMODATION')
        .map((line) => {
          const room = stop.stay.rooms.find((r) => r.id === line.details['roomId']);
          const mealPlanId = line.details['mealPlanId'] as number;
          return {
            roomId: room?.id,
            name: room?.categoryName,
            type: room?.type,
            beds: room?.beds,
            maxOccupancy: room?.maxOccupancy,
            maxAdults: room?.maxAdults,
            familyFriendly: room?.familyFriendly,
            mealPlan: { id: mealPlanId, name: stop.mealPlanNames.get(mealPlanId) ?? null },
            adults: line.details['adults'] as number,
            childrenBirthDates: line.details['childrenBirthDates'] as string[],
            rateMinor: line.totalMinor,
            ratePerNightMinor: line.details['ratePerNightMinor'] as number,
          };
        }),
      activities: stop.activities.map(({ row, inclusion, date }) => ({
        activityId: row.id,
        title: row.title,
        shortDescription: row.shortDescription,
        durationMinutes: row.durationMinutes,
        inclusionType: inclusion,
        startDate: date,
        startTime: null,
        rateMinor: stopItems.find((line) => line.activityId === row.id)?.totalMinor ?? 0,
      })),
    };
  });
  const legs = input.legs.flatMap((leg) => {
    const to = input.stops[leg.position + 1];
    if (!to) return [];
    return [
      {
        position: leg.position,
        fromStop: leg.position,
        toStop: leg.position + 1,
        mode: leg.mode,
        date: to.start,
        durationMinutes: leg.durationMinutes,
        distanceKm: leg.distanceKm,
        priceMinor: items.find((line) => line.details['legPosition'] === leg.position)?.totalMinor ?? 0,
      },
    ];
  });
  const first = input.stops[0];
  const last = input.stops.at(-1);
  return {
    version: QUOTE_CONTENT_VERSION,
    trip: { id: input.trip.id, slug: input.trip.slug, title: input.trip.title },
    hero: input.trip.hero as Picture | null,
    currency: input.pricing.currency,
    guests: { adults: input.party.adults, childrenBirthDates: input.party.childrenBirthDates },
    startPoint: first ? place(input.destinationById.get(first.destinationId)) : null,
    endPoint: last ? place(input.destinationById.get(last.destinationId)) : null,
    stops,
    legs,
    experiences: stops.flatMap((stop) =>
      stop.activities.map((activity) => ({ ...activity, stopPosition: stop.position })),
    ),
    cars: input.cars.map(({ car, quantity }) => ({
      carId: car.id,
      name: car.name,
      category: car.category,
      doors: car.doors,
      passengers: car.passengers,
      isAutomatic: car.isAutomatic,
      isQuattro: car.isQuattro,
      year: car.year,
      quantity,
      kilometersPerDay: car.kilometersPerDay,
      excessMinor: car.excessMinor,
      fuelDepositMinor: car.fuelDepositMinor,
      carCurrency: car.currency,
      pickUpDate: first?.start,
      returnDate: last?.end,
      pickUpLocation: first ? place(input.destinationById.get(first.destinationId)) : null,
      returnLocation: last ? place(input.destinationById.get(last.destinationId)) : null,
    })),
    inclusions: input.inclusions.map((entry) => ({
      typeInclExcl: entry.kind,
      isDefault: entry.isDefault,
      description: entry.description,
    })),
    cancellation: { policy },
    promo: input.promoCode ? { code: input.promoCode, applied: input.promo !== null } : null,
    serviceFeePercent: input.settings.serviceFeePercent,
  };
}
