/**
 * The feature flags of spec 1 §3 with their default state. The spec names six; the
 * personalisation and analytics flags are named by us (docs/decisions/004).
 */
export const FEATURE_FLAG_DEFAULTS = {
  WEB_PERSONALIZATION: { enabled: true, description: 'Personalise action on trips' },
  WEB_QUOTE_INIT_WIZARD: { enabled: true, description: 'Plan-my-trip wizard builds a quote' },
  WEB_TRIP_DETAILS_NUMBER_OF_NIGHTS: { enabled: true, description: 'Nights edit on the quote page' },
  WEB_TRIP_DETAILS_ROOM_SELECTION_EDIT: { enabled: true, description: 'Room change on the quote page' },
  WEB_QUOTE_VERSION_HISTORY: { enabled: true, description: 'Version switcher on the quote page' },
  WEB_QUOTE_VALIDATION_STATUS_AREA: { enabled: true, description: 'Stop validation status on the quote page' },
  WEB_PERSONALIZATION_CARS_AND_ACTIVITIES: {
    enabled: true,
    description: 'Personalise flow offers activities and cars',
  },
  WEB_SEARCH_ANALYTICS: { enabled: false, description: 'Search analytics provider' },
  WEB_UX_ANALYTICS: { enabled: true, description: 'User-experience tool (loads only after consent)' },
} as const satisfies Record<string, { enabled: boolean; description: string }>;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];
