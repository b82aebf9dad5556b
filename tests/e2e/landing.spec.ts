import { expect, type Page, test } from '@playwright/test';
import { acceptNoCookies, type Lang, WORDS } from './wizard-pages';

/**
 * The landing page's enquiry form (issue 5 item 3): a plain form that posts to its own page,
 * so it works without JavaScript; a valid post lands on the new quote's page.
 */
const FORM = {
  en: {
    heading: 'Get your free quote',
    month: 'Month of travel',
    duration: 'Length of the trip',
    adults: 'Adults (18 and over)',
    submit: 'Get my quote',
    summary: 'Please check the marked fields.',
  },
  de: {
    heading: 'Ihr kostenloses Angebot',
    month: 'Reisemonat',
    duration: 'Reisedauer',
    adults: 'Erwachsene (ab 18 Jahren)',
    submit: 'Mein Angebot erhalten',
    summary: 'Bitte prüfen Sie die markierten Felder.',
  },
} as const;

const QUOTE_URL = /\/(en|de)\/q\/([0-9A-Z-]+)-\d+$/;

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNoCookies(context, baseURL);
});

async function fill(page: Page, lang: Lang, email: string) {
  const words = WORDS[lang];
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box(words.firstName).fill('Ada');
  await box(words.lastName).fill('Lovelace');
  await box(words.email).fill(email);
  await box(words.phone).fill('+34600504050');
  // The third month offered, two weeks, two adults and a child.
  await page.getByLabel(FORM[lang].month).selectOption({ index: 3 });
  await page.getByLabel(FORM[lang].duration).selectOption({ label: words.twoWeeks });
  await page.getByRole('spinbutton', { name: FORM[lang].adults }).fill('2');
  await box(words.childBirth).fill('02-04-2018');
}

async function expectQuote(page: Page, lang: Lang) {
  await expect(page).toHaveURL(QUOTE_URL, { timeout: 20_000 });
  const reference = QUOTE_URL.exec(page.url())?.[2] ?? '';
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText(WORDS[lang].family2and1, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: WORDS[lang].route })).toBeVisible();
}

for (const lang of ['en', 'de'] as const) {
  const words = WORDS[lang];
  const path = `/${lang}/a/botswana`;

  test(`${lang}: the landing form sends an enquiry and opens its quote`, async ({ page }) => {
    const response = await page.goto(path);
    // The page stays cacheable: the form in it carries nothing per visitor.
    expect(response?.headers()['cache-control']).toContain('s-maxage');
    await expect(page.locator('input[name="submissionId"]')).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2, name: FORM[lang].heading })).toBeVisible();
    await fill(page, lang, `ada.${lang}@example.com`);
    await page.getByRole('button', { name: FORM[lang].submit }).click();
    await expectQuote(page, lang);
  });

  test(`${lang}: a bad e-mail is answered next to the field, with what was typed kept`, async ({ page }) => {
    await page.goto(`${path}?utm_source=newsletter&utm_medium=email`);
    await fill(page, lang, 'ada@');
    await page.getByRole('button', { name: FORM[lang].submit }).click();
    const email = page.getByRole('textbox', { name: words.email, exact: true });
    await expect(page.getByText(words.invalidEmail)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(FORM[lang].summary);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ada@');
    await expect(page.getByRole('textbox', { name: words.firstName, exact: true })).toHaveValue('Ada');
    await expect(page.getByRole('textbox', { name: words.childBirth })).toHaveValue('02-04-2018');
    await expect(page.getByLabel(FORM[lang].duration)).toHaveValue('TWO_WEEKS');
    // The answer with errors carries an id for its next post, and the campaign it came from.
    await expect(page.locator('input[name="submissionId"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(page.locator('input[name="source"]')).toHaveValue('newsletter');
    await email.fill(`ada.fixed.${lang}@example.com`);
    await page.getByRole('button', { name: FORM[lang].submit }).click();
    await expectQuote(page, lang);
  });

  test(`${lang}: the form works with JavaScript switched off`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    await acceptNoCookies(context, baseURL);
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('button', { name: FORM[lang].submit }).click();
    await expect(page.getByText(words.required)).toHaveCount(4);
    await fill(page, lang, `nojs.${lang}@example.com`);
    await page.getByRole('button', { name: FORM[lang].submit }).click();
    await expectQuote(page, lang);
    await context.close();
  });
}
