import { describe, expect, it } from 'vitest';
import type { FxRates } from '../fx/fx.rates';
import { budgetBands, budgetLevelOf, durationOf, selectTrips, sortTrips, type TripFacts } from './trips.rules';

const rates: FxRates = new Map([
  ['GBP', '0.850000'],
  ['ZAR', '19.500000'],
  ['NOK', '11.500000'],
]);

function trip(overrides: Partial<TripFacts> & { id: number }): TripFacts {
  return {
    nights: 10,
    priority: 0,
    isFeatured: false,
    priceMinor: 300_000,
    destinationSlugs: new Set(['africa', 'botswana', 'okavango-delta']),
    countrySlugs: new Set(['botswana']),
    experienceSlugs: new Set(['safari']),
    goodMonths: new Set([6, 7, 8]),
    sustainabilityRating: 7,
    type: 'guided',
    categories: ['wildlife'],
    ...overrides,
  };
}

describe('durationOf', () => {
  it('counts weeks as up to 7, 14 and 21 nights, then 3+', () => {
    expect([1, 7, 8, 14, 15, 21, 22, 40].map(durationOf)).toEqual(['1', '1', '2', '2', '3', '3', '3+', '3+']);
  });
});

describe('budget bands', () => {
  it('are 3,500 and 7,000 EUR per person, half-open', () => {
    const bands = budgetBands('EUR', rates);
    expect(bands).toEqual([
      { level: 'basic', currency: 'EUR', minMinor: 0, maxMinor: 350_000 },
      { level: 'medium', currency: 'EUR', minMinor: 350_000, maxMinor: 700_000 },
      { level: 'fancy', currency: 'EUR', minMinor: 700_000, maxMinor: null },
    ]);
    expect(budgetLevelOf(349_999, bands)).toBe('basic');
    expect(budgetLevelOf(350_000, bands)).toBe('medium');
    expect(budgetLevelOf(700_000, bands)).toBe('fancy');
  });

  it('are converted and rounded to nice amounts per currency', () => {
    expect(budgetBands('GBP', rates).map((b) => b.maxMinor)).toEqual([300_000, 600_000, null]);
    expect(budgetBands('ZAR', rates).map((b) => b.maxMinor)).toEqual([7_000_000, 14_000_000, null]);
    expect(budgetBands('NOK', rates).map((b) => b.maxMinor)).toEqual([4_000_000, 8_000_000, null]);
  });
});

describe('selectTrips', () => {
  const bands = budgetBands('EUR', rates);
  const trips = [
    trip({ id: 1, nights: 6, priceMinor: 200_000, priority: 5 }),
    trip({ id: 2, nights: 12, priceMinor: 500_000, isFeatured: true, countrySlugs: new Set(['namibia']) }),
    trip({ id: 3, nights: 18, priceMinor: 900_000, experienceSlugs: new Set(['beach']), goodMonths: new Set([1]) }),
    trip({
      id: 4,
      nights: 25,
      priceMinor: 650_000,
      type: 'self-drive',
      categories: ['family'],
      sustainabilityRating: 9,
    }),
  ];
  const ids = (filters: Parameters<typeof selectTrips>[1]) =>
    selectTrips(trips, filters, bands).matched.map((t) => t.id);

  it('applies each filter of spec 2 §9', () => {
    expect(ids({ destinations: ['okavango-delta'] })).toEqual([1, 2, 3, 4]);
    expect(ids({ countries: ['namibia'] })).toEqual([2]);
    expect(ids({ experiences: ['beach', 'nothing'] })).toEqual([3]);
    expect(ids({ durations: ['1', '3+'] }).sort()).toEqual([1, 4]);
    expect(ids({ budget: 'fancy' })).toEqual([3]);
    expect(ids({ budget: 'medium' }).sort()).toEqual([2, 4]);
    expect(ids({ travelMonth: 1 })).toEqual([3]);
    expect(ids({ sustainability: 8 })).toEqual([4]);
    expect(ids({ type: ['self-drive'] })).toEqual([4]);
    expect(ids({ categories: ['family'] })).toEqual([4]);
    expect(ids({ minPrice: 5_000, maxPrice: 6_500 }).sort()).toEqual([2, 4]);
    expect(ids({ minNights: 12, maxNights: 18 }).sort()).toEqual([2, 3]);
  });

  it('counts each facet with every other filter applied', () => {
    const result = selectTrips(trips, { budget: 'medium', durations: ['2'] }, bands);
    expect(result.total).toBe(4);
    expect(result.matched.map((t) => t.id)).toEqual([2]);
    // Budget counts ignore the budget filter but keep the duration filter (only trip 2 is 2 weeks).
    expect(result.budgets.map((b) => [b.level, b.count])).toEqual([
      ['basic', 0],
      ['medium', 1],
      ['fancy', 0],
    ]);
    // Duration counts keep the budget filter (trips 2 and 4 are medium).
    expect(result.durations).toEqual([
      { duration: '1', count: 0 },
      { duration: '2', count: 1 },
      { duration: '3', count: 0 },
      { duration: '3+', count: 1 },
    ]);
  });

  it('sorts five ways; popularity is priority, then featured', () => {
    expect(sortTrips(trips, 'price-desc').map((t) => t.id)).toEqual([3, 4, 2, 1]);
    expect(sortTrips(trips, 'price-asc').map((t) => t.id)).toEqual([1, 2, 4, 3]);
    expect(sortTrips(trips, 'length-desc').map((t) => t.id)).toEqual([4, 3, 2, 1]);
    expect(sortTrips(trips, 'length-asc').map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(sortTrips(trips, 'popularity').map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });
});
