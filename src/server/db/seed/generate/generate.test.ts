import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '~/lib/currency';
import { COUNTRIES } from '../catalogue/countries';
import { EXPERIENCES } from '../catalogue/experiences';
import { PROPERTY_TYPE_NAMES, FACILITY_KEYS, CANCELLATION_POLICIES } from '../catalogue/vocabulary';
import { isInAfricaBounds } from '../geo';
import { generateCatalogue } from '.';

const today = new Date('2026-03-15T09:30:00Z');
const data = generateCatalogue({ scale: 1, today });

/** Every { en, de } object anywhere inside a value. */
function localizedTexts(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedTexts(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(',');
  if (keys === 'de,en') return [[path, record]];
  return Object.entries(record).flatMap(([key, item]) => localizedTexts(item, `${path}.${key}`));
}

describe('the demo catalogue generator', () => {
  it('is deterministic for the same scale and month, whatever the day', () => {
    const again = generateCatalogue({ scale: 1, today: new Date('2026-03-02T23:00:00Z') });
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
  });

  it('moves only the dated rows when the month changes', () => {
    const later = generateCatalogue({ scale: 1, today: new Date('2026-04-01T00:00:00Z') });
    expect(later.stays).toEqual(data.stays);
    expect(later.fxRates[0]?.takenOn).toBe('2026-04-01');
    expect(data.fxRates[0]?.takenOn).toBe('2026-03-01');
  });

  it('meets the minimum counts', () => {
    expect(data.countries).toHaveLength(12);
    expect(data.experiences).toHaveLength(12);
    expect(data.mealPlans).toHaveLength(18);
    expect(data.destinations.length).toBeGreaterThanOrEqual(80);
    expect(data.stays.length).toBeGreaterThanOrEqual(150);
    expect(data.trips.length).toBeGreaterThanOrEqual(50);
    expect(data.reviews.length).toBeGreaterThanOrEqual(40);
    expect(data.landingPages).toHaveLength(12);
    expect(data.fxRates.map((rate) => rate.currency).sort()).toEqual([...CURRENCIES].sort());
    expect(data.trips.filter((trip) => trip.isFeatured)).toHaveLength(12);
  });

  it('covers every property type, country and experience', () => {
    expect(new Set(data.stays.map((stay) => stay.propertyType))).toEqual(new Set(PROPERTY_TYPE_NAMES));
    expect(new Set(data.tripCountries.map((row) => row.countryCode))).toEqual(new Set(COUNTRIES.map((c) => c.code)));
    expect(new Set(data.tripExperiences.map((row) => row.experienceId))).toEqual(new Set(EXPERIENCES.map((e) => e.id)));
    const categories = new Set(data.destinations.map((d) => d.category));
    for (const category of [
      'Continent',
      'Region',
      'Country',
      'National Park',
      'Nature Reserve',
      'Private Concession',
      'Island',
      'City',
      'Town',
    ]) {
      expect(categories).toContain(category);
    }
  });

  it('has 3–8 stops of 6–21 nights per trip, whose nights add up, each in a stay of its destination', () => {
    const stayById = new Map(data.stays.map((stay) => [stay.id, stay]));
    const roomById = new Map(data.rooms.map((room) => [room.id, room]));
    for (const trip of data.trips) {
      const stops = data.tripStops.filter((stop) => stop.tripId === trip.id);
      expect(stops.length).toBeGreaterThanOrEqual(3);
      expect(stops.length).toBeLessThanOrEqual(8);
      expect(trip.numberOfNights).toBeGreaterThanOrEqual(6);
      expect(trip.numberOfNights).toBeLessThanOrEqual(21);
      expect(stops.reduce((sum, stop) => sum + (stop.nights ?? 0), 0)).toBe(trip.numberOfNights);
      for (const stop of stops) {
        expect(stayById.get(stop.stayId)?.destinationId).toBe(stop.destinationId);
        expect(roomById.get(stop.roomId ?? -1)?.stayId).toBe(stop.stayId);
      }
      expect(data.tripLegs.filter((leg) => leg.tripId === trip.id)).toHaveLength(stops.length - 1);
    }
  });

  it('prices every trip per month in every currency, consistent with its minimum', () => {
    for (const trip of data.trips) {
      const rates = data.tripMonthRates.filter((rate) => rate.tripId === trip.id);
      expect(rates).toHaveLength(18 * CURRENCIES.length);
      const eur = rates.filter((rate) => rate.currency === 'EUR');
      expect(Math.min(...eur.map((rate) => rate.rateMinor))).toBe(trip.minimumRateEurMinor);
      for (const rate of rates) expect(rate.ratePerNightMinor).toBe(Math.round(rate.rateMinor / trip.numberOfNights));
      expect(new Set(eur.map((rate) => rate.rateMinor)).size).toBeGreaterThan(1);
      expect(data.tripTimeToGo.filter((row) => row.tripId === trip.id)).toHaveLength(12);
      const inclusions = data.tripInclusions.filter((row) => row.tripId === trip.id);
      for (const kind of ['INCLUSION', 'EXCLUSION']) {
        const count = inclusions.filter((row) => row.kind === kind).length;
        expect(count).toBeGreaterThanOrEqual(4);
        expect(count).toBeLessThanOrEqual(8);
      }
    }
  });

  it('gives every room 18 months of seasonal rates for 1 and 2 pax on two meal plans', () => {
    const byRoom = Map.groupBy(data.roomRates, (rate) => rate.roomId);
    for (const room of data.rooms) {
      const rates = byRoom.get(room.id as number) ?? [];
      expect(new Set(rates.map((rate) => rate.mealPlanId)).size).toBe(2);
      expect(new Set(rates.map((rate) => rate.pax))).toEqual(new Set([1, 2]));
      const starts = rates.map((rate) => rate.seasonStart).sort();
      const ends = rates.map((rate) => rate.seasonEnd).sort();
      expect(starts[0]).toBe('2026-03-01');
      expect(ends.at(-1)).toBe('2027-08-31');
    }
    const perStay = Map.groupBy(data.rooms, (room) => room.stayId);
    for (const rooms of perStay.values()) {
      expect(rooms.length).toBeGreaterThanOrEqual(2);
      expect(rooms.length).toBeLessThanOrEqual(5);
    }
    expect(data.rooms.every((room) => room.quantity >= 2 && room.quantity <= 12)).toBe(true);
    expect(data.roomAvailability.some((night) => night.quantityAvailable === 0)).toBe(true);
    expect(data.roomAvailability.some((night) => night.quantityAvailable > 0)).toBe(true);
  });

  it('stores only known keys in stays and trips', () => {
    for (const stay of data.stays) {
      expect(FACILITY_KEYS).toEqual(expect.arrayContaining(stay.facilities ?? []));
      expect(CANCELLATION_POLICIES).toContain(stay.cancellationPolicy);
      for (const score of [stay.environmentalScore, stay.economicScore, stay.socialAndCulturalScore]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
        expect(Math.round(score * 10)).toBe(score * 10);
      }
    }
  });

  it('prices stays in rand in South Africa, Namibian dollars in Namibia and US dollars elsewhere', () => {
    const countryOf = new Map(data.destinations.map((d) => [d.id, d.countryCode]));
    const expected: Record<string, string> = { ZA: 'ZAR', NA: 'NAD' };
    for (const stay of data.stays) {
      expect(stay.rateCurrency).toBe(expected[countryOf.get(stay.destinationId) ?? ''] ?? 'USD');
    }
  });

  it('writes every text in English and German', () => {
    const texts = localizedTexts(data);
    expect(texts.length).toBeGreaterThan(5000);
    const empty = texts.filter(([, text]) => {
      const { en, de } = text as { en: unknown; de: unknown };
      return (
        typeof en !== 'string' ||
        typeof de !== 'string' ||
        en.trim() === '' ||
        de.trim() === '' ||
        /undefined|\{|\}/.test(en + de)
      );
    });
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it('places everything in Africa or the western Indian Ocean', () => {
    for (const place of [...data.destinations, ...data.stays]) {
      expect(isInAfricaBounds({ latitude: place.latitude, longitude: place.longitude }), place.slug).toBe(true);
    }
  });

  it('uses unique slugs and ids', () => {
    for (const rows of [data.destinations, data.stays, data.trips] as { slug: string; id?: number }[][]) {
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    }
  });

  it('multiplies stays, trips and reviews with --scale, with distinct names', () => {
    const double = generateCatalogue({ scale: 2, today });
    expect(double.stays).toHaveLength(data.stays.length * 2);
    expect(double.trips).toHaveLength(data.trips.length * 2);
    expect(double.reviews).toHaveLength(data.reviews.length * 2);
    expect(double.destinations).toEqual(data.destinations);
    expect(new Set(double.stays.map((stay) => stay.name)).size).toBe(double.stays.length);
    expect(new Set(double.trips.map((trip) => trip.slug)).size).toBe(double.trips.length);
    expect(double.stays.some((stay) => stay.name.endsWith(' II'))).toBe(true);
  });
});
