/**
 * Which trip template answers a wizard enquiry best (docs/decisions/012, "Trip selection"), pure.
 * Each criterion the visitor answered scores 0–1 and is weighted; a criterion left
 * unanswered scores 1 for every trip, so it changes nothing.
 */
export interface TripCandidate {
  id: number;
  numberOfNights: number;
  stopDestinationIds: readonly number[];
  experienceIds: readonly number[];
  /** The "from" price per person for the template's length, EUR minor units. */
  priceEurMinor: number;
  priority: number;
  /** Month 1–12 → time-to-go rating 1 (possible), 2 (good), 3 (best). */
  monthRatings: ReadonlyMap<number, number>;
}

export interface TripCriteria {
  destinationIds: readonly number[];
  /** A destination and every place above it. */
  lineage: (destinationId: number) => readonly number[];
  experienceIds: readonly number[];
  nights: number | null;
  month: number | null;
  budgetPerPersonEurMinor: number | null;
}

export const SELECTION_WEIGHTS = { destinations: 40, themes: 20, duration: 15, month: 10, budget: 15 } as const;
export type SelectionPart = keyof typeof SELECTION_WEIGHTS;

/** A trip 50% over the budget (per person, at the asked length) scores 0 for budget. */
const BUDGET_SLACK = 0.5;

export function scoreParts(trip: TripCandidate, criteria: TripCriteria): Record<SelectionPart, number> {
  const places = new Set(trip.stopDestinationIds.flatMap((id) => criteria.lineage(id)));
  const share = (wanted: readonly number[], has: (id: number) => boolean) =>
    wanted.length === 0 ? 1 : wanted.filter(has).length / wanted.length;
  const nights = criteria.nights;
  let budget = 1;
  if (criteria.budgetPerPersonEurMinor != null) {
    const price = (trip.priceEurMinor * (nights ?? trip.numberOfNights)) / Math.max(1, trip.numberOfNights);
    const over = price / Math.max(1, criteria.budgetPerPersonEurMinor) - 1;
    budget = over <= 0 ? 1 : Math.max(0, 1 - over / BUDGET_SLACK);
  }
  return {
    destinations: share(criteria.destinationIds, (id) => places.has(id)),
    themes: share(criteria.experienceIds, (id) => trip.experienceIds.includes(id)),
    duration: nights == null ? 1 : Math.max(0, 1 - Math.abs(trip.numberOfNights - nights) / nights),
    month: criteria.month == null ? 1 : (trip.monthRatings.get(criteria.month) ?? 0) / 3,
    budget,
  };
}

export function scoreTrip(trip: TripCandidate, criteria: TripCriteria): number {
  return weighted(scoreParts(trip, criteria));
}

function weighted(parts: Record<SelectionPart, number>): number {
  return (Object.keys(SELECTION_WEIGHTS) as SelectionPart[]).reduce(
    (sum, part) => sum + SELECTION_WEIGHTS[part] * parts[part],
    0,
  );
}

/**
 * The trips best first: highest score, then priority (the popularity sales gives a
 * trip), then the lower id. Left out: a trip with more stops than the nights asked for
 * (every stop needs a night), and one that visits none of the destinations asked for (a
 * visitor who asked for Botswana is not sent to Mauritius; a consultant takes over instead).
 */
export function rankTrips(
  trips: readonly TripCandidate[],
  criteria: TripCriteria,
  stopCount: (trip: TripCandidate) => number,
): TripCandidate[] {
  return trips
    .filter((trip) => criteria.nights == null || stopCount(trip) <= criteria.nights)
    .map((trip) => ({ trip, parts: scoreParts(trip, criteria) }))
    .filter((entry) => entry.parts.destinations > 0)
    .map((entry) => ({ ...entry, score: weighted(entry.parts) }))
    .sort((a, b) => b.score - a.score || b.trip.priority - a.trip.priority || a.trip.id - b.trip.id)
    .map((entry) => entry.trip);
}
