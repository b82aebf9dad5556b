import { expect, type Page, type Request, test } from '@playwright/test';
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

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNoCookies(context, baseURL);
});

for (const lang of ['en', 'de'] as const) {
  const words = WORDS[lang];

  test(`${lang}: home → plan your trip → every step → generating → the quote`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/`);
    await page.getByRole('main').getByRole('link', { name: words.cta }).first().click();
    await expect(page).toHaveURL(`${words.path}?step=dates&sub=unsure`);
    await expect(page.getByRole('radio', { name: words.unsure })).toBeChecked();
    await answerDates(page, lang);
    await answerDetails(page, lang);
    await answerPersonal(page, lang);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(heading(page, words.generatingHeading)).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page).toHaveURL(/\/(en|de)\/q\/[0-9A-Z-]+-\d+$/, { timeout: 45_000 });
    // A real quote is behind the address: its reference, the family and a priced route.
    const reference = /\/q\/([0-9A-Z-]+)-\d+$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByText(words.family2and1, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.route })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.payments })).toBeVisible();
    // Back from the quote starts a new run: the answers are gone.
    await page.goBack();
    await expect(page).toHaveURL(`${words.path}?step=dates&sub=unsure`);
    await page.goto(`${words.path}?step=personal`);
    await expect(page.getByRole('textbox', { name: words.firstName, exact: true })).toHaveValue('');
  });

  test(`${lang}: validation messages come from the shared schemas`, async ({ page }) => {
    await page.goto(`${words.path}?step=personal`);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.required)).toHaveCount(4);
    await page.getByRole('textbox', { name: words.email, exact: true }).fill('ada@');
    await page.getByRole('textbox', { name: words.phone, exact: true }).fill('12');
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.invalidEmail)).toBeVisible();
    await expect(page.getByText(words.invalidPhone)).toBeVisible();
    await expect(page.getByRole('textbox', { name: words.firstName, exact: true })).toBeFocused();

    await page.goto(`${words.path}?step=details`);
    await page.getByRole('button', { name: WORDS[lang].oneMoreChild }).click();
    const child = page.getByRole('textbox', { name: words.childBirth });
    await expect(child).toHaveAttribute('placeholder', lang === 'de' ? 'TT.MM.JJJJ' : 'DD-MM-YYYY or YYYY-MM-DD');
    for (const [typed, message] of [
      ['', words.required],
      ['2016-5-1', words.dateFormat],
      ['31-02-2016', words.dateInvalid],
      ['12/05/2016', words.dateUnsupported],
    ] as const) {
      await child.fill(typed);
      await next(page, lang);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(heading(page, words.detailsHeading)).toBeVisible();
    }
    // The way each language writes a date: 12-05-2016 in English, 12.05.2016 in German.
    await child.fill(lang === 'de' ? '12.05.2016' : '12-05-2016');
    await next(page, lang);
    await expect(heading(page, words.personalHeading)).toBeVisible();
  });
}

test('the German address serves the wizard itself; the English name redirects to it', async ({ request }) => {
  const page = await request.get('/de/meine-reise-planen?step=details', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toMatch(/<h1[^>]*>Planen Sie Ihre Reise<\/h1>/);
  // Served once through the rewrite, the internal name still redirects (no cached copy under it).
  const internal = await request.get('/de/plan-my-trip?step=details', { maxRedirects: 0 });
  expect(internal.status()).toBe(301);
  expect(internal.headers()['location']).toBe('/de/meine-reise-planen?step=details');
});

test('deep links open a step and sub-step; guarded steps fall back', async ({ page }) => {
  await page.goto('/en/plan-my-trip?step=dates&sub=unsure');
  await expect(page.getByRole('radio', { name: WORDS.en.unsure })).toBeChecked();
  await expect(page.getByRole('group', { name: WORDS.en.monthQuestion })).toBeVisible();

  await page.goto('/en/plan-my-trip?step=dates&sub=exact');
  await expect(page.getByRole('radio', { name: WORDS.en.exact })).toBeChecked();
  await expect(page.getByLabel('First day of the trip')).toBeVisible();

  await page.goto('/de/meine-reise-planen?step=details');
  await expect(heading(page, WORDS.de.detailsHeading)).toBeVisible();
  await expect(page.getByText('Schritt 3 von 5')).toBeVisible();

  // Nothing to generate yet: the personal details come first.
  await page.goto('/en/plan-my-trip?step=generating');
  await expect(heading(page, WORDS.en.personalHeading)).toBeVisible();
  await expect(page).toHaveURL('/en/plan-my-trip?step=personal');
});

test('a reload keeps the answers and the screen', async ({ page }) => {
  await page.goto('/en/plan-my-trip?step=dates&sub=unsure');
  const month = page.getByRole('group', { name: WORDS.en.monthQuestion }).getByRole('radio').nth(4);
  await month.check();
  await next(page, 'en');
  await page.getByRole('radio', { name: /^3 weeks/ }).check();
  await page.reload();
  await expect(page).toHaveURL('/en/plan-my-trip?step=dates&sub=duration');
  await expect(page.getByRole('radio', { name: /^3 weeks/ })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(month).toBeChecked();
});

test('the browser back button goes to the previous step', async ({ page }) => {
  await page.goto('/en/plan-my-trip?step=dates&sub=unsure');
  await answerDates(page, 'en');
  await expect(heading(page, WORDS.en.detailsHeading)).toBeVisible();
  await page.goBack();
  await expect(heading(page, WORDS.en.choiceHeading)).toBeVisible();
  await page.goBack();
  await expect(heading(page, WORDS.en.flightHeading)).toBeVisible();
  await expect(page.getByRole('radio', { name: WORDS.en.flightNo })).toBeChecked();
  await page.goBack();
  await expect(heading(page, WORDS.en.durationHeading)).toBeVisible();
  await page.goForward();
  await expect(heading(page, WORDS.en.flightHeading)).toBeVisible();
});

test('skip leaves a step out; the personal details cannot be skipped', async ({ page }) => {
  await page.goto('/en/plan-my-trip?step=dates&sub=unsure');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(heading(page, WORDS.en.detailsHeading)).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(heading(page, WORDS.en.personalHeading)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
});

test('fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await page.getByRole('button', { name: /^(Next|Get my quote)$/ }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
  };
  await page.goto('/en/plan-my-trip?step=dates&sub=unsure');
  await fits();
  await answerDates(page, 'en');
  await fits();
  await page.getByRole('button', { name: WORDS.en.oneMoreChild }).click();
  await fits();
  await page.getByRole('textbox', { name: WORDS.en.childBirth }).fill('2016-05-12');
  await next(page, 'en');
  await fits();
});

async function reachGenerating(page: Page, lang: Lang) {
  await page.goto(`${WORDS[lang].path}?step=personal`);
  await answerPersonal(page, lang);
  await page.getByRole('button', { name: WORDS[lang].submit }).click();
}

test('a lost connection says so; the retry sends the same submission id and gets the quote', async ({ page }) => {
  const sent: Request[] = [];
  await page.route('**/api/graphql', async (route) => {
    if (route.request().headers()['x-graphql-operation-name'] !== 'makeWizardEnquiry') return route.continue();
    sent.push(route.request());
    // The first try is cut off on the way, as on a dropped mobile connection; the retry goes through.
    return sent.length === 1 ? route.abort('connectionreset') : route.continue();
  });
  await reachGenerating(page, 'en');
  await expect(page.getByRole('alert')).toHaveText(WORDS.en.error);
  await page.getByRole('button', { name: WORDS.en.retry }).click();
  await expect(page).toHaveURL(/\/en\/q\/[0-9A-Z-]+-\d+$/, { timeout: 45_000 });
  const ids = sent.map((request) => request.postDataJSON().variables.enquiry.submissionId);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(ids[1]).toBe(ids[0]);
});

test('when no quote can be built, the consultant message is the confirmation', async ({ page }) => {
  const words = WORDS.de;
  await page.goto(`${words.path}?step=dates`);
  await page.getByRole('radio', { name: words.exact }).check();
  // Three years ahead: beyond the rates stays have loaded, so nothing can be priced.
  const year = new Date().getFullYear() + 3;
  await page.getByLabel(words.start).fill(`${year}-03-01`);
  await page.getByLabel(words.end).fill(`${year}-03-12`);
  await next(page, 'de');
  await expect(heading(page, words.flightHeading)).toBeVisible();
  await page.getByRole('radio', { name: words.flightNo }).check();
  await next(page, 'de');
  await expect(heading(page, words.choiceHeading)).toBeVisible();
  await next(page, 'de');
  await expect(heading(page, words.detailsHeading)).toBeVisible();
  await page.getByRole('button', { name: words.skip }).click();
  await answerPersonal(page, 'de');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.manual)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { name: 'Vielen Dank, wir haben Ihre Anfrage erhalten' })).toBeVisible();
  // The run is over: a reload starts a new one.
  await page.reload();
  await expect(page.getByRole('radio', { name: words.unsure })).toBeChecked();
  await expect(page.getByRole('group', { name: words.monthQuestion }).getByRole('radio').first()).not.toBeChecked();
});

test('without JavaScript the page points to the contact form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await acceptNoCookies(context, baseURL);
  const page = await context.newPage();
  await page.goto('/en/plan-my-trip');
  // Playwright's text selectors skip <noscript>, so the notice is read by its place in the page.
  await expect(page.getByRole('main').locator('noscript p').first()).toContainText(
    'The trip planner needs JavaScript.',
  );
  const contact = page.getByRole('link', { name: 'Go to the contact form' });
  await expect(contact).toBeVisible();
  await expect(contact).toHaveAttribute('href', '/en/contact');
  await context.close();
});
