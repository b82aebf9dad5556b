/**
 * What the personalise queries return (spec 3 §3, §7): texts in the caller's language,
 * money in the caller's currency (integer minor units). The page passes `Personalised`
 * to the island as props; the GraphQL types expose the same shapes.
 */
import type { Image, Money, RoomSummary, TripLeg } from '../catalogue/catalogue.types';

export interface MealPlanOption {
  id: number;
  name: string;
  abbreviation: string;
}

/** A room as the Hotels step shows it: the room facts and the meal plans it has rates for. */
export interface PersonalisedRoom extends Omit<RoomSummary, 'fromRatePerNight' | 'mealPlan'> {
  /** Units of this room type the stay has: the most a visitor can book at once. */
  quantity: number;
  mealPlans: MealPlanOption[];
}

export interface PersonalisedStay {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  propertyTypeLabel: string;
  averageSustainabilityScore: number;
  image: Image | null;
  /** The template's own stay for this stop. */
  isSuggested: boolean;
  rooms: PersonalisedRoom[];
}

export interface PersonalisedStop {
  /** The trip stop's id (`stopId` of the personalisation input, `getActivitiesByStopId`). */
  id: number;
  position: number;
  nights: number;
  destination: { id: number; slug: string; name: string; countryName: string | null };
  /** The template's choice: stay, room and meal plan. */
  stayId: number;
  roomId: number | null;
  mealPlanId: number | null;
  /** The template's stay first, then the other stays in the destination. */
  stays: PersonalisedStay[];
}

export interface Personalised {
  id: number;
  title: string;
  numberOfNights: number;
  image: Image | null;
  /** Countries the trip visits (codes), so car hire can offer the cars picked up there. */
  countryCodes: string[];
  stops: PersonalisedStop[];
  legs: TripLeg[];
}

export interface Car {
  id: number;
  /** Shown as "or similar". */
  name: string;
  category: string;
  description: string;
  doors: number;
  passengers: number;
  isAutomatic: boolean;
  isQuattro: boolean;
  year: number;
  countries: string[];
  /** Per day. */
  rate: Money;
  excess: Money;
  fuelDeposit: Money;
  /** Kilometres included per day; null means unlimited. */
  kilometers: number | null;
  availableFrom: string | null;
  image: Image | null;
}

export type InclusionType = 'INCLUDED' | 'OPTIONAL';

export interface ActivityRate {
  costAdult: Money;
  costChild: Money;
  currency: string;
  /** Our rates have no start date (one price all year): null. */
  fromDate: string | null;
}

export interface Activity {
  id: number;
  destinationId: number;
  /** The stop asked for, in `getActivitiesByStopId`; null in `getActivities`. */
  stopId: number | null;
  title: string;
  shortDescription: string;
  description: string;
  duration: { hours: number; minutes: number };
  maxAdults: number;
  autoAdd: boolean;
  cancellationPolicy: string;
  supplierName: string;
  activityRates: ActivityRate[];
  inclusionType: InclusionType;
}
