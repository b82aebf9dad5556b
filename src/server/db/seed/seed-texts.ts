import type { Localized } from '../schema/types';
import { ARTWORK_ALT, ARTWORK_LIGHT } from './artwork';
import { FEE_SEEDS } from './booking-fees';
import { CAR_SEED } from './cars-seed';
import { ACTIVITY_TEMPLATES } from './catalogue/activity-templates';
import { COUNTRIES, ZANZIBAR_PHRASES } from './catalogue/countries';
import { EXPERIENCES } from './catalogue/experiences';
import { MEAL_PLANS } from './catalogue/meal-plans';
import { REVIEW_CLOSINGS, REVIEW_HIGHLIGHTS, REVIEW_OPENINGS } from './catalogue/review-texts';
import { ROOM_SETS } from './catalogue/room-templates';
import { SEASON_TEXTS } from './catalogue/season-texts';
import { STAY_TEXTS, SUSTAINABILITY_SENTENCES } from './catalogue/stay-texts';
import * as VOCABULARY from './catalogue/vocabulary';
import { DEMO_CONSULTANTS } from './consultant-portraits';
import { generateCatalogue } from './generate';

export interface SeedText {
  /** Where the text sits, e.g. `trips[3].description` or `REVIEW_HIGHLIGHTS[2]`. */
  path: string;
  en: string;
  de: string;
}

/** Every { en, de } object anywhere inside a value, with its path. */
export function localizedTexts(value: unknown, path = ''): SeedText[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedTexts(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.de === 'string' && Object.keys(record).length === 2) {
    return [{ path, en: record.en, de: record.de }];
  }
  return Object.entries(record).flatMap(([key, item]) => localizedTexts(item, path ? `${path}.${key}` : key));
}

/**
 * Every text the seed writes, in both languages: the generated demo catalogue (scale 1) plus
 * the reference lists it draws from (all taglines, review parts and templates, not only the
 * ones the generator happened to pick), the cars, fees and consultants' roles. Phrases a
 * template fills in ("im Okavango-Delta") appear inside the generated texts.
 */
export function seedTexts(today = new Date('2026-03-15T00:00:00Z')): SeedText[] {
  const data = generateCatalogue({ scale: 1, today });
  const sample: Localized = { en: 'in the Okavango Delta', de: 'im Okavango-Delta' };
  const intros = Object.entries(STAY_TEXTS).map(([type, texts]) => ({
    path: `STAY_TEXTS.${type}.intro`,
    ...texts.intro('Kwando Reed Camp', sample),
  }));
  return [
    ...localizedTexts(data),
    ...intros,
    ...localizedTexts(
      {
        STAY_TEXTS,
        SUSTAINABILITY_SENTENCES,
        REVIEW_OPENINGS,
        REVIEW_HIGHLIGHTS,
        REVIEW_CLOSINGS,
        ACTIVITY_TEMPLATES,
        SEASON_TEXTS,
        ROOM_SETS,
        MEAL_PLANS,
        EXPERIENCES,
        VOCABULARY,
        CAR_SEED,
        FEE_SEEDS,
        DEMO_CONSULTANTS,
        ARTWORK_ALT,
        ARTWORK_LIGHT,
      },
      '',
    ),
    ...COUNTRIES.map((country) => ({
      path: `COUNTRIES.${country.slug}.deTo/deIn`,
      en: `to ${country.name.en} / in ${country.name.en}`,
      de: `${country.deTo} / ${country.deIn}`,
    })),
    {
      path: 'ZANZIBAR_PHRASES',
      en: 'to Zanzibar / on Zanzibar',
      de: `${ZANZIBAR_PHRASES.deTo} / ${ZANZIBAR_PHRASES.deIn}`,
    },
  ];
}
