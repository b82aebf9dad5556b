import { describe, expect, it } from 'vitest';
import { GraphQLOperationError } from '~/lib/graphql';
import { buildPersonalization, readRefusal, safeQuotePath } from './personalise-submit';
import { initialState, type PersonaliseState } from './personalise-state';
import { TRIP } from './personalise.fixture';

const state: PersonaliseState = {
  ...initialState('0123456789abcdef'),
  step: 'details',
  startDate: '2027-03-28',
  adults: 2,
  children: ['05-06-2016'],
  stops: {
    101: {
      stayId: 11,
      rooms: [
        { roomId: 111, quantity: 1, mealPlanId: 2 },
        { roomId: 112, quantity: 0, mealPlanId: 1 },
      ],
      touched: true,
    },
    102: { stayId: 21, rooms: [{ roomId: 212, quantity: 1, mealPlanId: 1 }], touched: false },
  },
  activities: { 101: [4], 102: [], 999: [8] },
  car: { carId: 3, quantity: 1, name: 'Toyota Hilux' },
  customer: {
    firstName: ' Ana ',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: '+34600504050',
    promoCode: '',
    preferredCommunication: 'PHONE',
    comments: 'Honeymoon',
  },
};
const attribution = { referralCode: 'FRIEND1', source: 'referral', medium: 'traveler' };

describe('buildPersonalization', () => {
  it('builds the makeTripPersonalization variables of docs/decisions/012', () => {
    expect(buildPersonalization(state, TRIP, true, attribution)).toEqual({
      customer: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        phone: '+34600504050',
        promoCode: null,
        preferredCommunication: 'PHONE',
        comments: 'Honeymoon',
      },
      enquire: {
        startDate: '2027-03-28',
        adults: 2,
        children: [{ dateOfBirth: '2016-06-05' }],
        submissionId: '0123456789abcdef',
      },
      id: 7,
      personalization: {
        stops: [
          { stopId: 101, stayId: 11, rooms: [{ roomId: 111, quantity: 1, mealPlanId: 2 }] },
          { stopId: 102, stayId: 21, rooms: [{ roomId: 212, quantity: 1, mealPlanId: 1 }] },
        ],
        activities: [{ activityId: 4, stopId: 101 }],
        cars: [{ carId: 3, quantity: 1 }],
      },
      referralCode: 'FRIEND1',
      source: 'referral',
      medium: 'traveler',
    });
  });

  it('sends no activities or cars in the short flow, and nulls for missing attribution', () => {
    const variables = buildPersonalization(state, TRIP, false, { referralCode: '', source: null, medium: null });
    expect(variables.personalization.activities).toEqual([]);
    expect(variables.personalization.cars).toEqual([]);
    expect(variables).toMatchObject({ referralCode: null, source: null, medium: null });
  });
});

describe('safeQuotePath', () => {
  it('allows only paths on this site', () => {
    expect(safeQuotePath('/de/q/ABCD-1')).toBe('/de/q/ABCD-1');
    expect(safeQuotePath('//evil.example/q')).toBeNull();
    expect(safeQuotePath('https://evil.example/q')).toBeNull();
    expect(safeQuotePath(null)).toBeNull();
  });
});

describe('readRefusal', () => {
  const refused = (fields: { field: string; message: string }[]) =>
    new GraphQLOperationError(fields[0]?.message ?? 'x', 'makeTripPersonalization', [
      { message: fields[0]?.message ?? 'x', extensions: { code: 'BAD_USER_INPUT', fields } },
    ]);

  it("puts the server's messages for customer fields beside those fields", () => {
    const error = refused([
      { field: 'customer.email', message: 'This has to be a valid email' },
      { field: 'customer.email', message: 'later message' },
    ]);
    expect(readRefusal(error)).toEqual({ byField: { email: 'This has to be a valid email' }, others: [] });
  });

  it('shows every other refusal as the server wrote it (a car the trip cannot have, a date gone by)', () => {
    const error = refused([
      { field: 'personalization.cars.0.carId', message: 'Dieses Auto ist für diese Reise nicht verfügbar' },
      { field: 'enquire.startDate', message: 'Invalid date provided' },
      { field: 'personalization.cars.0.carId', message: 'Dieses Auto ist für diese Reise nicht verfügbar' },
    ]);
    expect(readRefusal(error)).toEqual({
      byField: {},
      others: ['Dieses Auto ist für diese Reise nicht verfügbar', 'Invalid date provided'],
    });
  });

  it('has nothing to show for failures the server did not explain', () => {
    const fault = new GraphQLOperationError('Unexpected error.', 'makeTripPersonalization', [
      { message: 'Unexpected error.' },
    ]);
    expect(readRefusal(fault)).toEqual({ byField: {}, others: [] });
    expect(readRefusal(new Error('offline'))).toEqual({ byField: {}, others: [] });
  });
});
