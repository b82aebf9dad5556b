import { type Currency, formatMoney } from '~/lib/currency';
import type { Locale } from '~/i18n/locales';
import { formatDayWithWeekday, monthYear } from '~/lib/dates';
import type { Translate } from './wizard-messages';

/** "June 2026" / "Juni 2026" for a YYYY-MM month. */
export function monthLabel(month: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthYear(number, year, locale, style);
}

/** "Sat, 6 June 2026" for a YYYY-MM-DD day: a calendar day, so read in UTC. */
export function dayLabel(day: string, locale: Locale): string {
  return formatDayWithWeekday(day, locale);
}

export function nightsLabel(nights: number, t: Translate): string {
  return nights === 1 ? t('wizard.nights.one') : t('wizard.nights.other', { count: nights });
}

export interface BudgetBand {
  level: 'basic' | 'medium' | 'fancy';
  /** Whole units per person per trip; max null for the open top band. */
  min: number;
  max: number | null;
}

/**
 * The amount a band's button fills in: its upper limit; the open top band has none, so
 * it fills in twice its lower limit, a ceiling that leaves the dearest trips in reach.
 */
export function bandAmount(band: BudgetBand): number {
  return band.max ?? band.min * 2;
}

export function bandLabel(band: BudgetBand, currency: Currency, locale: Locale, t: Translate): string {
  const money = (units: number) => formatMoney(units * 100, currency, locale);
  if (band.level === 'basic' && band.max !== null) return t('wizard.budget.basic', { max: money(band.max) });
  if (band.max === null) return t('wizard.budget.fancy', { min: money(band.min) });
  return t('wizard.budget.medium', { min: money(band.min), max: money(band.max) });
}
