/**
 * The submit is checked against the contract of docs/decisions/012 (the mutation is built on
 * another branch): the document must validate and the variables must coerce against it.
 */
import { buildSchema, getVariableValues, parse, validate, type VariableDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildPersonalization, MAKE_TRIP_PERSONALIZATION } from './personalise-submit';
import { initialState, reducer } from './personalise-state';
import { TRIP } from './personalise.fixture';

const CONTRACT = buildSchema(`
  input ChildInput { dateOfBirth: String! }
  input PersonalizationCustomerInput { firstName: String!, lastName: String!, email: String!, phone: String!,
    promoCode: String, preferredCommunication: String, comments: String }
  input PersonalizationEnquireInput { startDate: String!, adults: Int!, children: [ChildInput!], submissionId: String }
  input PersonalizationRoomInput { roomId: Int!, quantity: Int, mealPlanId: Int }
  input PersonalizationStopInput { stopId: Int!, stayId: Int!, rooms: [PersonalizationRoomInput!]! }
  input PersonalizationActivityInput { activityId: Int!, stopId: Int! }
  input PersonalizationCarInput { carId: Int!, quantity: Int }
  input PersonalizationInput { stops: [PersonalizationStopInput!], activities: [PersonalizationActivityInput!],
    cars: [PersonalizationCarInput!] }
  type EnquiryResult { ok: Boolean!, status: String!, reference: String, quoteId: Int, quotePath: String, message: String }
  type Query { ok: Boolean }
  type Mutation {
    makeTripPersonalization(customer: PersonalizationCustomerInput!, enquire: PersonalizationEnquireInput!, id: Int!,
      personalization: PersonalizationInput, referralCode: String, source: String, medium: String): EnquiryResult!
  }
`);

describe('makeTripPersonalization against the contract', () => {
  it('is a valid operation whose variables coerce', () => {
    const document = parse(MAKE_TRIP_PERSONALIZATION);
    expect(validate(CONTRACT, document)).toEqual([]);
    let state = reducer(initialState('0123456789abcdef'), { type: 'date', startDate: '2027-03-28' });
    state = reducer(state, { type: 'defaults', stops: TRIP.stops, party: { adults: 2, children: [] } });
    state = reducer(state, { type: 'activities', stopId: 101, ids: [4] });
    state = reducer(state, { type: 'car', car: { carId: 3, quantity: 1, name: 'Hilux' } });
    for (const [field, value] of Object.entries({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '+34600504050',
    })) {
      state = reducer(state, { type: 'customer', field: field as 'email', value });
    }
    const variables = buildPersonalization(state, TRIP, true, { referralCode: '', source: null, medium: null });
    const operation = document.definitions[0];
    const definitions = (operation && 'variableDefinitions' in operation ? operation.variableDefinitions : []) as
      | readonly VariableDefinitionNode[]
      | undefined;
    const coerced = getVariableValues(CONTRACT, definitions ?? [], variables);
    expect(coerced.errors).toBeUndefined();
    expect(coerced.coerced?.['personalization']).toMatchObject({
      stops: [
        { stopId: 101, stayId: 11, rooms: [{ roomId: 111, quantity: 1, mealPlanId: 2 }] },
        { stopId: 102, stayId: 21, rooms: [{ roomId: 211, quantity: 1, mealPlanId: 1 }] },
      ],
      activities: [{ activityId: 4, stopId: 101 }],
      cars: [{ carId: 3, quantity: 1 }],
    });
  });
});
