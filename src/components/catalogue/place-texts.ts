/**
 * Headings and links that put a place after a preposition. German needs the article and
 * case ("Reisen in den Serengeti-Nationalpark", "ins Okavango-Delta", "auf die Seychellen"),
 * so they use the destination's stored phrases and never glue "nach"/"to" to a bare name;
 * without phrases they fall back to a form that needs no case ("Reisen: …"). Decision 026.
 */
import type { Translate } from '~/i18n/t';

export interface PlaceNaming {
  name: string;
  /** "to …" with article and case, or null. */
  to: string | null;
}

/** "Trips to the Okavango Delta" / "Reisen ins Okavango-Delta" (listing title, "all trips" link). */
export function tripsToPlace(t: Translate, place: PlaceNaming): string {
  return place.to ? t('trips.facet.title', { to: place.to }) : t('trips.facet.experienceTitle', { name: place.name });
}

/** "All trips to the Okavango Delta" / "Alle Reisen ins Okavango-Delta". */
export function allTripsToPlace(t: Translate, place: PlaceNaming): string {
  return place.to
    ? t('destination.allTrips', { to: place.to })
    : t('trips.facet.experienceTitle', { name: place.name });
}
