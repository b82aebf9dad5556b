/**
 * Keys the seed stores as plain text, with their names in both languages, so pages and
 * services can translate them (stays.facilities, stays.property_type, rooms.type,
 * trips.trip_type, trips.categories, destinations.category).
 */
import type { Localized } from '../../schema/types';

export const FACILITIES = {
  wifi: { en: 'Wi-Fi', de: 'WLAN' },
  pool: { en: 'Swimming pool', de: 'Pool' },
  'solar-power': { en: 'Solar power', de: 'Solarstrom' },
  spa: { en: 'Spa', de: 'Spa' },
  restaurant: { en: 'Restaurant', de: 'Restaurant' },
  bar: { en: 'Bar', de: 'Bar' },
  'family-rooms': { en: 'Family rooms', de: 'Familienzimmer' },
  'wheelchair-access': { en: 'Wheelchair access', de: 'Rollstuhlgerecht' },
  'airport-transfer': { en: 'Airport transfer', de: 'Flughafentransfer' },
  'game-drives': { en: 'Game drives', de: 'Pirschfahrten' },
  'guided-walks': { en: 'Guided walks', de: 'Geführte Wanderungen' },
  'boat-trips': { en: 'Boat trips', de: 'Bootsausflüge' },
  laundry: { en: 'Laundry service', de: 'Wäscheservice' },
  fireplace: { en: 'Fireplace', de: 'Kamin' },
  kitchen: { en: 'Kitchen', de: 'Küche' },
  parking: { en: 'Parking', de: 'Parkplatz' },
  'air-conditioning': { en: 'Air conditioning', de: 'Klimaanlage' },
  'beach-access': { en: 'Beach access', de: 'Strandzugang' },
  'dive-centre': { en: 'Dive centre', de: 'Tauchbasis' },
  'kids-club': { en: 'Kids club', de: 'Kinderclub' },
  gym: { en: 'Gym', de: 'Fitnessraum' },
  'golf-course': { en: 'Golf course', de: 'Golfplatz' },
  'wine-tasting': { en: 'Wine tasting', de: 'Weinprobe' },
  'water-recycling': { en: 'Water recycling', de: 'Wasseraufbereitung' },
  'community-projects': { en: 'Community projects', de: 'Gemeindeprojekte' },
  'kitchen-garden': { en: 'Kitchen garden', de: 'Gemüsegarten' },
} as const satisfies Record<string, Localized>;
export type FacilityKey = keyof typeof FACILITIES;
export const FACILITY_KEYS = Object.keys(FACILITIES) as FacilityKey[];

/** The 22 property types of spec 2 §3, stored by their English name. */
export const PROPERTY_TYPES = {
  Apartment: { en: 'Apartment', de: 'Apartment' },
  'Bed & Breakfast': { en: 'Bed & Breakfast', de: 'Bed & Breakfast' },
  'Beach Resort': { en: 'Beach Resort', de: 'Strandresort' },
  'Boutique Hotel': { en: 'Boutique Hotel', de: 'Boutique-Hotel' },
  'Country House': { en: 'Country House', de: 'Landhaus' },
  'Golf Resort': { en: 'Golf Resort', de: 'Golfresort' },
  'Guest House': { en: 'Guest House', de: 'Gästehaus' },
  'Shared room in Home Stay': { en: 'Shared room in Home Stay', de: 'Gemeinschaftszimmer bei Gastgebern' },
  Hotel: { en: 'Hotel', de: 'Hotel' },
  Hostel: { en: 'Hostel', de: 'Hostel' },
  Lodge: { en: 'Lodge', de: 'Lodge' },
  'Luxury Lodge': { en: 'Luxury Lodge', de: 'Luxus-Lodge' },
  'Luxury Train': { en: 'Luxury Train', de: 'Luxuszug' },
  'Private Island': { en: 'Private Island', de: 'Privatinsel' },
  'Rest Camp': { en: 'Rest Camp', de: 'Rastlager' },
  'River Boat': { en: 'River Boat', de: 'Flussboot' },
  'Self catering': { en: 'Self catering', de: 'Selbstversorger-Unterkunft' },
  'Safari Lodge': { en: 'Safari Lodge', de: 'Safari-Lodge' },
  'Tented Camp': { en: 'Tented Camp', de: 'Zeltcamp' },
  'Tented Safari Camp': { en: 'Tented Safari Camp', de: 'Safari-Zeltcamp' },
  Villa: { en: 'Villa', de: 'Villa' },
  'Wine Estate': { en: 'Wine Estate', de: 'Weingut' },
} as const satisfies Record<string, Localized>;
export type PropertyType = keyof typeof PROPERTY_TYPES;
export const PROPERTY_TYPE_NAMES = Object.keys(PROPERTY_TYPES) as PropertyType[];

/** Spec 2 §3's destination categories; `icon` is the spec's icon type for each. */
export const DESTINATION_CATEGORIES = {
  Continent: { en: 'Continent', de: 'Kontinent', icon: 'continent' },
  Region: { en: 'Region', de: 'Region', icon: 'region' },
  Country: { en: 'Country', de: 'Land', icon: 'country' },
  'National Park': { en: 'National Park', de: 'Nationalpark', icon: 'national-park' },
  'Nature Reserve': { en: 'Nature Reserve', de: 'Naturschutzgebiet', icon: 'national-park' },
  'Private Concession': { en: 'Private Concession', de: 'Private Konzession', icon: 'sub-sub-destination' },
  Island: { en: 'Island', de: 'Insel', icon: 'destination' },
  State: { en: 'State', de: 'Bundesstaat', icon: 'region' },
  Province: { en: 'Province', de: 'Provinz', icon: 'region' },
  City: { en: 'City', de: 'Stadt', icon: 'city' },
  Town: { en: 'Town', de: 'Ort', icon: 'town' },
  Destination: { en: 'Destination', de: 'Reiseziel', icon: 'destination' },
} as const satisfies Record<string, Localized & { icon: string }>;
export type DestinationCategoryName = keyof typeof DESTINATION_CATEGORIES;

export const ROOM_TYPES = {
  double: { en: 'Double', de: 'Doppelzimmer' },
  twin: { en: 'Twin', de: 'Zweibettzimmer' },
  family: { en: 'Family', de: 'Familienzimmer' },
  suite: { en: 'Suite', de: 'Suite' },
  tent: { en: 'Tent', de: 'Zelt' },
  chalet: { en: 'Chalet', de: 'Chalet' },
  villa: { en: 'Villa', de: 'Villa' },
  apartment: { en: 'Apartment', de: 'Apartment' },
  dormitory: { en: 'Dormitory', de: 'Schlafsaal' },
  cabin: { en: 'Cabin', de: 'Kabine' },
  campsite: { en: 'Campsite', de: 'Stellplatz' },
} as const satisfies Record<string, Localized>;
export type RoomType = keyof typeof ROOM_TYPES;

export const TRIP_TYPES = {
  'self-drive': { en: 'Self-drive', de: 'Selbstfahrer' },
  guided: { en: 'Guided', de: 'Geführt' },
  'fly-in': { en: 'Fly-in', de: 'Fly-in' },
  private: { en: 'Private', de: 'Privat' },
} as const satisfies Record<string, Localized>;
export type TripType = keyof typeof TRIP_TYPES;

export const TRIP_CATEGORIES = {
  'classic-safari': { en: 'Classic safari', de: 'Klassische Safari' },
  'bush-and-beach': { en: 'Bush and beach', de: 'Busch und Strand' },
  'island-escape': { en: 'Island escape', de: 'Inselauszeit' },
  'culture-and-nature': { en: 'Culture and nature', de: 'Kultur und Natur' },
  active: { en: 'Active', de: 'Aktiv' },
  family: { en: 'Family trip', de: 'Familienreise' },
  'honeymoon-trip': { en: 'Honeymoon', de: 'Hochzeitsreise' },
  primates: { en: 'Primates', de: 'Primaten' },
  'road-trip': { en: 'Road trip', de: 'Rundreise mit dem Auto' },
} as const satisfies Record<string, Localized>;
export type TripCategory = keyof typeof TRIP_CATEGORIES;

/** From most flexible to strictest (spec 3 §9); a trip takes its strictest stay's policy. */
export const CANCELLATION_POLICIES = ['super_flexible', 'flexible', 'moderate', 'strict', 'super_strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const strictest = (policies: readonly CancellationPolicy[]): CancellationPolicy =>
  policies.reduce<CancellationPolicy>(
    (worst, p) => (CANCELLATION_POLICIES.indexOf(p) > CANCELLATION_POLICIES.indexOf(worst) ? p : worst),
    'super_flexible',
  );

export const LEG_MODES = ['DRIVING', 'FLIGHT', 'TRANSFER'] as const;
export type LegMode = (typeof LEG_MODES)[number];
