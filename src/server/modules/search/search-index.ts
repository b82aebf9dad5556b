import { count, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '~/i18n/locales';
import type { Database, Transaction } from '../../db/client';
import {
  countries,
  destinations,
  experiences,
  searchDocuments,
  stays,
  tripCountries,
  tripExperiences,
  trips,
} from '../../db/schema';
import type { Localized } from '../../db/schema/types';
import { DESTINATION_CATEGORIES, PROPERTY_TYPES } from '../../db/seed/catalogue/vocabulary';

export type SearchKind = 'trip' | 'destination' | 'stay' | 'experience';
type SearchDocument = typeof searchDocuments.$inferInsert;

/**
 * What search compares: lower case, accents stripped (NFD), ß as ss, one space between
 * words. "Südafrika" and "sudafrika" become the same text.
 */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

const CHUNK_ROWS = 500;

/**
 * Rebuilds search_documents from the catalogue: one row per trip, destination, stay and
 * experience in each language. Runs in a transaction (a savepoint when given one), so
 * searches never see a half-built index.
 */
export async function rebuildSearchIndex(db: Database | Transaction): Promise<number> {
  return db.transaction(async (tx) => {
    const documents = await collectDocuments(tx);
    await tx.delete(searchDocuments);
    for (let start = 0; start < documents.length; start += CHUNK_ROWS) {
      await tx.insert(searchDocuments).values(documents.slice(start, start + CHUNK_ROWS));
    }
    return documents.length;
  });
}

const NIGHTS: Localized = { en: 'nights', de: 'Nächte' };
const EXPERIENCE: Localized = { en: 'Experience', de: 'Erlebnis' };

function labelOf(labels: Record<string, Localized>, key: string, locale: Locale): string {
  return labels[key]?.[locale] ?? key;
}

function document(
  kind: SearchKind,
  refId: number,
  locale: Locale,
  slug: string,
  title: string,
  subtitle: string,
  body: string,
  popularity: number,
): SearchDocument {
  const normalized = normalizeSearchText(`${title} ${subtitle} ${body}`);
  return { kind, refId, locale, slug, title, subtitle, body, normalized, popularity };
}

async function collectDocuments(tx: Transaction): Promise<SearchDocument[]> {
  const countryRows = await tx.select().from(countries);
  const countryName = new Map(countryRows.map((c) => [c.code, c.name]));
  const destinationRows = await tx.select().from(destinations).orderBy(destinations.id);
  const destinationById = new Map(destinationRows.map((d) => [d.id, d]));
  const tripRows = await tx.select().from(trips).orderBy(trips.id);
  const tripCountryRows = await tx.select().from(tripCountries);
  const stayRows = await tx.select().from(stays).orderBy(stays.id);
  const experienceRows = await tx.select().from(experiences).orderBy(experiences.id);
  const experienceUse = await tx
    .select({ experienceId: tripExperiences.experienceId, trips: count() })
    .from(tripExperiences)
    .groupBy(tripExperiences.experienceId);
  const tripsPerExperience = new Map(experienceUse.map((row) => [row.experienceId, row.trips]));
  const countriesOfTrip = new Map<number, string[]>();
  for (const row of tripCountryRows) {
    countriesOfTrip.set(row.tripId, [...(countriesOfTrip.get(row.tripId) ?? []), row.countryCode]);
  }

  const documents: SearchDocument[] = [];
  for (const locale of LOCALES) {
    for (const trip of tripRows) {
      const names = (countriesOfTrip.get(trip.id) ?? []).map((code) => countryName.get(code)?.[locale] ?? code);
      const subtitle = [...names.sort(), `${trip.numberOfNights} ${NIGHTS[locale]}`].join(' · ');
      // Trip pages are addressed by id (/{lang}/t/{id}).
      documents.push(
        document(
          'trip',
          trip.id,
          locale,
          String(trip.id),
          trip.title[locale],
          subtitle,
          trip.shortDescription[locale],
          trip.priority,
        ),
      );
    }
    for (const destination of destinationRows) {
      const category = labelOf(DESTINATION_CATEGORIES, destination.category, locale);
      const country = destination.countryCode ? countryName.get(destination.countryCode)?.[locale] : undefined;
      const subtitle = country && destination.category !== 'Country' ? `${category} · ${country}` : category;
      documents.push(
        document(
          'destination',
          destination.id,
          locale,
          destination.slug,
          destination.name[locale],
          subtitle,
          destination.shortDescription[locale],
          destination.popularity,
        ),
      );
    }
    for (const stay of stayRows) {
      const place = destinationById.get(stay.destinationId);
      const subtitle = [labelOf(PROPERTY_TYPES, stay.propertyType, locale), place?.name[locale]]
        .filter(Boolean)
        .join(' · ');
      const popularity = (place?.popularity ?? 0) + (stay.isFeatured ? 10 : 0);
      documents.push(
        document('stay', stay.id, locale, stay.slug, stay.name, subtitle, stay.tagline[locale], popularity),
      );
    }
    for (const experience of experienceRows) {
      documents.push(
        document(
          'experience',
          experience.id,
          locale,
          experience.slug,
          experience.name[locale],
          EXPERIENCE[locale],
          experience.description[locale],
          tripsPerExperience.get(experience.id) ?? 0,
        ),
      );
    }
  }
  return documents;
}

/** The documents of one entity, for tests and for refreshing after an edit. */
export async function searchDocumentsOf(db: Database | Transaction, kind: SearchKind, refId: number) {
  const rows = await db.select().from(searchDocuments).where(eq(searchDocuments.refId, refId));
  return rows.filter((row) => row.kind === kind);
}
