import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { acceptNoCookies } from './wizard-pages';

/**
 * Accessibility (issue 9, item 13; docs/decisions/022): axe's WCAG 2 A/AA rules on every kind
 * of page in both languages, on a phone and a desktop; no page wider than a 360 px phone; the
 * cookie banner compact and usable on that phone.
 */
const LANGS = ['en', 'de'] as const;
type Lang = (typeof LANGS)[number];
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BANNER = {
  en: { title: 'Cookies on this site', accept: 'Accept all', decline: 'Decline', choose: 'Choose' },
  de: { title: 'Cookies auf dieser Website', accept: 'Alle akzeptieren', decline: 'Ablehnen', choose: 'Auswählen' },
} as const;

/** The sandbox has no internet: map tiles and other outside requests fail at once instead of hanging. */
async function localOnly(page: Page, baseURL: string | undefined): Promise<void> {
  const origin = new URL(baseURL ?? '').origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

/** The paths a language's sitemap lists, in its order. */
async function sitemapPaths(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const xml = await (await request.get(`/${lang}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

const quotes = new Map<Lang, string>();
/** A real quote, made the way the wizard makes it: the makeWizardEnquiry mutation over HTTP. */
async function quotePath(request: APIRequestContext, lang: Lang): Promise<string> {
  const known = quotes.get(lang);
  if (known) return known;
  const later = new Date();
  later.setUTCMonth(later.getUTCMonth() + 4, 1);
  const response = await request.post('/api/graphql', {
    headers: { 'x-graphql-operation-name': 'makeWizardEnquiry' },
    data: {
      operationName: 'makeWizardEnquiry',
      operationType: 'mutation',
      query: `mutation makeWizardEnquiry($enquiry: WizardEnquiryInput!) {
        makeWizardEnquiry(enquiry: $enquiry) { status quotePath }
      }`,
      variables: {
        userPreferences: { langCode: lang, currency: 'EUR', referrer: null },
        enquiry: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '+34600504050',
          dates: {
            exact: false,
            month: later.getUTCMonth() + 1,
            year: later.getUTCFullYear(),
            duration: 'TWO_WEEKS',
            flightBooked: false,
          },
          destinations: ['botswana'],
          themes: ['safari'],
          travellingType: 'FAMILY',
          adults: 2,
          children: [{ dateOfBirth: '12-05-2016' }],
          submissionId: randomUUID(),
        },
      },
    },
  });
  const answer = (await response.json()).data.makeWizardEnquiry;
  expect(answer.status).toBe('QUOTED');
  quotes.set(lang, answer.quotePath);
  return answer.quotePath;
}

/** One of each kind of page a visitor meets, in one language. */
async function pagesOf(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const sitemap = await sitemapPaths(request, lang);
  const first = (kind: string) => sitemap.find((path) => path.startsWith(`/${lang}/${kind}/`)) ?? '';
  return [
    `/${lang}/`,
    `/${lang}/t`,
    `/${lang}/p`,
    `/${lang}/d`,
    `/${lang}/t/1`,
    first('p'),
    `/${lang}/d/addo-elephant-national-park`,
    `/${lang}/d/botswana`,
    lang === 'en' ? '/en/plan-my-trip' : '/de/meine-reise-planen',
    await quotePath(request, lang),
    // A Markdown page with tables (Prose), wider than a phone in German.
    `/${lang}/terms/privacy-policy`,
  ];
}

/** axe's serious and critical findings on the page as it is now, one line per rule. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function settled(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
}

for (const lang of LANGS) {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds nothing serious on each kind of page (${lang}, ${device})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const paths = await pagesOf(request, lang);
      const found: string[] = [];

      // A first visit: the cookie banner is open, then the preferences dialog.
      const fresh = await browser.newContext({ viewport });
      const first = await fresh.newPage();
      await localOnly(first, baseURL);
      await settled(first, `/${lang}/`);
      const banner = first.getByRole('region', { name: BANNER[lang].title });
      await expect(banner).toBeVisible();
      found.push(...(await seriousViolations(first)));
      await banner.getByRole('button', { name: BANNER[lang].choose }).click();
      await expect(first.getByRole('dialog')).toBeVisible();
      found.push(...(await seriousViolations(first)));
      await fresh.close();

      const context = await browser.newContext({ viewport });
      await acceptNoCookies(context, baseURL);
      const page = await context.newPage();
      await localOnly(page, baseURL);
      for (const path of paths) {
        await settled(page, path);
        found.push(...(await seriousViolations(page)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}

/** Each page at 360 px whose document is wider than the screen, with the element that reaches furthest. */
async function tooWide(context: BrowserContext, baseURL: string | undefined, paths: string[]): Promise<string[]> {
  const page = await context.newPage();
  await localOnly(page, baseURL);
  const wide: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width <= PHONE.width) continue;
    const culprit = await page.evaluate((limit) => {
      let widest = { right: 0, name: '' };
      // Content inside a scrolling box does not widen the page; only what is outside one does.
      const scrolled = (element: Element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      for (const element of document.body.querySelectorAll('*')) {
        if (scrolled(element)) continue;
        const { right } = element.getBoundingClientRect();
        if (right > limit && right >= widest.right) {
          widest = { right, name: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` };
        }
      }
      return widest.name;
    }, PHONE.width);
    wide.push(`${path}: ${width}px (${culprit})`);
  }
  await page.close();
  return wide;
}

/** Every n-th entry, the last always among them. */
const every = <T>(items: T[], n: number): T[] =>
  items.filter((_, index) => index % n === 0 || index === items.length - 1);
const ofKind = (sitemap: string[], lang: Lang, kind: string) =>
  sitemap.filter((path) => path.startsWith(`/${lang}/${kind}/`));

const WIDTH_GROUPS: { name: string; pick: (sitemap: string[], lang: Lang) => string[] }[] = [
  { name: 'every destination', pick: (sitemap, lang) => ofKind(sitemap, lang, 'd') },
  { name: 'every third trip', pick: (sitemap, lang) => every(ofKind(sitemap, lang, 't'), 3) },
  { name: 'every fifth stay', pick: (sitemap, lang) => every(ofKind(sitemap, lang, 'p'), 5) },
  {
    name: 'every other page of the sitemap',
    pick: (sitemap, lang) =>
      sitemap.filter((path) => path.startsWith(`/${lang}/`) && !/^\/[a-z]{2}\/[tpd]\//.test(path)),
  },
];

for (const lang of LANGS) {
  for (const group of WIDTH_GROUPS) {
    test(`no page is wider than a 360 px phone: ${group.name} (${lang})`, async ({ browser, request, baseURL }) => {
      test.setTimeout(300_000);
      const paths = group.pick(await sitemapPaths(request, lang), lang);
      if (group.name.startsWith('every other')) {
        paths.push(lang === 'en' ? '/en/plan-my-trip' : '/de/meine-reise-planen', await quotePath(request, lang));
      }
      expect(paths.length).toBeGreaterThan(3);
      const context = await browser.newContext({ viewport: PHONE });
      await acceptNoCookies(context, baseURL);
      const wide = await tooWide(context, baseURL, paths);
      await context.close();
      expect(wide).toEqual([]);
    });
  }
}

test.describe('the cookie banner on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGS) {
    test(`is compact, its buttons side by side, and works by keyboard (${lang})`, async ({ page, baseURL }) => {
      const words = BANNER[lang];
      await localOnly(page, baseURL);
      await page.goto(`/${lang}/`);
      const banner = page.getByRole('region', { name: words.title });
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.height * 0.25);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      const buttons = [words.accept, words.decline, words.choose].map((name) =>
        banner.getByRole('button', { name, exact: true }),
      );
      const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
      for (const button of boxes) {
        expect(button).not.toBeNull();
        expect(button?.y).toBeCloseTo(boxes[0]?.y ?? 0, 0);
        expect(button?.height ?? 0).toBeGreaterThanOrEqual(40);
        expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      }

      // Keyboard only: Tab goes from "Accept all" to "Choose", Enter opens the dialog, which fits
      // the screen; Escape closes it, Shift+Tab goes back to "Decline", Enter stores the choice.
      const [accept, decline, choose] = buttons;
      await accept?.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(choose ?? banner).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const dialogBox = await dialog.boundingBox();
      expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      expect(dialogBox?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.height);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(choose ?? banner).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(decline ?? banner).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'consent');
      expect(consent?.value).toBe('v=1&analytics=0&recording=0');
    });
  }
});

const STRIPS = [
  { path: '/en/', region: 'Reviews, scroll sideways to read more' },
  { path: '/de/t/1', region: 'Bilder, seitlich scrollen für weitere' },
] as const;

test('the scrolling strips take the keyboard focus and scroll with the arrow keys', async ({ page, baseURL }) => {
  await acceptNoCookies(page.context(), baseURL);
  await localOnly(page, baseURL);
  for (const strip of STRIPS) {
    await page.goto(strip.path);
    const region = page.getByRole('region', { name: strip.region });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
});
