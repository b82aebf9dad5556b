/**
 * The priced components of a quote as line items (category, description in both
 * languages, quantity × unit = total in the quote's currency), pure.
 */
import type { Currency } from '~/lib/currency';
import { isCurrency } from '~/lib/currency';
import type { cars, Localized } from '../../db/schema';
import type { FxRates } from '../fx/fx.rates';
import { isStrictPolicy } from './cancellation-policy';
import type { ActivityRow, FeeRow, StayData, TripLegRow } from './quote.loader';
import {
  type LineCategory,
  type Promo,
  pricePersons,
  priceRoomUnit,
  promoDiscountMinor,
  serviceFeeMinor,
} from './quote.pricing';
import { daysText, localized, nightsText, pickText } from './quote.text';
import type { Allocation, Guests } from './room-allocation';

export interface LineItem {
  category: LineCategory;
  /** The stop it belongs to (position in the quote), when it belongs to one. */
  stopPosition: number | null;
  description: Localized;
  quantity: number;
  unitMinor: number;
  totalMinor: number;
  activityId: number | null;
  details: Record<string, unknown>;
  /** Bought ahead and not refundable: paid in full with the deposit. */
  prepaid: boolean;
}

export interface PricingContext {
  currency: Currency;
  fx: FxRates;
  guests: Guests;
}

export type Inclusion = 'INCLUDED' | 'PLANNED';

export interface ChosenStop {
  position: number;
  tripStopId: number;
  destinationId: number;
  destinationName: Localized;
  description: Localized;
  start: string;
  end: string;
  nights: number;
  stay: StayData;
  allocation: Allocation;
  mealPlanNames: ReadonlyMap<number, Localized>;
  activities: { row: ActivityRow; inclusion: Inclusion; date: string }[];
}

export type CarRow = typeof cars.$inferSelect;

const item = (fields: Omit<LineItem, 'activityId' | 'details' | 'prepaid'> & Partial<LineItem>): LineItem => ({
  activityId: null,
  details: {},
  prepaid: false,
  ...fields,
});

/** One line per room unit: its guests, its meal plan, every night priced on its own. */
export function roomItems(stop: ChosenStop, ctx: PricingContext): LineItem[] {
  return stop.allocation.units.map((unit) => {
    const room = stop.stay.rooms.find((r) => r.id === unit.option.roomId);
    const ages = unit.children.map((child) => child.age);
    const priced = priceRoomUnit(unit.option.nightRates, unit.adults, ages, ctx.currency, ctx.fx);
    const mealPlan = stop.mealPlanNames.get(unit.option.mealPlanId) ?? { en: '', de: '' };
    return item({
      category: 'ACCOMMODATION',
      stopPosition: stop.position,
      description: localized((t, locale) =>
        t('quote.item.room', {
          room: room ? pickText(room.categoryName, locale) : '',
          stay: stop.stay.name,
          mealPlan: pickText(mealPlan, locale),
          nights: nightsText(t, stop.nights),
        }),
      ),
      quantity: 1,
      unitMinor: priced.totalMinor,
      totalMinor: priced.totalMinor,
      details: {
        stayId: stop.stay.id,
        roomId: unit.option.roomId,
        mealPlanId: unit.option.mealPlanId,
        nights: stop.nights,
        adults: unit.adults,
        childrenBirthDates: unit.children.map((child) => child.birthDate),
        ratePerNightMinor: priced.ratePerNightMinor,
      },
    });
  });
}

export function activityItems(stop: ChosenStop, ctx: PricingContext): LineItem[] {
  return stop.activities.flatMap(({ row, inclusion, date }) => {
    if (!isCurrency(row.currency)) return [];
    const children = ctx.guests.children.length;
    const prices = { currency: row.currency, adultMinor: row.costAdultMinor, childMinor: row.costChildMinor };
    const total = pricePersons(prices, ctx.guests.adults, children, ctx.currency, ctx.fx);
    const unit = children === 0 ? pricePersons(prices, 1, 0, ctx.currency, ctx.fx) : total;
    const quantity = children === 0 ? ctx.guests.adults : 1;
    return [
      item({
        category: 'ACTIVITY',
        stopPosition: stop.position,
        description: row.title,
        quantity,
        unitMinor: unit,
        totalMinor: unit * quantity,
        activityId: row.id,
        // Bought ahead and not refundable (gorilla permits, balloon flights): a permit.
        prepaid: isStrictPolicy(row.cancellationPolicy),
        details: { inclusion, date, adults: ctx.guests.adults, children },
      }),
    ];
  });
}

/**
 * Flights and transfers per leg, per person (children pay the fare too). A drive is a
 * road transfer with a driver, unless the visitor rents a car: then they drive it.
 */
export function legItems(
  legs: readonly TripLegRow[],
  stops: readonly ChosenStop[],
  ctx: PricingContext,
  selfDrive: boolean,
) {
  const persons = ctx.guests.adults + ctx.guests.children.length;
  return legs.flatMap((leg): LineItem[] => {
    const from = stops[leg.position];
    const to = stops[leg.position + 1];
    if (!from || !to || !isCurrency(leg.currency)) return [];
    if (leg.mode === 'DRIVING' && selfDrive) return [];
    const unit = pricePersons(
      { currency: leg.currency, adultMinor: leg.pricePerPersonMinor, childMinor: 0 },
      1,
      0,
      ctx.currency,
      ctx.fx,
    );
    const key =
      leg.mode === 'FLIGHT'
        ? 'quote.item.flight'
        : leg.mode === 'TRANSFER'
          ? 'quote.item.transfer'
          : 'quote.item.roadTransfer';
    return [
      item({
        category: leg.mode === 'FLIGHT' ? 'FLIGHT' : 'TRANSFER',
        stopPosition: null,
        description: localized((t, locale) =>
          t(key, { from: pickText(from.destinationName, locale), to: pickText(to.destinationName, locale) }),
        ),
        quantity: persons,
        unitMinor: unit,
        totalMinor: unit * persons,
        details: { legPosition: leg.position, mode: leg.mode, date: to.start },
      }),
    ];
  });
}

/** Conservation fees and levies of the stop's destination and every place above it, per person per night. */
export function feeItems(
  stop: ChosenStop,
  fees: readonly FeeRow[],
  lineage: readonly number[],
  ctx: PricingContext,
): LineItem[] {
  return fees.flatMap((fee) => {
    if (!lineage.includes(fee.destinationId) || !isCurrency(fee.currency)) return [];
    const prices = { currency: fee.currency, adultMinor: fee.adultPerNightMinor, childMinor: fee.childPerNightMinor };
    const perNight = pricePersons(prices, ctx.guests.adults, ctx.guests.children.length, ctx.currency, ctx.fx);
    if (perNight === 0) return [];
    return [
      item({
        category: fee.kind === 'LEVY_TAX' ? 'LEVY_TAX' : 'FEE',
        stopPosition: stop.position,
        description: localized((t, locale) =>
          t('quote.item.fee', { fee: pickText(fee.name, locale), nights: nightsText(t, stop.nights) }),
        ),
        quantity: stop.nights,
        unitMinor: perNight,
        totalMinor: perNight * stop.nights,
        details: { feeId: fee.id, destinationId: fee.destinationId },
      }),
    ];
  });
}

/** Rental cars: the daily rate × days × cars (category CAR_RENTAL). */
export function carItems(
  chosen: readonly { car: CarRow; quantity: number }[],
  days: number,
  ctx: PricingContext,
): LineItem[] {
  return chosen.flatMap(({ car, quantity }) => {
    if (!isCurrency(car.currency)) return [];
    const daily = pricePersons(
      { currency: car.currency, adultMinor: car.dailyRateMinor, childMinor: 0 },
      1,
      0,
      ctx.currency,
      ctx.fx,
    );
    return [
      item({
        category: 'CAR_RENTAL',
        stopPosition: null,
        description: localized((t) => t('quote.item.car', { car: car.name, days: daysText(t, days) })),
        quantity: days * quantity,
        unitMinor: daily,
        totalMinor: daily * days * quantity,
        details: { carId: car.id, cars: quantity, days },
      }),
    ];
  });
}

/** The provider's service fee and a promo code's discount, both worked out from the items so far. */
export function closingItems(
  items: readonly LineItem[],
  serviceFeePercent: number,
  promo: Promo | null,
  ctx: PricingContext,
) {
  const closing: LineItem[] = [];
  const fee = serviceFeeMinor(items, serviceFeePercent);
  if (fee > 0) {
    closing.push(
      item({
        category: 'SERVICE_FEE',
        stopPosition: null,
        description: localized((t) => t('quote.item.serviceFee', { percent: serviceFeePercent })),
        quantity: 1,
        unitMinor: fee,
        totalMinor: fee,
        details: { percent: serviceFeePercent },
      }),
    );
  }
  const off = promo ? promoDiscountMinor(items, promo, ctx.currency, ctx.fx) : 0;
  if (promo && off > 0) {
    closing.push(
      item({
        category: 'DISCOUNT',
        stopPosition: null,
        description: localized((t) => t('quote.item.promo', { code: promo.code })),
        quantity: 1,
        unitMinor: -off,
        totalMinor: -off,
        details: { code: promo.code, percentOff: promo.percentOff, amountOffMinor: promo.amountOffMinor },
      }),
    );
  }
  return closing;
}
