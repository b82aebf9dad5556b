/**
 * Builds a priced, bookable quote for one trip template: loads what the trip needs in a
 * few batched queries, finds the first start where every stop can house the party, picks
 * stays and rooms (the visitor's own in the personalise flow), and assembles the quote.
 * Reads only; the enquiry service writes the result.
 */
import { Temporal } from 'temporal-polyfill';
import type { Currency } from '~/lib/currency';
import type { Personalization } from '~/lib/schemas/enquiry';
import type { Database } from '../../db';
import { loadReference } from '../catalogue/reference';
import { loadStayIndex } from '../stays/stays.load';
import { pickAlternatives } from './alternative-stays';
import { allocateChosenRooms, checkSelections, type Issue } from './personalization.check';
import { assembleQuote, type QuoteDraft } from './quote.assemble';
import type { DatePlan } from './quote.dates';
import { nightsOf, scaleNights } from './quote.dates';
import { fromPrice, guestsOn, stopActivities, tripCountries, unique } from './quote.build-parts';
import type { ChosenStop } from './quote.items';
import {
  loadActivities,
  loadCars,
  loadDatedFx,
  loadFees,
  loadPromo,
  loadRoomCapacities,
  loadStays,
  loadTrip,
  type StayData,
} from './quote.loader';
import { loadQuoteSettings } from './quote.settings';
import { type Allocation, type Guests, housesTogether, partyKind, type TravellingType } from './room-allocation';
import { chooseStay, partingScore } from './stay-choice';

export interface QuoteRequest {
  tripId: number;
  plan: DatePlan;
  adults: number;
  childrenBirthDates: string[];
  /** The wizard's answer (ALONE, PARTNER, FAMILY, GROUP): who shares a room with whom. */
  travellingType?: TravellingType | null;
  familyRoom: boolean;
  /** Per person for the whole trip, in `currency` minor units. */
  budgetPerPersonMinor: number | null;
  promoCode: string | null;
  currency: Currency;
  personalization?: Personalization;
}

export type ManualReason = 'NO_TRIP' | 'NO_FX_RATE' | 'NO_AVAILABILITY';

export type BuildOutcome =
  | { kind: 'quote'; draft: QuoteDraft; fxRate: string; fxTakenOn: string }
  | { kind: 'manual'; reason: ManualReason }
  | { kind: 'invalid'; issues: Issue[] };

export async function buildQuote(
  db: Database,
  request: QuoteRequest,
  today: Temporal.PlainDate,
): Promise<BuildOutcome> {
  const bundle = await loadTrip(db, request.tripId);
  if (!bundle || bundle.stops.length === 0) return { kind: 'manual', reason: 'NO_TRIP' };
  const selection = request.personalization;
  const [ref, fx, settings, promo] = await Promise.all([
    loadReference(db),
    loadDatedFx(db),
    loadQuoteSettings(db),
    loadPromo(db, request.promoCode ?? undefined, today.toString()),
  ]);
  const fxRate = request.currency === 'EUR' ? '1.000000' : fx.rates.get(request.currency);
  if (!fxRate) return { kind: 'manual', reason: 'NO_FX_RATE' };

  const totalNights = request.plan.nights ?? bundle.trip.numberOfNights;
  // Every stop needs a night: a shorter trip than stops keeps the first ones.
  const stops = bundle.stops.slice(0, Math.min(bundle.stops.length, totalNights));
  const legs = bundle.legs.filter((leg) => leg.position < stops.length - 1);
  const stopNights = scaleNights(
    stops.map((stop) => stop.nights),
    totalNights,
  );
  const starts = request.plan.starts;
  const firstStart = starts[0];
  const lastStart = starts.at(-1);
  if (!firstStart || !lastStart) return { kind: 'manual', reason: 'NO_AVAILABILITY' };
  const from = firstStart.toString();
  const to = lastStart.add({ days: totalNights - 1 }).toString();
  const destinationIds = unique(stops.map((stop) => stop.destinationId));
  const [loadedStays, activityRows, fees, carRows] = await Promise.all([
    loadStays(db, [...stops.map((s) => s.stayId), ...(selection?.stops.map((s) => s.stayId) ?? [])], from, to),
    loadActivities(db, destinationIds, selection?.activities.map((a) => a.activityId) ?? []),
    loadFees(db, unique(stops.flatMap((stop) => ref.lineage(stop.destinationId)))),
    loadCars(db, selection?.cars.map((c) => c.carId) ?? []),
  ]);
  const stayById = new Map(loadedStays.map((stay) => [stay.id, stay]));
  const activityById = new Map(activityRows.map((row) => [row.id, row]));
  const carById = new Map(carRows.map((row) => [row.id, row]));
  if (selection) {
    const issues = checkSelections(selection, {
      stops,
      stays: stayById,
      activities: activityById,
      cars: carById,
      lineage: (id) => ref.lineage(id),
      countries: tripCountries(stops, ref),
      startDate: from,
    });
    if (issues.length > 0) return { kind: 'invalid', issues };
  }

  const pricing = (guests: Guests) => ({ currency: request.currency, fx: fx.rates, guests });
  const persons = request.adults + request.childrenBirthDates.length;
  const roomsBudget =
    request.budgetPerPersonMinor == null
      ? null
      : (request.budgetPerPersonMinor * persons * settings.roomsBudgetPercent) / 100 / totalNights;
  const mealPlanNames = new Map([...ref.mealPlanById].map(([id, plan]) => [id, plan.name]));
  let alternatives: Map<number, StayData[]> | null = null;
  /** Destinations where the template's stay could not take the party, cost more than the budget or parted the party. */
  const wanting = new Set<number>();

  /** The stops for one start, or null when some stop cannot house the party; `issues` for the visitor's own rooms. */
  const planFor = (start: Temporal.PlainDate) => {
    const guests = guestsOn(start, request.adults, request.childrenBirthDates);
    const chosen: ChosenStop[] = [];
    const issues: Issue[] = [];
    /** A stop whose stay costs more than the budget or parts the party: other stays may do better. */
    let improvable = false;
    let failed = false;
    let day = start;
    for (const [position, stop] of stops.entries()) {
      const nightCount = stopNights[position] ?? 1;
      const nights = nightsOf(day, nightCount);
      const own = selection?.stops.findIndex((s) => s.stopId === stop.id) ?? -1;
      const pick = selection?.stops[own];
      const settingsFor = {
        target: request.currency,
        fx: fx.rates,
        familyRoom: request.familyRoom,
        travellingType: request.travellingType ?? null,
      };
      let stay: StayData;
      let allocation: Allocation;
      if (pick) {
        const picked = stayById.get(pick.stayId);
        const result = picked ? allocateChosenRooms(picked, pick.rooms, nights, guests, settingsFor, own) : null;
        if (!picked || !result || 'issues' in result) {
          issues.push(...(result && 'issues' in result ? result.issues : []));
          day = day.add({ days: nightCount });
          continue;
        }
        stay = picked;
        allocation = result.allocation;
      } else {
        const choice = chooseStay(stayById.get(stop.stayId), alternatives?.get(stop.destinationId) ?? [], {
          ...settingsFor,
          nights,
          guests,
          mealPlanId: stop.mealPlanId,
          budgetMinor: roomsBudget == null ? null : Math.round(roomsBudget * nightCount),
        });
        if (!choice) {
          // Go on through the other stops: every stop that needs other stays is then known.
          wanting.add(stop.destinationId);
          failed = true;
          day = day.add({ days: nightCount });
          continue;
        }
        if (!choice.withinBudget || partingScore(choice.allocation) > 0) {
          improvable = true;
          wanting.add(stop.destinationId);
        }
        stay = choice.stay;
        allocation = choice.allocation;
      }
      const end = day.add({ days: nightCount });
      chosen.push({
        position,
        tripStopId: stop.id,
        destinationId: stop.destinationId,
        destinationName: ref.destinationById.get(stop.destinationId)?.name ?? { en: '', de: '' },
        description: stop.description,
        start: day.toString(),
        end: end.toString(),
        nights: nightCount,
        stay,
        allocation,
        mealPlanNames,
        activities: stopActivities(stop, day, nightCount, activityRows, selection),
      });
      day = end;
    }
    return { chosen: issues.length > 0 || failed ? null : chosen, issues, improvable, guests };
  };
  const loadAlternatives = async () => {
    // A family or a couple needs a room for them all: stays without one come last.
    const party = guestsOn(firstStart, request.adults, request.childrenBirthDates);
    const kind = partyKind(party, request.travellingType);
    const [index, capacities] = await Promise.all([
      loadStayIndex(db),
      kind === 'FAMILY' || kind === 'COUPLES' ? loadRoomCapacities(db, [...wanting]) : null,
    ]);
    const ids = [...wanting].flatMap((destinationId) => {
      const template = stops.find((stop) => stop.destinationId === destinationId)?.stayId;
      const priced = index.entries
        .filter((entry) => entry.row.destinationId === destinationId)
        .map((entry) => ({
          id: entry.row.id,
          fromMinor: fromPrice(entry.fromRates, request.currency, fx.rates),
          together: capacities ? housesTogether(capacities.get(entry.row.id) ?? [], party, kind) : true,
        }));
      const perPersonNight = roomsBudget == null ? null : Math.round(roomsBudget / persons);
      const templateFrom = priced.find((stay) => stay.id === template)?.fromMinor ?? null;
      return pickAlternatives(
        priced.filter((stay) => !stayById.has(stay.id)),
        templateFrom,
        perPersonNight,
      );
    });
    const more = await loadStays(db, ids, from, to);
    alternatives = new Map();
    for (const stay of more)
      alternatives.set(stay.destinationId, [...(alternatives.get(stay.destinationId) ?? []), stay]);
  };

  let found = null;
  for (const start of starts) {
    const attempt = planFor(start);
    if (attempt.issues.length > 0) return { kind: 'invalid', issues: attempt.issues };
    if (attempt.chosen) {
      found = attempt;
      break;
    }
  }
  // Other stays of the destination for the stops that need them (never for a stay the visitor chose).
  if (!found || found.improvable) {
    await loadAlternatives();
    const retryStarts = found ? [Temporal.PlainDate.from(found.chosen?.[0]?.start ?? from)] : starts;
    for (const start of retryStarts) {
      const attempt = planFor(start);
      if (attempt.chosen) {
        found = attempt;
        break;
      }
    }
  }
  if (!found?.chosen || !found.guests) return { kind: 'manual', reason: 'NO_AVAILABILITY' };
  const draft = assembleQuote({
    trip: bundle.trip,
    inclusions: bundle.inclusions,
    legs,
    stops: found.chosen,
    party: { adults: request.adults, childrenBirthDates: request.childrenBirthDates },
    cars:
      selection?.cars.flatMap((c) => {
        const car = carById.get(c.carId);
        return car ? [{ car, quantity: c.quantity }] : [];
      }) ?? [],
    fees,
    destinationById: ref.destinationById,
    lineage: (id) => ref.lineage(id),
    pricing: pricing(found.guests),
    settings,
    promo,
    promoCode: request.promoCode,
    today,
  });
  return { kind: 'quote', draft, fxRate, fxTakenOn: fx.takenOn.get(request.currency) ?? today.toString() };
}
