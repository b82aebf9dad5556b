/**
 * What the wizard offers, read on the server from the catalogue services (decision 010)
 * and handed to the island as props: no GraphQL round trip before the first question.
 */
import { CURRENCIES, type Currency } from '~/lib/currency';
import type { Database } from '~/server/db';
import type { CatalogueContext, DestinationCategory } from '~/server/modules/catalogue/catalogue.types';
import { listCountries, listExperiences } from '~/server/modules/catalogue/reference.service';
import { getDestinationsByIds } from '~/server/modules/destinations/destinations.service';
import { loadFxRates } from '~/server/modules/fx/fx.service';
import { budgetBands } from '~/server/modules/trips/trips.rules';
import type { BudgetBand } from '~/islands/wizard/wizard.format';
import type { Choice } from '~/islands/wizard/wizard-setup';

/** How many places besides the countries the destination question offers. */
export const TOP_DESTINATIONS = 10;

/** Categories that are not "a destination" in the visitor's sense: too wide, or a country already offered. */
const TOO_WIDE: readonly DestinationCategory[] = ['Continent', 'Region', 'Country', 'State', 'Province'];

export async function loadWizardChoices(db: Database, ctx: CatalogueContext) {
  const [countries, places, experiences, rates] = await Promise.all([
    listCountries(db, ctx),
    getDestinationsByIds(db, ctx),
    listExperiences(db, ctx),
    loadFxRates(db),
  ]);
  const countrySlugs = new Set(countries.map((country) => country.slug));
  const destinations: Choice[] = places
    .filter((place) => !TOO_WIDE.includes(place.category) && !countrySlugs.has(place.slug))
    .slice(0, TOP_DESTINATIONS)
    .map(({ slug, name }) => ({ slug, name }));
  const budgets = Object.fromEntries(
    CURRENCIES.map((currency) => [
      currency,
      budgetBands(currency, rates).map(
        (band): BudgetBand => ({
          level: band.level,
          min: band.minMinor / 100,
          max: band.maxMinor === null ? null : band.maxMinor / 100,
        }),
      ),
    ]),
  ) as Record<Currency, BudgetBand[]>;
  return {
    countries: countries.map(({ slug, name }) => ({ slug, name })),
    destinations,
    themes: experiences.map(({ slug, name }) => ({ slug, name })),
    budgets,
  };
}
