import type { Localized } from '../../schema/types';

/**
 * The eighteen meal plans of spec 3 §3, in the spec's order (which gives their ids).
 * The spec lists both "Full Board" and "Full-board"; we keep both, the second as code
 * 'full-board-alt', since suppliers send either spelling.
 */
export const MEAL_PLANS = [
  { code: 'self-catering', abbreviation: 'SC', name: { en: 'Self-catering', de: 'Selbstverpflegung' } },
  { code: 'room-only', abbreviation: 'RO', name: { en: 'Room Only', de: 'Nur Übernachtung' } },
  { code: 'bed-and-breakfast', abbreviation: 'BB', name: { en: 'Bed & Breakfast', de: 'Übernachtung mit Frühstück' } },
  { code: 'half-board', abbreviation: 'HB', name: { en: 'Half Board', de: 'Halbpension' } },
  {
    code: 'dinner-bed-and-breakfast',
    abbreviation: 'DBB',
    name: { en: 'Dinner Bed & Breakfast', de: 'Übernachtung mit Frühstück und Abendessen' },
  },
  { code: 'full-board', abbreviation: 'FB', name: { en: 'Full Board', de: 'Vollpension' } },
  { code: 'full-board-plus', abbreviation: 'FB+', name: { en: 'Full Board Plus', de: 'Vollpension Plus' } },
  { code: 'all-inclusive', abbreviation: 'AI', name: { en: 'All Inclusive', de: 'All-inclusive' } },
  { code: 'all-inclusive-plus', abbreviation: 'AI+', name: { en: 'All Inclusive Plus', de: 'All-inclusive Plus' } },
  {
    code: 'all-inclusive-premium',
    abbreviation: 'AIP',
    name: { en: 'All Inclusive Premium', de: 'All-inclusive Premium' },
  },
  { code: 'game-package', abbreviation: 'GP', name: { en: 'Game Package', de: 'Safari-Paket' } },
  { code: 'game-package-plus', abbreviation: 'GP+', name: { en: 'Game Package Plus', de: 'Safari-Paket Plus' } },
  {
    code: 'game-package-classic',
    abbreviation: 'GPC',
    name: { en: 'Game Package Classic', de: 'Safari-Paket Classic' },
  },
  {
    code: 'game-package-premium',
    abbreviation: 'GPP',
    name: { en: 'Game Package Premium', de: 'Safari-Paket Premium' },
  },
  { code: 'adventure-package', abbreviation: 'AP', name: { en: 'Adventure Package', de: 'Abenteuer-Paket' } },
  { code: 'default-meal', abbreviation: 'DM', name: { en: 'Default Meal', de: 'Standardverpflegung' } },
  { code: 'full-board-alt', abbreviation: 'FB', name: { en: 'Full-board', de: 'Vollpension' } },
  { code: 'campsite', abbreviation: 'CS', name: { en: 'Campsite', de: 'Campingplatz' } },
] as const satisfies readonly { code: string; abbreviation: string; name: Localized }[];

export type MealPlanCode = (typeof MEAL_PLANS)[number]['code'];

export const mealPlanId = (code: MealPlanCode) => MEAL_PLANS.findIndex((plan) => plan.code === code) + 1;
