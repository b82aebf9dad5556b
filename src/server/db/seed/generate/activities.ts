import { ACTIVITY_TEMPLATES, DEFAULT_ACTIVITIES } from '../catalogue/activity-templates';
import { FX_RATES } from '../catalogue/fx-rates';
import { type ActivityInsert, buildActivity } from '../factory-builders';
import { randomFor } from '../random';
import type { IdSequence } from './ids';
import type { Places } from './places';

/** Permits and flights are bought ahead, so these keep the strict policy. */
const STRICT = new Set(['gorilla-trek', 'balloon', 'scenic-flight']);

/** Two to four activities for every destination with stays (not multiplied by scale). */
export function buildActivities(places: Places, ids: IdSequence): ActivityInsert[] {
  const rows: ActivityInsert[] = [];
  for (const place of places.values()) {
    if (!place.seed.stays) continue;
    const keys = [...new Set([...place.activities, ...DEFAULT_ACTIVITIES[place.seed.art]])].slice(
      0,
      Math.max(2, Math.min(4, place.activities.length)),
    );
    for (const key of keys) {
      const template = ACTIVITY_TEMPLATES[key];
      const rng = randomFor('activity', place.seed.slug, key);
      const currency = place.rateCurrency;
      const units = (template.costUsd * rng.float(0.85, 1.15, 2) * FX_RATES[currency]) / FX_RATES.USD;
      const step = currency === 'USD' ? 5 : 50;
      const adult = Math.max(step, Math.round(units / step) * step) * 100;
      rows.push(
        buildActivity({
          id: ids.next('activities'),
          destinationId: place.id,
          title: template.title,
          shortDescription: template.short,
          description: template.description,
          durationMinutes: template.minutes,
          maxAdults: template.maxAdults,
          supplierName: `${place.seed.stem ?? place.seed.name.en} ${template.supplier}`,
          currency,
          costAdultMinor: adult,
          costChildMinor: Math.round(adult / 200) * 100,
          autoAdd: key === 'gorilla-trek',
          cancellationPolicy: STRICT.has(key) ? 'strict' : rng.pick(['flexible', 'moderate'] as const),
        }),
      );
    }
  }
  return rows;
}
