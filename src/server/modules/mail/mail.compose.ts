import { countLabel, travellersLabel } from '~/i18n/count';
import { LOCALE_CONFIG, type Locale } from '~/i18n/locales';
import { MESSAGES, type MessageKey } from '~/i18n/messages';
import { getTranslator, type Translate } from '~/i18n/t';
import { formatMoney, isCurrency } from '~/lib/currency';
import { formatDateTime, formatDisplayDate } from '~/lib/dates';
import type { MailContent } from './mail.render';

/** What the visitor's quote e-mail says about the quote. */
export interface QuoteMailFacts {
  firstName: string;
  reference: string;
  title: string;
  startDate: string;
  endDate: string;
  nights: number;
  adults: number;
  children: number;
  currency: string;
  totalMinor: number | null;
  expiryDays: number;
  consultantName: string | null;
}

/** What a consultant needs to know about a new lead. */
export interface LeadMailFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredCommunication: string;
  locale: string;
  kind: string;
  comments: string | null;
  manualReason: string | null;
}

export interface ContactMailFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  language: string;
  message: string;
  createdAt: Date;
}

/** A code's label, e.g. mail.kind.WIZARD, or the code itself when it has none. */
function label(t: Translate, prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  return key in MESSAGES.en ? t(key as MessageKey) : code;
}

function money(minor: number, currency: string, locale: Locale): string {
  if (isCurrency(currency)) return formatMoney(minor, currency, locale);
  return new Intl.NumberFormat(LOCALE_CONFIG[locale].intl, { style: 'currency', currency }).format(minor / 100);
}

function visitorFrame(t: Translate, language: Locale) {
  return { language, signoff: [t('mail.signoff'), t('mail.team')], footer: t('mail.footer.visitor') };
}

function staffFrame(t: Translate, language: Locale) {
  return { language, signoff: [t('site.brand')], footer: t('mail.footer.staff') };
}

/** The visitor's confirmation: their proposal is ready, with the facts and the link to it. */
export function composeQuoteCreated(quote: QuoteMailFacts, locale: Locale, quoteUrl: string): MailContent {
  const t = getTranslator(locale);
  const dates = `${formatDisplayDate(quote.startDate, locale)} – ${formatDisplayDate(quote.endDate, locale)}`;
  const facts: [string, string][] = [
    [t('mail.fact.reference'), quote.reference],
    [t('mail.fact.trip'), quote.title],
    [t('mail.fact.dates'), `${dates}, ${countLabel(t, locale, 'catalogue.nights', quote.nights)}`],
    [t('mail.fact.travellers'), travellersLabel(t, locale, quote.adults, quote.children)],
  ];
  if (quote.totalMinor !== null) facts.push([t('mail.fact.total'), money(quote.totalMinor, quote.currency, locale)]);
  return {
    ...visitorFrame(t, locale),
    subject: t('mail.quote.subject', { title: quote.title }),
    greeting: t('mail.greeting', { name: quote.firstName }),
    paragraphs: [t('mail.quote.intro')],
    facts,
    link: { label: t('mail.quote.link'), url: quoteUrl },
    after: [
      countLabel(t, locale, 'mail.quote.validity', quote.expiryDays),
      quote.consultantName ? t('mail.quote.consultant', { name: quote.consultantName }) : t('mail.quote.noConsultant'),
    ],
  };
}

/** The visitor's confirmation when no quote could be built: a consultant prepares it by hand. */
export function composeLeadManual(lead: { firstName: string }, locale: Locale): MailContent {
  const t = getTranslator(locale);
  return {
    ...visitorFrame(t, locale),
    subject: t('mail.manual.subject'),
    greeting: t('mail.greeting', { name: lead.firstName }),
    paragraphs: [t('mail.manual.intro'), t('mail.manual.next')],
    facts: [],
  };
}

function languageName(code: string): string {
  return code in LOCALE_CONFIG ? LOCALE_CONFIG[code as Locale].label : code;
}

/** The consultant's notice of a lead assigned to them, with the quote when one was built. */
export function composeLeadAssigned(
  lead: LeadMailFacts,
  quote: { reference: string; url: string } | null,
  locale: Locale,
): MailContent {
  const t = getTranslator(locale);
  const name = `${lead.firstName} ${lead.lastName}`;
  const none = t('mail.fact.none');
  const facts: [string, string][] = [
    [t('mail.fact.name'), name],
    [t('mail.fact.email'), lead.email],
    [t('mail.fact.phone'), lead.phone],
    [t('mail.fact.preferred'), label(t, 'mail.channel', lead.preferredCommunication)],
    [t('mail.fact.language'), languageName(lead.locale)],
    [t('mail.fact.kind'), label(t, 'mail.kind', lead.kind)],
    [t('mail.fact.comments'), lead.comments?.trim() || none],
  ];
  if (quote) facts.unshift([t('mail.fact.reference'), quote.reference]);
  else if (lead.manualReason) facts.push([t('mail.fact.reason'), lead.manualReason]);
  return {
    ...staffFrame(t, locale),
    subject: t('mail.assigned.subject', { name }),
    paragraphs: [t('mail.assigned.intro'), quote ? t('mail.assigned.quoted') : t('mail.assigned.manual')],
    facts,
    ...(quote ? { link: { label: t('mail.assigned.link'), url: quote.url } } : {}),
  };
}

/** The sales team's copy of a contact-form message. */
export function composeContactReceived(contact: ContactMailFacts, locale: Locale): MailContent {
  const t = getTranslator(locale);
  const name = `${contact.firstName} ${contact.lastName}`;
  const none = t('mail.fact.none');
  const received = formatDateTime(contact.createdAt, locale);
  return {
    ...staffFrame(t, locale),
    subject: t('mail.contact.subject', { name }),
    paragraphs: [t('mail.contact.intro')],
    facts: [
      [t('mail.fact.name'), name],
      [t('mail.fact.email'), contact.email],
      [t('mail.fact.phone'), contact.phone || none],
      [t('mail.fact.country'), contact.country || none],
      [t('mail.fact.language'), languageName(contact.language)],
      [t('mail.fact.received'), received],
      [t('mail.fact.message'), contact.message],
    ],
  };
}
