import type { Localized } from '../../schema/types';
import { experienceId } from '../catalogue/experiences';
import { fromEurMinor } from '../catalogue/fx-rates';
import { mealPlanId } from '../catalogue/meal-plans';
import { PROPERTY_PROFILES } from '../catalogue/property-profiles';
import { TRIP_SEEDS } from '../catalogue/trips';
import type { TripSeed } from '../catalogue/trips/trip-seed';
import { strictest } from '../catalogue/vocabulary';
import {
  buildTrip,
  buildTripLeg,
  buildTripStop,
  type FaqInsert,
  type TripInsert,
  type TripLegInsert,
  type TripStopInsert,
} from '../factory-builders';
import { artworkPicture, variantOf } from '../pictures';
import type { IdSequence } from './ids';
import { type LegPlan, nightCo2InG, planLeg } from './legs';
import { placeOf, type Places } from './places';
import type { CheapestBySeason } from './rates';
import type { GeneratedStay } from './stays';
import { co2Text, inclusionsFor, timeToGo, tripFaqs } from './trip-extras';
import { type MonthRateRow, monthRates } from './trip-pricing';
import { inPhrase, localize } from './text';

export interface TripRows {
  trips: TripInsert[];
  tripStops: TripStopInsert[];
  tripLegs: TripLegInsert[];
  tripExperiences: { tripId: number; experienceId: number }[];
  tripCountries: { tripId: number; countryCode: string }[];
  tripMonthRates: MonthRateRow[];
  tripTimeToGo: { tripId: number; month: number; rate: number; experience: Localized }[];
  tripInclusions: {
    id: number;
    tripId: number;
    position: number;
    kind: string;
    isDefault: boolean;
    description: Localized;
  }[];
  faqs: FaqInsert[];
}

interface Context {
  places: Places;
  stays: readonly GeneratedStay[];
  cheapest: Map<number, CheapestBySeason>;
  anchor: Date;
  ids: IdSequence;
}

/** Every itinerary `scale` times; copy k uses the k-th copy of each stay. */
export function buildTrips(context: Context, scale: number): TripRows {
  const rows: TripRows = {
    trips: [],
    tripStops: [],
    tripLegs: [],
    tripExperiences: [],
    tripCountries: [],
    tripMonthRates: [],
    tripTimeToGo: [],
    tripInclusions: [],
    faqs: [],
  };
  for (let copy = 1; copy <= scale; copy++) {
    for (const seed of TRIP_SEEDS) addTrip(rows, seed, copy, context);
  }
  return rows;
}

/** The stay a tier picks in a place: cheapest, middle or dearest per person. */
function pickStay(context: Context, slug: string, copy: number, tier: TripSeed['tier'], type?: string) {
  const candidates = context.stays
    .filter((stay) => stay.place.seed.slug === slug && stay.copy === copy && (!type || stay.type === type))
    .sort((a, b) => perPersonUsd(a) - perPersonUsd(b) || a.row.id - b.row.id);
  const index =
    tier === 'budget' ? 0 : tier === 'luxury' ? candidates.length - 1 : Math.floor((candidates.length - 1) / 2);
  const stay = candidates[index];
  if (!stay) throw new Error(`no stay in ${slug}`);
  return stay;
}

const perPersonUsd = (stay: GeneratedStay) => stay.baseUsd / PROPERTY_PROFILES[stay.type].rateScheme;

function addTrip(rows: TripRows, seed: TripSeed, copy: number, context: Context) {
  const tripId = context.ids.next('trips');
  const stops = seed.stops.map(([slug, nights, type]) => {
    const stay = pickStay(context, slug, copy, seed.tier, type);
    const cheapest = context.cheapest.get(stay.row.id);
    if (!cheapest) throw new Error(`no rates for stay ${stay.row.id}`);
    return { place: placeOf(context.places, slug), nights, stay, cheapest };
  });
  const legs: LegPlan[] = stops
    .slice(1)
    .map((stop, i) => planLeg((stops[i] as (typeof stops)[number]).place, stop.place, seed.type));
  const nights = stops.reduce((sum, stop) => sum + stop.nights, 0);
  const legsCo2 = legs.reduce((sum, leg) => sum + leg.co2InG, 0);
  const totalCo2 =
    legsCo2 + stops.reduce((sum, stop) => sum + stop.nights * nightCo2InG(stop.stay.row.environmentalScore), 0);
  const policy = strictest(stops.map((stop) => stop.stay.policy));
  const { rows: rates, minimumEur } = monthRates(tripId, stops, legs, context.anchor);
  const rating = Math.round((stops.reduce((sum, s) => sum + s.stay.averageScore * s.nights, 0) / nights) * 10) / 10;
  const popularity = stops.reduce((sum, s) => sum + s.place.seed.popularity, 0) / stops.length;
  const suffix: Localized = copy === 1 ? { en: '', de: '' } : { en: ` (variant ${copy})`, de: ` (Variante ${copy})` };
  const title = localize((l) => `${seed.title[l]}${suffix[l]}`);
  const route = localize((l) =>
    stops.map((s) => `${s.place.seed.name[l]} (${s.nights} ${nightWord(s.nights, l)})`).join(', '),
  );

  rows.trips.push(
    buildTrip({
      id: tripId,
      slug: copy === 1 ? seed.slug : `${seed.slug}-${copy}`,
      title,
      shortDescription: seed.short,
      description: localize(
        (l) =>
          `${seed.short[l]} Route: ${route[l]}. ${
            l === 'en'
              ? 'Each stop comes with a stay we know well, and you can swap any of them when you personalise the trip.'
              : 'Zu jeder Station gehört eine Unterkunft, die wir gut kennen – beim Personalisieren können Sie jede davon tauschen.'
          }`,
      ),
      numberOfNights: nights,
      totalCo2InG: totalCo2,
      co2Text: co2Text(totalCo2, legsCo2, nights),
      priority: Math.round(popularity) + (seed.featured ? 20 : 0),
      isFeatured: copy === 1 && (seed.featured ?? false),
      minimumRateEurMinor: minimumEur,
      hasFlexibleCancellation: policy === 'super_flexible' || policy === 'flexible',
      cancellationPolicy: policy,
      sustainabilityRating: rating,
      tripType: seed.type,
      categories: [...seed.categories],
      gallery: stops
        .filter((s, i) => stops.findIndex((o) => o.place === s.place) === i)
        .slice(0, 4)
        .map((s, i) => artworkPicture(s.place.seed.art, variantOf(tripId + i), s.place.seed.name, [s.place.seed.slug])),
      seoTitle: localize((l) => `${title[l]} – ${nights} ${nightWord(nights, l)}`),
      seoDescription: seed.short,
      createdAt: context.anchor,
    }),
  );
  stops.forEach((stop, position) => {
    const where = inPhrase(stop.place.seed);
    rows.tripStops.push(
      buildTripStop({
        id: context.ids.next('trip_stops'),
        tripId,
        position,
        destinationId: stop.place.id,
        nights: stop.nights,
        stayId: stop.stay.row.id,
        roomId: stop.stay.rooms[0]?.row.id ?? null,
        mealPlanId: mealPlanId(PROPERTY_PROFILES[stop.stay.type].mealPlans[0]),
        description: localize(
          (l) =>
            `${stop.nights} ${nightWord(stop.nights, l)} ${where[l]}${l === 'en' ? ', staying at' : ', Unterkunft:'} ${stop.stay.row.name}. ${stop.place.seed.short[l]}`,
        ),
      }),
    );
  });
  legs.forEach((leg, position) => {
    const currency = stops[position]?.place.rateCurrency ?? 'USD';
    rows.tripLegs.push(
      buildTripLeg({
        id: context.ids.next('trip_legs'),
        tripId,
        position,
        mode: leg.mode,
        durationMinutes: leg.durationMinutes,
        distanceKm: leg.distanceKm,
        co2InG: leg.co2InG,
        currency,
        pricePerPersonMinor: fromEurMinor(leg.priceEurMinor, currency),
      }),
    );
  });
  for (const slug of seed.experiences) rows.tripExperiences.push({ tripId, experienceId: experienceId(slug) });
  const codes = [...new Set(stops.map((s) => s.place.countryCode).filter((c): c is string => c !== null))];
  for (const countryCode of codes) rows.tripCountries.push({ tripId, countryCode });
  rows.tripMonthRates.push(...rates);
  for (const entry of timeToGo(stops)) rows.tripTimeToGo.push({ tripId, ...entry });
  const { inclusions, exclusions } = inclusionsFor(seed.type, seed.experiences, legs);
  [
    ...inclusions.map((i) => ({ ...i, kind: 'INCLUSION' })),
    ...exclusions.map((i) => ({ ...i, kind: 'EXCLUSION' })),
  ].forEach((entry, position) => {
    rows.tripInclusions.push({
      id: context.ids.next('trip_inclusions'),
      tripId,
      position,
      kind: entry.kind,
      isDefault: entry.isDefault,
      description: entry.text,
    });
  });
  tripFaqs(seed.type, seed.experiences, legs, policy).forEach(([question, answer], position) => {
    rows.faqs.push({ id: context.ids.next('faqs'), ownerType: 'trip', ownerId: tripId, position, question, answer });
  });
}

const nightWord = (n: number, l: 'en' | 'de') =>
  l === 'en' ? (n === 1 ? 'night' : 'nights') : n === 1 ? 'Nacht' : 'Nächte';
