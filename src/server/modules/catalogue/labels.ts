/**
 * Names of the keys the catalogue stores as plain text (facilities, property, room and trip
 * types, trip categories, destination categories). The seed's vocabulary is the one list
 * of them; an unknown key (added by hand later) is shown as it is stored.
 */
import type { Locale } from '~/i18n/locales';
import type { Localized } from '../../db/schema';
import {
  DESTINATION_CATEGORIES,
  FACILITIES,
  PROPERTY_TYPES,
  ROOM_TYPES,
  TRIP_CATEGORIES,
  TRIP_TYPES,
} from '../../db/seed/catalogue/vocabulary';

type Vocabulary = Record<string, Localized>;

const labelIn = (vocabulary: Vocabulary) => (key: string, locale: Locale) => vocabulary[key]?.[locale] ?? key;

export const facilityLabel = labelIn(FACILITIES);
export const propertyTypeLabel = labelIn(PROPERTY_TYPES);
export const roomTypeLabel = labelIn(ROOM_TYPES);
export const tripTypeLabel = labelIn(TRIP_TYPES);
export const tripCategoryLabel = labelIn(TRIP_CATEGORIES);
export const destinationCategoryLabel = labelIn(DESTINATION_CATEGORIES);

/** Spec 2 §3's icon type of a destination category. */
export function destinationIconType(category: string): string {
  return (DESTINATION_CATEGORIES as Record<string, { icon: string }>)[category]?.icon ?? 'destination';
}
