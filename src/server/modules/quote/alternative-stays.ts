/**
 * Which other stays of a destination are worth loading when the template's stay cannot
 * take the party or is over budget, pure. On the 10× catalogue a destination has dozens of
 * stays; loading all their rates would cost more than the rest of the quote, so a few are
 * picked by their cached "from" price per person per night (the stay index).
 */
export interface StayPrice {
  id: number;
  /** The cheapest per-person-per-night rate, in the quote's currency; null when unpriced. */
  fromMinor: number | null;
  /** False when no room of the stay houses the party the way it travels (a family in one room, a couple in one). */
  together?: boolean;
}

/** How many other stays per destination are loaded at most. */
export const ALTERNATIVES_PER_STOP = 6;

/**
 * The stays that can house the party together first (decision 021), picked by price as
 * below; when they are fewer than the limit, the others fill the rest the same way.
 */
export function pickAlternatives(
  stays: readonly StayPrice[],
  templateFromMinor: number | null,
  budgetPerPersonNightMinor: number | null,
  limit = ALTERNATIVES_PER_STOP,
): number[] {
  const first = pickByPrice(
    stays.filter((stay) => stay.together !== false),
    templateFromMinor,
    budgetPerPersonNightMinor,
    limit,
  );
  if (first.length >= limit) return first;
  const rest = pickByPrice(
    stays.filter((stay) => stay.together === false),
    templateFromMinor,
    budgetPerPersonNightMinor,
    limit - first.length,
  );
  return [...first, ...rest];
}

/**
 * With a budget (per person per night): the dearest stays whose "from" price fits it, best
 * first, and the two cheapest as a fallback. Without one: the stays nearest in price to the
 * template's, so a luxury trip stays luxurious. Unpriced stays are never picked.
 */
function pickByPrice(
  stays: readonly StayPrice[],
  templateFromMinor: number | null,
  budgetPerPersonNightMinor: number | null,
  limit = ALTERNATIVES_PER_STOP,
): number[] {
  const priced = stays
    .filter((stay): stay is { id: number; fromMinor: number } => stay.fromMinor !== null)
    .sort((a, b) => a.fromMinor - b.fromMinor || a.id - b.id);
  if (budgetPerPersonNightMinor !== null) {
    const cheapest = priced.slice(0, 2);
    const fitting = priced
      .filter((stay) => stay.fromMinor <= budgetPerPersonNightMinor)
      .reverse()
      .filter((stay) => !cheapest.includes(stay))
      .slice(0, Math.max(0, limit - cheapest.length));
    return [...fitting, ...cheapest].slice(0, limit).map((stay) => stay.id);
  }
  const anchor = templateFromMinor ?? priced[0]?.fromMinor ?? 0;
  return [...priced]
    .sort((a, b) => Math.abs(a.fromMinor - anchor) - Math.abs(b.fromMinor - anchor) || a.fromMinor - b.fromMinor)
    .slice(0, limit)
    .map((stay) => stay.id);
}
