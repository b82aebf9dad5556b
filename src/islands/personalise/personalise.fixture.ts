/** A small trip for the flow's unit tests: two stops, a family room, a double and a single. */
import type { RoomOption, StayOption, TripData } from './personalise.types';

const FULL_BOARD = { id: 1, name: 'Full Board', abbreviation: 'FB' };
const HALF_BOARD = { id: 2, name: 'Half Board', abbreviation: 'HB' };

export function room(id: number, overrides: Partial<RoomOption> = {}): RoomOption {
  return {
    id,
    roomCategoryName: `Room ${id}`,
    roomDescription: '',
    type: 'Double',
    beds: 1,
    maxOccupancy: 2,
    maxAdults: 2,
    familyFriendly: false,
    quantity: 4,
    mealPlans: [FULL_BOARD],
    ...overrides,
  };
}

export function stay(id: number, rooms: RoomOption[], overrides: Partial<StayOption> = {}): StayOption {
  return { id, name: `Stay ${id}`, tagline: '', propertyTypeLabel: 'Lodge', isSuggested: false, rooms, ...overrides };
}

export const TRIP: TripData = {
  id: 7,
  title: 'Delta and Falls',
  numberOfNights: 5,
  countryCodes: ['BW', 'ZM'],
  stops: [
    {
      id: 101,
      position: 0,
      nights: 3,
      destination: { name: 'Okavango Delta', countryName: 'Botswana' },
      stayId: 11,
      roomId: 111,
      mealPlanId: 2,
      stays: [
        stay(
          11,
          [
            room(111, { mealPlans: [FULL_BOARD, HALF_BOARD] }),
            room(112, { maxOccupancy: 4, maxAdults: 2, familyFriendly: true, quantity: 1 }),
          ],
          { isSuggested: true },
        ),
        stay(12, [room(121, { maxOccupancy: 1, maxAdults: 1, type: 'Single' })]),
        stay(13, []),
      ],
    },
    {
      id: 102,
      position: 1,
      nights: 2,
      destination: { name: 'Victoria Falls', countryName: 'Zambia' },
      stayId: 21,
      roomId: null,
      mealPlanId: null,
      stays: [
        stay(21, [room(211, { quantity: 1 }), room(212, { maxOccupancy: 3, maxAdults: 3 })], { isSuggested: true }),
      ],
    },
  ],
};
