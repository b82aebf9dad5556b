import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  acceptNoCookies,
  answerDates,
  answerDetails,
  answerPersonal,
  heading,
  type Lang,
  next,
  WORDS,
} from './wizard-pages';
import { settleHotels, stops } from './personalise-pages';

/**
 * What a new visitor met in Chromium (issue 9, items 10–12; docs/decisions/020), in both
 * languages: prices and quotes in the visitor's currency, whether detected (Accept-Language)
 * or chosen with the footer's switch; only cars the server accepts, and the server's own
 * words when it refuses; "With family" adds no child; the summary names the activities;
 * German count phrases after "für".
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNoCookies(context, baseURL);
});

const TEXT = {
  en: {
    start: 'Start date',
    next: 'Next',
    submit: 'Request my free quote',
    hotels: 'Choose your stays and rooms',
    activities: 'Add activities',
    car: 'Rent a car',
    details: 'Your details',
    stopTotal: /^Rooms for this stop: /,
    perPerson: /per person per night/,
    perDay: /per day$/,
    orSimilar: /or similar$/,
    noCar: 'No car, thank you',
    noCarForTrip: /^No rental car can be booked online for this trip/,
    carRefused: 'This car is not available for this trip',
    generic: 'Sorry, something went wrong, please try again later.',
    success: 'Thank you! Your request is on its way.',
    viewQuote: 'View your quote',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    choices: 'Your choices',
    activitiesTerm: 'Activities',
    pricesIn: 'Prices in',
    unknownTrip: 'This value does not exist in our catalogue',
  },
  de: {
    start: 'Reisebeginn',
    next: 'Weiter',
    submit: 'Kostenloses Angebot anfordern',
    hotels: 'Wählen Sie Unterkünfte und Zimmer',
    activities: 'Aktivitäten hinzufügen',
    car: 'Mietwagen wählen',
    details: 'Ihre Angaben',
    stopTotal: /^Zimmer für diese Station: /,
    perPerson: /pro Person und Nacht/,
    perDay: /pro Tag$/,
    orSimilar: /oder ähnlich$/,
    noCar: 'Kein Mietwagen, danke',
    noCarForTrip: /^Für diese Reise lässt sich online kein Mietwagen buchen/,
    carRefused: 'Dieses Auto ist für diese Reise nicht verfügbar',
    generic: 'Entschuldigung, etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
    success: 'Vielen Dank! Ihre Anfrage ist unterwegs.',
    viewQuote: 'Angebot ansehen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    choices: 'Ihre Auswahl',
    activitiesTerm: 'Aktivitäten',
    pricesIn: 'Preise in',
    unknownTrip: 'Diesen Wert gibt es in unserem Katalog nicht',
  },
} as const;

const SYMBOL = { USD: '$', GBP: '£' } as const;
type Code = keyof typeof SYMBOL;

/** Chooses the currency as a visitor does: the footer's switch (it stores the `currency` cookie). */
async function chooseCurrency(page: Page, lang: Lang, code: Code) {
  await page.goto(`/${lang}/`);
  const currencySwitch = page.getByRole('contentinfo').locator('details.currency-switch');
  await currencySwitch.locator('summary').click();
  await currencySwitch.getByRole('link', { name: new RegExp(`^${code}\\b`) }).click();
  await expect(currencySwitch.locator('summary')).toHaveText(new RegExp(`${TEXT[lang].pricesIn} ${code}$`));
}

/** A start two months ahead: inside the seeded rate window, whatever day the tests run. */
function startDate(): string {
  const day = new Date();
  day.setDate(day.getDate() + 60);
  return day.toISOString().slice(0, 10);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function datesAndHotels(page: Page, lang: Lang, tripId: number) {
  const text = TEXT[lang];
  await page.goto(`/${lang}/personalise?trip=${tripId}`);
  await page.getByLabel(text.start).fill(startDate());
  await page.getByRole('button', { name: text.next }).click();
  await expect(stepHeading(page, text.hotels)).toBeVisible();
  await settleHotels(page, TEXT[lang].stopTotal);
}

async function fillCustomer(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.getByRole('textbox', { name: text.firstName, exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: text.lastName, exact: true }).fill('Lopez');
  await page.getByRole('textbox', { name: text.email, exact: true }).fill('ana@example.com');
  await page.getByRole('textbox', { name: text.phone, exact: true }).fill('+34600504050');
}

/** The quote page's total, in the quote's currency. */
const quoteTotal = (page: Page) => page.locator('.quote__facts strong').first();

const QUOTE_ADDRESS = /\/(en|de)\/q\/[0-9A-Z-]+-\d+$/;

// English: the currency detected from the browser's language (en-GB → GBP), nothing chosen.
// German: US dollars chosen with the footer's switch.
const VISITORS = [
  { lang: 'en', code: 'GBP', how: 'detected' },
  { lang: 'de', code: 'USD', how: 'chosen' },
] as const;

for (const { lang, code, how } of VISITORS) {
  test.describe(`${lang}, ${code} ${how}`, () => {
    if (how === 'detected') test.use({ locale: 'en-GB' });
    const symbol = SYMBOL[code];
    const text = TEXT[lang];
    const words = WORDS[lang];

    test('the personalise flow prices hotels, activities, the car and the quote in that currency; the summary names the activities', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      if (how === 'chosen') await chooseCurrency(page, lang, code);
      await page.goto(`/${lang}/t/1`);
      // The trip page prices in that currency; so must everything after it.
      await expect(page.getByRole('contentinfo').locator('.currency-switch summary')).toHaveText(
        new RegExp(`${text.pricesIn} ${code}$`),
      );
      await datesAndHotels(page, lang, 1);
      await expect(page.getByText(text.perPerson).first()).toContainText(symbol);
      await expect(stops(page).first().getByText(text.stopTotal)).toContainText(symbol);
      await expect(stops(page).first().getByText(text.stopTotal)).not.toContainText('€');
      await page.getByRole('button', { name: text.next }).click();

      await expect(stepHeading(page, text.activities)).toBeVisible();
      const optional = page.getByRole('checkbox', { checked: false }).first();
      const id = await optional.getAttribute('id');
      const title = ((await page.locator(`label[for="${id}"]`).first().textContent()) ?? '').trim();
      expect(title).not.toBe('');
      await page.locator(`#${id}`).check();
      await expect(page.locator('.pz-price').first()).toContainText(symbol);
      await page.getByRole('button', { name: text.next }).click();

      await expect(stepHeading(page, text.car)).toBeVisible();
      await page.getByRole('radio', { name: text.orSimilar }).first().check();
      await expect(page.getByText(text.perDay).first()).toContainText(symbol);
      await page.getByRole('button', { name: text.next }).click();

      await expect(stepHeading(page, text.details)).toBeVisible();
      const summary = page.getByRole('complementary', { name: text.choices });
      // Named, not counted: the activity's title is in the summary.
      await expect(summary.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
      await expect(summary.getByRole('definition').filter({ hasText: /^\d+$/ })).toHaveCount(0);
      await fillCustomer(page, lang);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(stepHeading(page, text.success)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('link', { name: text.viewQuote }).click();
      await expect(page).toHaveURL(QUOTE_ADDRESS);
      await expect(quoteTotal(page)).toContainText(symbol);
      await expect(quoteTotal(page)).not.toContainText('€');
    });

    test('the wizard quotes in that currency; "With family" adds no child by itself', async ({ page }) => {
      test.setTimeout(120_000);
      if (how === 'chosen') await chooseCurrency(page, lang, code);
      await page.goto(`${words.path}?step=dates&sub=unsure`);
      await answerDates(page, lang);
      if (lang === 'en') {
        // A family: the visitor adds the child (the helper checks that none was added for them).
        await answerDetails(page, lang);
      } else {
        await expect(heading(page, words.detailsHeading)).toBeVisible();
        await page.getByRole('checkbox', { name: 'Botswana', exact: true }).check();
        await page.getByRole('radio', { name: words.family }).check();
        await expect(page.getByRole('textbox', { name: words.childBirth })).toHaveCount(0);
        await expect(page.getByText(words.familyHint)).toBeVisible();
        // Travelling alone after all: one adult, for the German count phrases below.
        await page.getByRole('radio', { name: words.alone }).check();
        await expect(page.getByRole('spinbutton', { name: /^Erwachsene/ })).toHaveValue('1');
        await next(page, lang);
      }
      await answerPersonal(page, lang);
      await page.getByRole('button', { name: words.submit }).click();
      await expect(page).toHaveURL(QUOTE_ADDRESS, { timeout: 45_000 });
      await expect(quoteTotal(page)).toContainText(symbol);
      await expect(quoteTotal(page)).not.toContainText('€');
      if (lang === 'en') {
        await expect(page.getByText(words.family2and1, { exact: true })).toBeVisible();
      } else {
        // "Reisende: 1 Erwachsener", but "für 1 Erwachsenen" (accusative after "für").
        await expect(page.locator('.quote__facts').getByText('1 Erwachsener', { exact: true })).toBeVisible();
        await expect(page.getByText('für 1 Erwachsenen', { exact: true }).first()).toBeVisible();
        await expect(page.getByText(/für 1 Erwachsener\b/)).toHaveCount(0);
      }
    });
  });
}

/** The seeded trip with this English title (looked up, as ids depend on the seed's order). */
async function tripIdOf(request: APIRequestContext, slug: string, title: string): Promise<number> {
  const answer = await request.post('/api/graphql', {
    data: {
      query: 'query tripsIn($slug: String!) { getTripsByDestinationSlug(slug: $slug) { id title } }',
      variables: { slug, userPreferences: { langCode: 'en', currency: 'EUR', referrer: null } },
      operationName: 'tripsIn',
      operationType: 'query',
    },
  });
  const trips = ((await answer.json()) as { data: { getTripsByDestinationSlug: { id: number; title: string }[] } }).data
    .getTripsByDestinationSlug;
  const trip = trips.find((candidate) => candidate.title === title);
  if (!trip) throw new Error(`no seeded trip "${title}"`);
  return trip.id;
}

/** A car the trip cannot have: picked up only outside Mauritius and the Seychelles. */
async function mainlandCarId(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/api/graphql', {
    data: {
      query: 'query allCars { allCars { id countries } }',
      variables: { userPreferences: { langCode: 'en', currency: 'EUR', referrer: null } },
      operationName: 'allCars',
      operationType: 'query',
    },
  });
  const cars = ((await answer.json()) as { data: { allCars: { id: number; countries: string[] }[] } }).data.allCars;
  const car = cars.find((candidate) => candidate.countries.length > 0 && !candidate.countries.includes('SC'));
  if (!car) throw new Error('no mainland car seeded');
  return car.id;
}

const ISLAND_TRIPS = [
  { lang: 'en', slug: 'seychelles', title: 'Seychelles island hopping' },
  { lang: 'de', slug: 'mauritius', title: 'Mauritius: island and mountains' },
] as const;

for (const { lang, slug, title } of ISLAND_TRIPS) {
  test(`${lang}: ${title} offers no car the server refuses, and a refusal is shown in the server's words`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const tripId = await tripIdOf(request, slug, title);
    await datesAndHotels(page, lang, tripId);
    await page.getByRole('button', { name: text.next }).click();
    await expect(stepHeading(page, text.activities)).toBeVisible();
    await page.getByRole('button', { name: text.next }).click();

    await expect(stepHeading(page, text.car)).toBeVisible();
    await expect(page.getByText(text.noCarForTrip)).toBeVisible();
    await expect(page.getByRole('radio', { name: text.orSimilar })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: text.noCar })).toBeChecked();
    await page.getByRole('button', { name: text.next }).click();
    await expect(stepHeading(page, text.details)).toBeVisible();
    await fillCustomer(page, lang);

    // A car the trip cannot have, sent anyway (an old tab, a crafted request): the real server
    // refuses it, and the visitor reads why, in their language, not the generic sentence.
    const carId = await mainlandCarId(request);
    await page.route('**/api/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables: { personalization?: { cars: unknown[] } };
      };
      if (body.operationName !== 'makeTripPersonalization' || !body.variables.personalization) return route.continue();
      body.variables.personalization.cars = [{ carId, quantity: 1 }];
      return route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.carRefused })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(text.generic)).toHaveCount(0);

    // As offered (no car), the same trip is accepted.
    await page.unroute('**/api/graphql');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(stepHeading(page, text.success)).toBeVisible({ timeout: 30_000 });
  });
}

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: the wizard shows the server's refusal in its words, not the generic sentence`, async ({ page }) => {
    test.setTimeout(90_000);
    const words = WORDS[lang];
    // A trip id that is no trip (a stale link): the server refuses it by name.
    await page.goto(`${words.path}?step=dates&sub=unsure&trip=999999`);
    await answerDates(page, lang);
    await expect(heading(page, words.detailsHeading)).toBeVisible();
    await next(page, lang);
    await answerPersonal(page, lang);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(TEXT[lang].unknownTrip, { timeout: 30_000 });
    await expect(page.getByText(words.error)).toHaveCount(0);
  });
}
