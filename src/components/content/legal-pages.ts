import type { MessageKey } from '~/i18n/messages';

/** The legal pages of spec 1 §2, in footer order, with the footer's label for each. */
export const LEGAL_PAGES = [
  { slug: 'imprint', label: 'footer.imprint' },
  { slug: 'fees-levies', label: 'footer.feesLevies' },
  { slug: 'privacy-policy', label: 'footer.privacy' },
  { slug: 'terms-conditions', label: 'footer.terms' },
  { slug: 'covid-flexible-terms', label: 'footer.covidTerms' },
] as const satisfies readonly { slug: string; label: MessageKey }[];

export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];

export const isLegalSlug = (value: string | undefined): value is LegalSlug =>
  LEGAL_PAGES.some((page) => page.slug === value);
