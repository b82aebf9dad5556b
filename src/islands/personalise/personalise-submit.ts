/**
 * makeTripPersonalization (docs/decisions/012): the mutation and its variables built from
 * the visitor's answers. The server validates everything again with the same schemas.
 */
import { gql, userMessages } from '~/lib/graphql';
import { CustomerSchema } from '~/lib/schemas/enquiry';
import type { PersonaliseState } from './personalise-state';
import { partyOf } from './personalise-validation';
import type { EnquiryResult, TripData } from './personalise.types';

export interface PersonalizationVariables {
  [key: string]: unknown;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    promoCode: string | null;
    preferredCommunication: string;
    comments: string | null;
  };
  enquire: { startDate: string; adults: number; children: { dateOfBirth: string }[]; submissionId: string };
  id: number;
  personalization: {
    stops: { stopId: number; stayId: number; rooms: { roomId: number; quantity: number; mealPlanId: number }[] }[];
    activities: { activityId: number; stopId: number }[];
    cars: { carId: number; quantity: number }[];
  };
  referralCode: string | null;
  source: string | null;
  medium: string | null;
}

export const MAKE_TRIP_PERSONALIZATION = gql<{ makeTripPersonalization: EnquiryResult }, PersonalizationVariables>(
  `mutation makeTripPersonalization($customer: PersonalizationCustomerInput!, $enquire: PersonalizationEnquireInput!, $id: Int!, $personalization: PersonalizationInput, $referralCode: String, $source: String, $medium: String) {
  makeTripPersonalization(customer: $customer, enquire: $enquire, id: $id, personalization: $personalization, referralCode: $referralCode, source: $source, medium: $medium) {
    ok status reference quoteId quotePath message
  }
}`,
);

export interface Attribution {
  referralCode: string;
  source: string | null;
  medium: string | null;
}

/**
 * The variables of the submit. Activities and cars go only in the long flow; stops only
 * with rooms. Call it after every step validated (the customer parses).
 */
export function buildPersonalization(
  state: PersonaliseState,
  trip: TripData,
  carsAndActivities: boolean,
  attribution: Attribution,
): PersonalizationVariables {
  const customer = CustomerSchema.parse(state.customer);
  const party = partyOf(state);
  const stopIds = new Set(trip.stops.map((stop) => stop.id));
  return {
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      promoCode: customer.promoCode ?? null,
      preferredCommunication: customer.preferredCommunication,
      comments: customer.comments ?? null,
    },
    enquire: {
      startDate: state.startDate,
      adults: party.adults,
      children: party.children.map((dateOfBirth) => ({ dateOfBirth })),
      submissionId: state.submissionId,
    },
    id: trip.id,
    personalization: {
      stops: trip.stops.flatMap((stop) => {
        const selection = state.stops[stop.id];
        const rooms = (selection?.rooms ?? []).filter((room) => room.quantity > 0);
        return selection && rooms.length > 0
          ? [
              {
                stopId: stop.id,
                stayId: selection.stayId,
                rooms: rooms.map(({ roomId, quantity, mealPlanId }) => ({ roomId, quantity, mealPlanId })),
              },
            ]
          : [];
      }),
      activities: carsAndActivities
        ? Object.entries(state.activities).flatMap(([stopId, ids]) =>
            stopIds.has(Number(stopId)) ? ids.map((activityId) => ({ activityId, stopId: Number(stopId) })) : [],
          )
        : [],
      cars: carsAndActivities && state.car ? [{ carId: state.car.carId, quantity: state.car.quantity }] : [],
    },
    referralCode: attribution.referralCode || null,
    source: attribution.source,
    medium: attribution.medium,
  };
}

/** A path on this site only: a result can never send the visitor elsewhere. */
export const safeQuotePath = (path: string | null): string | null =>
  path?.startsWith('/') && !path.startsWith('//') ? path : null;

/**
 * What the server refused, in the visitor's language (BAD_USER_INPUT, docs/decisions/020):
 * messages for the customer's fields go beside those fields; every other one (a car the trip
 * cannot have, a room sold out meanwhile, a start date gone by) is shown as written, never
 * replaced by the generic message. Both empty when the server explained nothing.
 */
export function readRefusal(error: unknown): { byField: Record<string, string>; others: string[] } {
  const byField: Record<string, string> = {};
  const others: string[] = [];
  for (const { field, message } of userMessages(error)) {
    const customer = field ? /^customer\.(\w+)/.exec(field)?.[1] : undefined;
    if (customer) byField[customer] ??= message;
    else if (!others.includes(message)) others.push(message);
  }
  return { byField, others };
}
