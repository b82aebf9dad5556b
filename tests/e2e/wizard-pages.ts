import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The wizard's words per language, as a visitor reads them (role and text selectors only). */
export const WORDS = {
  en: {
    path: '/en/plan-my-trip',
    cta: 'Plan your trip',
    next: 'Next',
    skip: 'Skip',
    back: 'Back',
    submit: 'Get my quote',
    unsure: "I don't know yet",
    exact: 'I know my exact dates',
    monthQuestion: 'Which month suits you best?',
    durationHeading: 'How long would you like to travel?',
    twoWeeks: '2 weeks',
    flightHeading: 'Have you already booked your flights?',
    flightNo: 'No, not yet',
    choiceHeading: 'Your travel dates',
    detailsHeading: 'Tell us about your trip',
    personalHeading: 'Where should we send your quote?',
    generatingHeading: 'We are putting your trip together',
    family: 'With family',
    familyHint: /^Travelling with children\? Add each child/,
    alone: 'Alone',
    oneMoreChild: 'One more child',
    childBirth: 'Date of birth of child 1',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    required: 'This field is required',
    invalidEmail: 'This has to be a valid email',
    invalidPhone: 'This has to be a valid phone number e.g. +34600504050',
    dateFormat: 'Date must be in DD-MM-YYYY or YYYY-MM-DD format',
    dateInvalid: 'Invalid date provided',
    dateUnsupported: 'Unsupported date format. Use DD-MM-YYYY or YYYY-MM-DD',
    error: 'Sorry, something went wrong, please try again later.',
    retry: 'Try again',
    start: 'First day of the trip',
    end: 'Last day of the trip',
    manual: 'Thank you! A consultant will prepare your quote by hand and get in touch with you shortly.',
    family2and1: '2 adults, 1 child',
    route: 'Your route',
    payments: 'Payment timeline',
  },
  de: {
    path: '/de/meine-reise-planen',
    cta: 'Reise planen',
    next: 'Weiter',
    skip: 'Überspringen',
    back: 'Zurück',
    submit: 'Mein Angebot erstellen',
    unsure: 'Ich weiß es noch nicht',
    exact: 'Ich kenne meine genauen Reisedaten',
    monthQuestion: 'Welcher Monat passt Ihnen am besten?',
    durationHeading: 'Wie lange möchten Sie reisen?',
    twoWeeks: '2 Wochen',
    flightHeading: 'Haben Sie Ihre Flüge schon gebucht?',
    flightNo: 'Nein, noch nicht',
    choiceHeading: 'Ihre Reisedaten',
    detailsHeading: 'Erzählen Sie uns von Ihrer Reise',
    personalHeading: 'Wohin dürfen wir Ihr Angebot senden?',
    generatingHeading: 'Wir stellen Ihre Reise zusammen',
    family: 'Mit der Familie',
    familyHint: /^Reisen Kinder mit\? Fügen Sie jedes Kind/,
    alone: 'Allein',
    oneMoreChild: 'Ein Kind mehr',
    childBirth: 'Geburtsdatum von Kind 1',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    invalidPhone: 'Dies muss eine gültige Telefonnummer sein, z. B. +34600504050',
    dateFormat: 'Das Datum muss im Format TT.MM.JJJJ angegeben werden (z. B. 05.03.2018)',
    dateInvalid: 'Ungültiges Datum',
    dateUnsupported: 'Dieses Datumsformat wird nicht unterstützt. Bitte TT.MM.JJJJ verwenden (z. B. 05.03.2018)',
    error: 'Entschuldigung, etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
    retry: 'Erneut versuchen',
    start: 'Erster Reisetag',
    end: 'Letzter Reisetag',
    manual:
      'Vielen Dank! Eine Reiseberaterin oder ein Reiseberater stellt Ihr Angebot persönlich zusammen und meldet sich in Kürze bei Ihnen.',
    family2and1: '2 Erwachsene, 1 Kind',
    route: 'Ihre Route',
    payments: 'Zahlungsplan',
  },
} as const;

export type Lang = keyof typeof WORDS;

/** A decided cookie banner, so it covers nothing. */
export async function acceptNoCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'consent', value: 'v=1&analytics=0&recording=0', url: baseURL ?? '' }]);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

export async function next(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: WORDS[lang].next, exact: true }).click();
}

/** Dates, "not sure": the third month offered, two weeks, flights not booked; then flexible. */
export async function answerDates(page: Page, lang: Lang): Promise<void> {
  const words = WORDS[lang];
  await page.getByRole('group', { name: words.monthQuestion }).getByRole('radio').nth(2).check();
  await next(page, lang);
  await expect(heading(page, words.durationHeading)).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${words.twoWeeks}`) }).check();
  await next(page, lang);
  await expect(heading(page, words.flightHeading)).toBeVisible();
  await page.getByRole('radio', { name: words.flightNo }).check();
  await next(page, lang);
  await expect(heading(page, words.choiceHeading)).toBeVisible();
  await next(page, lang);
}

/** Details: Botswana, safari, a family of two adults and the child the visitor adds. */
export async function answerDetails(page: Page, lang: Lang): Promise<void> {
  const words = WORDS[lang];
  await expect(heading(page, words.detailsHeading)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Botswana', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Safari', exact: true }).check();
  await page.getByRole('radio', { name: words.family }).check();
  await expect(page.getByRole('spinbutton', { name: /^(Adults|Erwachsene)/ })).toHaveValue('2');
  // "With family" adds no child by itself: the visitor says how many (docs/decisions/020).
  await expect(page.getByRole('textbox', { name: words.childBirth })).toHaveCount(0);
  await expect(page.getByText(words.familyHint)).toBeVisible();
  await page.getByRole('button', { name: words.oneMoreChild }).click();
  await page.getByRole('textbox', { name: words.childBirth }).fill('12-05-2016');
  await next(page, lang);
}

export async function answerPersonal(page: Page, lang: Lang): Promise<void> {
  const words = WORDS[lang];
  await expect(heading(page, words.personalHeading)).toBeVisible();
  await page.getByRole('textbox', { name: words.firstName, exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: words.lastName, exact: true }).fill('Lovelace');
  await page.getByRole('textbox', { name: words.email, exact: true }).fill('ada@example.com');
  await page.getByRole('textbox', { name: words.phone, exact: true }).fill('+34600504050');
}
