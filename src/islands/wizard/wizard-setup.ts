import type { Currency } from '~/lib/currency';
import type { Locale } from '~/i18n/locales';
import type { BudgetBand } from './wizard.format';

/** One option of a multi-select: the catalogue slug the enquiry sends and its name in the page's language. */
export interface Choice {
  slug: string;
  name: string;
}

/** Everything the page hands the island besides the messages (read on the server). */
export interface WizardSetup {
  locale: Locale;
  /** The visitor's currency: the budget's default. */
  currency: Currency;
  currencies: readonly Currency[];
  countries: Choice[];
  destinations: Choice[];
  themes: Choice[];
  /** Budget bands per person per trip in whole units, per currency (spec 2 §9 bands). */
  budgets: Record<Currency, BudgetBand[]>;
  /** Set only when GOOGLE_CLIENT_ID is configured. */
  googleClientId: string | null;
  paths: { home: string; contact: string; privacy: string };
}
