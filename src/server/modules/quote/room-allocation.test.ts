import { describe, expect, it } from 'vitest';
import type { FxRates } from '../fx/fx.rates';
import {
  type AllocateOptions,
  allocateRooms,
  availableUnits,
  type Guests,
  housesTogether,
  partyKind,
  type RoomOption,
  type RoomData,
  type RoomRate,
  roomOption,
  stayHasCapacity,
} from './room-allocation';

const fx: FxRates = new Map([['USD', '1.250000']]);
const settings: AllocateOptions = { target: 'EUR', fx };
const nights = ['2027-05-01', '2027-05-02', '2027-05-03'];

function rate(overrides: Partial<RoomRate> = {}): RoomRate {
  return {
    mealPlanId: 1,
    seasonStart: '2027-01-01',
    seasonEnd: '2027-12-31',
    pax: 2,
    rateScheme: 1,
    currency: 'EUR',
    rateMinor: 10_000,
    childRate0To12Minor: 3_000,
    childRate13To17Minor: 5_000,
    ...overrides,
  };
}

function room(id: number, overrides: Partial<RoomData> = {}): RoomData {
  return {
    id,
    maxOccupancy: 2,
    maxAdults: 2,
    familyFriendly: false,
    quantity: 3,
    rates: [rate()],
    limited: new Map(),
    ...overrides,
  };
}

const options = (rooms: RoomData[]) => rooms.flatMap((r) => roomOption(r, nights) ?? []);
const guests = (adults: number, ages: number[] = []): Guests => ({
  adults,
  children: ages.map((age) => ({ birthDate: `${2027 - age}-01-01`, age })),
});
const everyoneHousedIn = (allocation: ReturnType<typeof allocateRooms>, party: Guests) => {
  if (!allocation) throw new Error('expected an allocation');
  const adults = allocation.units.reduce((sum, unit) => sum + unit.adults, 0);
  const children = allocation.units.reduce((sum, unit) => sum + unit.children.length, 0);
  expect(adults).toBe(party.adults);
  expect(children).toBe(party.children.length);
  for (const unit of allocation.units) {
    expect(unit.adults).toBeGreaterThanOrEqual(1);
    expect(unit.adults).toBeLessThanOrEqual(unit.option.maxAdults);
    expect(unit.adults + unit.children.length).toBeLessThanOrEqual(unit.option.maxOccupancy);
  }
  return allocation;
};

describe('availability', () => {
  it('a sold-out night makes the room unavailable for the whole stop', () => {
    const soldOut = room(1, { limited: new Map([['2027-05-02', 0]]) });
    expect(availableUnits(soldOut, nights)).toBe(0);
    expect(availableUnits(soldOut, ['2027-05-03'])).toBe(3);
    expect(availableUnits(room(2, { limited: new Map([['2027-05-01', 1]]) }), nights)).toBe(1);
  });

  it('a stay is available only when free units × max occupancy reach the party', () => {
    const rooms = [room(1, { quantity: 1 }), room(2, { quantity: 2, limited: new Map([['2027-05-03', 1]]) })];
    expect(stayHasCapacity(rooms, nights, 4)).toBe(true);
    expect(stayHasCapacity(rooms, nights, 5)).toBe(false);
  });

  it('never allocates a sold-out room', () => {
    const cheapButFull = room(1, { rates: [rate({ rateMinor: 1_000 })], limited: new Map([['2027-05-03', 0]]) });
    const allocation = allocateRooms(options([cheapButFull, room(2)]), guests(2), settings);
    expect(allocation?.units.map((unit) => unit.option.roomId)).toEqual([2]);
    expect(allocateRooms(options([cheapButFull]), guests(2), settings)).toBeNull();
  });
});

describe('meal plans', () => {
  it('takes the preferred plan when it covers every night, else the first that does', () => {
    const twoPlans = room(1, {
      rates: [rate({ mealPlanId: 3 }), rate({ mealPlanId: 5, seasonEnd: '2027-05-02' }), rate({ mealPlanId: 4 })],
    });
    expect(roomOption(twoPlans, nights, 4)?.mealPlanId).toBe(4);
    expect(roomOption(twoPlans, nights, 5)?.mealPlanId).toBe(3);
    expect(roomOption(room(2, { rates: [rate({ seasonEnd: '2027-05-01' })] }), nights)).toBeNull();
  });

  it('uses the 2-pax rate and falls back to the 1-pax rate', () => {
    const singleOnly = room(1, { rates: [rate({ pax: 1, rateMinor: 14_000 })] });
    expect(roomOption(singleOnly, nights)?.nightRates.map((r) => r.rateMinor)).toEqual([14_000, 14_000, 14_000]);
    const both = room(2, { rates: [rate({ pax: 1, rateMinor: 14_000 }), rate({ pax: 2, rateMinor: 9_000 })] });
    expect(roomOption(both, nights)?.nightRates.map((r) => r.rateMinor)).toEqual([9_000, 9_000, 9_000]);
  });
});

describe('allocateRooms', () => {
  it('puts a couple in one room', () => {
    const allocation = everyoneHousedIn(allocateRooms(options([room(1)]), guests(2), settings), guests(2));
    expect(allocation.units).toHaveLength(1);
  });

  it('covers every guest: two adults and two children need two doubles or a family room', () => {
    const party = guests(2, [4, 9]);
    const doubles = everyoneHousedIn(allocateRooms(options([room(1)]), party, settings), party);
    expect(doubles.units).toHaveLength(2);
    const family = room(2, {
      maxOccupancy: 4,
      maxAdults: 2,
      familyFriendly: true,
      rates: [rate({ rateMinor: 11_000 })],
    });
    const withFamily = everyoneHousedIn(allocateRooms(options([room(1), family]), party, settings), party);
    expect(withFamily.units.length).toBeGreaterThanOrEqual(1);
  });

  it('respects max adults: three adults never share a room that takes two', () => {
    const triple = room(1, { maxOccupancy: 3, maxAdults: 2, quantity: 1 });
    expect(allocateRooms(options([triple]), guests(3), settings)).toBeNull();
    const party = guests(3);
    everyoneHousedIn(
      allocateRooms(options([room(1, { maxOccupancy: 3, maxAdults: 2, quantity: 2 })]), party, settings),
      party,
    );
  });

  it('never leaves a child in a room without an adult', () => {
    expect(allocateRooms(options([room(1, { quantity: 5 })]), guests(1, [5, 7, 9]), settings)).toBeNull();
    const party = guests(2, [5, 7]);
    const allocation = everyoneHousedIn(allocateRooms(options([room(1, { quantity: 5 })]), party, settings), party);
    expect(allocation.units.map((unit) => [unit.adults, unit.children.length])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('prefers family-friendly rooms for the children when the visitor asks for a family room', () => {
    const cheap = room(1, { maxOccupancy: 4, maxAdults: 2, rates: [rate({ rateScheme: 2, rateMinor: 15_000 })] });
    const family = room(2, {
      maxOccupancy: 4,
      maxAdults: 2,
      familyFriendly: true,
      rates: [rate({ rateScheme: 2, rateMinor: 25_000 })],
    });
    const party = guests(2, [6, 8]);
    const plain = allocateRooms(options([cheap, family]), party, settings);
    expect(plain?.units.map((unit) => unit.option.roomId)).toEqual([1]);
    const preferred = allocateRooms(options([cheap, family]), party, { ...settings, familyRoom: true });
    expect(preferred?.units.map((unit) => unit.option.roomId)).toEqual([2]);
  });

  it('takes the cheaper of two ways to house everyone', () => {
    const dear = room(1, { rates: [rate({ rateMinor: 20_000 })] });
    const cheap = room(2, { rates: [rate({ rateMinor: 12_500, currency: 'USD' })] });
    const allocation = allocateRooms(options([dear, cheap]), guests(2), settings);
    expect(allocation?.units.map((unit) => unit.option.roomId)).toEqual([2]);
    // 2 adults × 3 nights × 125 USD = 750 USD = 600 EUR.
    expect(allocation?.estimateMinor).toBe(60_000);
  });

  it('with the visitor’s rooms: exactly those, or null when they do not cover everyone', () => {
    const list = options([room(1), room(2, { maxOccupancy: 3, maxAdults: 3 })]);
    const party = guests(3, [10]);
    expect(allocateRooms(list, party, { ...settings, fixed: new Map([[1, 1]]) })).toBeNull();
    expect(allocateRooms(list, party, { ...settings, fixed: new Map([[2, 1]]) })).toBeNull();
    const chosen = everyoneHousedIn(
      allocateRooms(list, party, {
        ...settings,
        fixed: new Map([
          [1, 1],
          [2, 1],
        ]),
      }),
      party,
    );
    expect(chosen.units.map((unit) => unit.option.roomId).sort()).toEqual([1, 2]);
    // Three rooms for two adults cannot work: every room needs an adult.
    expect(allocateRooms(list, guests(2), { ...settings, fixed: new Map([[1, 3]]) })).toBeNull();
  });

  it('houses a large group across room types', () => {
    const party = guests(10, [3, 6, 9, 14, 16]);
    const list = options([
      room(1, { quantity: 3 }),
      room(2, { maxOccupancy: 4, maxAdults: 2, familyFriendly: true, quantity: 2 }),
      room(3, { maxOccupancy: 3, maxAdults: 3, quantity: 2 }),
    ]);
    everyoneHousedIn(allocateRooms(list, party, settings), party);
  });
});

/**
 * The seed's "house" rooms (scheme 1, per person sharing; children half and three
 * quarters of the adult rate), cheapest first: a family of three used to be split — one
 * adult alone in the Garden Room, the other with the child in the Family Cottage — because
 * that was cheaper per person than all three in the cottage.
 */
const perPerson = (id: number, factor: number, [maxOccupancy, maxAdults]: [number, number], quantity = 4) =>
  room(id, {
    maxOccupancy,
    maxAdults,
    familyFriendly: maxOccupancy > 2,
    quantity,
    rates: [
      rate({ rateMinor: 10_000 * factor, childRate0To12Minor: 5_000 * factor, childRate13To17Minor: 7_500 * factor }),
    ],
  });
const GARDEN = 1;
const COURTYARD = 2;
const COTTAGE = 4;
const house = () =>
  options([
    perPerson(GARDEN, 1, [2, 2]),
    perPerson(COURTYARD, 1.1, [2, 2]),
    perPerson(3, 1.3, [2, 2]),
    perPerson(COTTAGE, 1.5, [5, 3], 2),
    perPerson(5, 1.6, [2, 2]),
  ]);
/** The seed's "hotel" rooms: the family room sleeps four, two of them adults. */
const FAMILY_ROOM = 14;
const JUNIOR_SUITE = 15;
const hotel = (familyRooms = 2) =>
  options([
    perPerson(11, 1, [2, 2]),
    perPerson(12, 1.2, [2, 2]),
    perPerson(13, 1.4, [2, 2]),
    perPerson(FAMILY_ROOM, 1.3, [4, 2], familyRooms),
    perPerson(JUNIOR_SUITE, 1.7, [3, 2], 1),
  ]);
/** Each room as [room id, adults, children], in the order allocated. */
const layout = (allocation: ReturnType<typeof allocateRooms>) =>
  allocation?.units.map((unit) => [unit.option.roomId, unit.adults, unit.children.length]) ?? null;
const noAdultAlone = (allocation: ReturnType<typeof allocateRooms>) =>
  allocation?.units.every((unit) => unit.adults > 1 || unit.children.length > 0);

describe('housesTogether', () => {
  const capacities = (...list: [number, number][]) =>
    list.map(([maxOccupancy, maxAdults]) => ({ maxOccupancy, maxAdults }));
  it('a family needs one room for everyone, a couple one for two, anyone else any room', () => {
    expect(housesTogether(capacities([2, 2], [4, 2]), guests(2, [5, 8]), 'FAMILY')).toBe(true);
    expect(housesTogether(capacities([2, 2], [5, 3]), guests(2, [2, 5, 8, 11]), 'FAMILY')).toBe(false);
    expect(housesTogether(capacities([3, 1]), guests(2, [5]), 'FAMILY')).toBe(false);
    expect(housesTogether(capacities([1, 1]), guests(2), 'COUPLES')).toBe(false);
    expect(housesTogether(capacities([2, 2]), guests(4), 'COUPLES')).toBe(true);
    expect(housesTogether(capacities([1, 1]), guests(4), 'FRIENDS')).toBe(true);
    expect(housesTogether(capacities([1, 1]), guests(1), 'SOLO')).toBe(true);
  });
});

describe('allocateRooms follows how people travel', () => {
  const family = { ...settings, travellingType: 'FAMILY' as const, familyRoom: true };

  it('a solo traveller: one room, the cheapest', () => {
    const party = guests(1);
    const allocation = everyoneHousedIn(allocateRooms(house(), party, { ...settings, travellingType: 'ALONE' }), party);
    expect(layout(allocation)).toEqual([[GARDEN, 1, 0]]);
  });

  it('a couple: one room together, the cheapest', () => {
    const party = guests(2);
    for (const travellingType of ['PARTNER', null] as const) {
      expect(layout(allocateRooms(house(), party, { ...settings, travellingType }))).toEqual([[GARDEN, 2, 0]]);
    }
  });

  it('a family of three (2 + 1) sleeps in one family room, never an adult alone', () => {
    const party = guests(2, [8]);
    const allocation = everyoneHousedIn(allocateRooms(house(), party, family), party);
    expect(layout(allocation)).toEqual([[COTTAGE, 2, 1]]);
    // Without the type or the preference the children still decide: it is a family.
    expect(layout(allocateRooms(house(), party, settings))).toEqual([[COTTAGE, 2, 1]]);
    expect(allocation.breaks).toEqual({
      familySplit: 0,
      couplesSplit: 0,
      adultsAlone: 0,
      childrenOutsideFamilyRooms: 0,
      sharedRooms: 0,
    });
  });

  it('families of four and five share one room when a room takes them', () => {
    for (const ages of [
      [4, 9],
      [2, 6, 11],
    ]) {
      const party = guests(2, ages);
      expect(layout(everyoneHousedIn(allocateRooms(house(), party, family), party))).toEqual([
        [COTTAGE, 2, ages.length],
      ]);
    }
    const four = guests(2, [4, 9]);
    expect(layout(allocateRooms(hotel(), four, family))).toEqual([[FAMILY_ROOM, 2, 2]]);
  });

  it('a family too big for any room is split with an adult in every room, children in family rooms', () => {
    const party = guests(2, [2, 6, 11]);
    const allocation = everyoneHousedIn(allocateRooms(hotel(), party, family), party);
    expect(allocation.units).toHaveLength(2);
    expect(allocation.units.every((unit) => unit.option.roomId === FAMILY_ROOM)).toBe(true);
    expect(noAdultAlone(allocation)).toBe(true);
    expect(allocation.breaks.familySplit).toBe(1);
    expect(allocation.breaks.childrenOutsideFamilyRooms).toBe(0);
  });

  it('a single parent and child share a room; the family-room preference picks a family room', () => {
    const party = guests(1, [7]);
    expect(layout(allocateRooms(house(), party, { ...settings, travellingType: 'FAMILY' }))).toEqual([[GARDEN, 1, 1]]);
    expect(layout(allocateRooms(house(), party, family))).toEqual([[COTTAGE, 1, 1]]);
  });

  it('two couples: a room for each couple, not one room for four', () => {
    // The villa is cheaper per person and one room: two couples still want a room each.
    const villa = perPerson(9, 0.9, [4, 4], 1);
    const party = guests(4);
    const couples = { ...settings, travellingType: 'PARTNER' as const };
    expect(layout(allocateRooms([...house(), ...options([villa])], party, couples))).toEqual([
      [GARDEN, 2, 0],
      [9, 2, 0],
    ]);
    // Three in the cheap triple and one alone would cost less: the couples stay together.
    expect(
      layout(allocateRooms(options([perPerson(GARDEN, 1, [2, 2], 1), perPerson(3, 0.8, [3, 3], 1)]), party, couples)),
    ).toEqual([
      [GARDEN, 2, 0],
      [3, 2, 0],
    ]);
  });

  it('a group of friends takes the fewest rooms, then the cheapest', () => {
    const group = { ...settings, travellingType: 'GROUP' as const };
    const four = guests(4);
    expect(layout(everyoneHousedIn(allocateRooms(house(), four, group), four))).toEqual([
      [GARDEN, 2, 0],
      [GARDEN, 2, 0],
    ]);
    const five = guests(5);
    const fiveRooms = everyoneHousedIn(allocateRooms(house(), five, group), five);
    expect(fiveRooms.units).toHaveLength(2);
    const six = guests(6);
    expect(layout(everyoneHousedIn(allocateRooms(house(), six, group), six))).toEqual([
      [COTTAGE, 3, 0],
      [COTTAGE, 3, 0],
    ]);
  });

  it('a couple apart only when no room takes two', () => {
    const singles = options([room(1, { maxOccupancy: 1, maxAdults: 1 })]);
    const allocation = allocateRooms(singles, guests(2), { ...settings, travellingType: 'PARTNER' });
    expect(layout(allocation)).toEqual([
      [1, 1, 0],
      [1, 1, 0],
    ]);
    expect(allocation?.breaks.couplesSplit).toBe(1);
  });

  it('the visitor’s own rooms: who sleeps where follows the same rules', () => {
    const party = guests(2, [5, 9]);
    const fixed = new Map([[GARDEN, 2]]);
    expect(layout(allocateRooms(house(), party, { ...family, fixed }))).toEqual([
      [GARDEN, 1, 1],
      [GARDEN, 1, 1],
    ]);
  });
});

/**
 * The class of the fault: for any small party and rooms, the allocation is the best of
 * every possible way to put these people in these rooms, by the rules in their order and
 * then the price — checked against trying them all, person by person.
 */
describe('allocateRooms against trying every allocation', () => {
  const TYPES = [null, 'ALONE', 'PARTNER', 'FAMILY', 'GROUP'] as const;
  let seed = 21;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((seed / 2_147_483_648) * n);
  };

  type Rank = number[];
  const less = (a: Rank, b: Rank) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
    return false;
  };

  /** Every unit multiset and every seat of every person; null when nothing fits. */
  function bruteForce(list: RoomOption[], party: Guests, opts: AllocateOptions): Rank | null {
    const kind = partyKind(party, opts.travellingType);
    const family = Boolean(opts.familyRoom) && party.children.length > 0;
    const people = party.adults + party.children.length;
    let bestRank: Rank | null = null;
    const counts = (t: number, acc: number[]): number[][] => {
      if (t === list.length) return [acc];
      const option = list[t] as RoomOption;
      const fixed = opts.fixed?.get(option.roomId);
      const range = opts.fixed ? [fixed ?? 0] : Array.from({ length: option.available + 1 }, (_, i) => i);
      return range.flatMap((k) => counts(t + 1, [...acc, k]));
    };
    for (const multiset of counts(0, [])) {
      const slots = multiset.flatMap((k, t) => Array.from({ length: k }, () => list[t] as RoomOption));
      if (slots.length === 0 || slots.length > party.adults) continue;
      const seats = new Array<number>(people).fill(0);
      for (;;) {
        const adults = slots.map(() => 0);
        const kids = slots.map(() => 0);
        seats.forEach((slot, person) => {
          if (person < party.adults) adults[slot] = (adults[slot] ?? 0) + 1;
          else kids[slot] = (kids[slot] ?? 0) + 1;
        });
        const fits = slots.every(
          (option, i) =>
            (adults[i] ?? 0) >= 1 &&
            (adults[i] ?? 0) <= option.maxAdults &&
            (adults[i] ?? 0) + (kids[i] ?? 0) <= option.maxOccupancy,
        );
        if (fits) {
          let couplesApart = 0;
          for (let p = 0; p + 1 < party.adults; p += 2) if (seats[p] !== seats[p + 1]) couplesApart += 1;
          const price = slots.reduce((sum, option, i) => {
            const rate = option.nightRates[0] as RoomRate;
            const adultPart = rate.rateScheme === 2 ? rate.rateMinor : rate.rateMinor * (adults[i] ?? 0);
            return sum + (adultPart + rate.childRate0To12Minor * (kids[i] ?? 0)) * option.nightRates.length;
          }, 0);
          const rank = [
            kind === 'FAMILY' ? slots.length - 1 : 0,
            kind === 'COUPLES' ? couplesApart : 0,
            kind === 'FAMILY' ? slots.filter((_, i) => adults[i] === 1 && kids[i] === 0).length : 0,
            family ? slots.reduce((sum, option, i) => sum + (option.familyFriendly ? 0 : (kids[i] ?? 0)), 0) : 0,
            kind === 'COUPLES' ? adults.filter((a) => a > 2).length : 0,
            slots.length,
            price,
          ];
          if (!bestRank || less(rank, bestRank)) bestRank = rank;
        }
        let i = 0;
        while (i < people && (seats[i] as number) === slots.length - 1) {
          seats[i] = 0;
          i += 1;
        }
        if (i === people) break;
        seats[i] = (seats[i] as number) + 1;
      }
    }
    return bestRank;
  }

  it('finds the best allocation for 400 random parties and stays', () => {
    for (let run = 0; run < 400; run += 1) {
      const rooms = Array.from({ length: 1 + random(3) }, (_, i) => {
        const maxOccupancy = 1 + random(5);
        return room(i + 1, {
          maxOccupancy,
          maxAdults: 1 + random(maxOccupancy),
          familyFriendly: random(2) === 1,
          quantity: 1 + random(2),
          rates: [
            rate({
              rateScheme: 1 + random(2),
              rateMinor: 1_000 * (5 + random(20)),
              childRate0To12Minor: 500 * random(10),
            }),
          ],
        });
      });
      const list = options(rooms);
      const adults = 1 + random(6);
      const party = guests(
        adults,
        Array.from({ length: random(Math.min(3, 7 - adults)) }, () => 8),
      );
      const opts: AllocateOptions = {
        ...settings,
        travellingType: TYPES[random(TYPES.length)] ?? null,
        familyRoom: random(2) === 1,
        ...(random(4) === 0 ? { fixed: new Map(list.map((o) => [o.roomId, random(o.available + 1)])) } : {}),
      };
      const expected = bruteForce(list, party, opts);
      const allocation = allocateRooms(list, party, opts);
      const context = JSON.stringify({ run, party: [party.adults, party.children.length], opts, rooms });
      if (!expected) {
        expect(allocation, context).toBeNull();
        continue;
      }
      everyoneHousedIn(allocation, party);
      const b = allocation?.breaks;
      expect(
        [
          b?.familySplit,
          b?.couplesSplit,
          b?.adultsAlone,
          b?.childrenOutsideFamilyRooms,
          b?.sharedRooms,
          allocation?.units.length,
          allocation?.estimateMinor,
        ],
        context,
      ).toEqual(expected);
    }
  });
});
