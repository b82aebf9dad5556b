/**
 * What the island reads of the personalise data. The page passes the server's
 * `Personalised` (src/server/modules/personalise/personalise.types.ts); islands may not
 * import server code, so the shapes are restated here and checked where the page passes them.
 */
export interface Money {
  amountMinor: number;
  currency: string;
}

export interface MealPlanOption {
  id: number;
  name: string;
  abbreviation: string;
}

export interface RoomOption {
  id: number;
  roomCategoryName: string;
  roomDescription: string;
  type: string;
  beds: number;
  maxOccupancy: number;
  maxAdults: number;
  familyFriendly: boolean;
  quantity: number;
  mealPlans: MealPlanOption[];
}

export interface StayOption {
  id: number;
  name: string;
  tagline: string;
  propertyTypeLabel: string;
  isSuggested: boolean;
  rooms: RoomOption[];
}

export interface StopData {
  id: number;
  position: number;
  nights: number;
  destination: { name: string; countryName: string | null };
  stayId: number;
  roomId: number | null;
  mealPlanId: number | null;
  stays: StayOption[];
}

export interface TripData {
  id: number;
  title: string;
  numberOfNights: number;
  countryCodes: string[];
  stops: StopData[];
}

export interface LiveRate {
  rate: Money;
  ratePerNight: Money;
  information: string;
  isExactRate: boolean;
  pax: number;
}

export interface CarOption {
  id: number;
  name: string;
  category: string;
  description: string;
  doors: number;
  passengers: number;
  isAutomatic: boolean;
  isQuattro: boolean;
  countries: string[];
  rate: Money;
  excess: Money;
  fuelDeposit: Money;
  kilometers: number | null;
}

export interface ActivityOption {
  id: number;
  title: string;
  shortDescription: string;
  duration: { hours: number; minutes: number };
  supplierName: string;
  inclusionType: string;
  activityRates: { costAdult: Money; costChild: Money }[];
}

/** The mutation's answer (docs/decisions/012 EnquiryResult). */
export interface EnquiryResult {
  ok: boolean;
  status: string;
  reference: string | null;
  quoteId: number | null;
  quotePath: string | null;
  message: string | null;
}
