import { expect, type Page, test } from '@playwright/test';

/** Whole units of the prices shown on the trip cards, in page order ("€4,125" → 4125). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.trip-card .price strong').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test.describe('catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filter trips by country and duration, sort by price, load more', async ({ page }) => {
    await page.goto('/en/t');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your journey');
    await expect(page.locator('.trip-card')).toHaveCount(12);

    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/en\/t\?page=2#trip-13$/);
    expect(await page.locator('.trip-card').count()).toBeGreaterThan(12);

    await page.goto('/en/t');
    const filters = page.getByRole('form', { name: 'Filter trips' });
    await filters.getByRole('group', { name: 'Country' }).getByRole('checkbox', { name: 'Botswana' }).check();
    await filters
      .getByRole('group', { name: 'Duration' })
      .getByRole('checkbox', { name: /^2 weeks/ })
      .check();
    await filters.getByRole('button', { name: 'Show trips' }).click();
    await expect(page).toHaveURL(/\/en\/t\?countries=botswana&durations=2$/);
    const cards = page.locator('.trip-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const meta of await cards.locator('.card__meta').allTextContents()) expect(meta).toContain('Botswana');
    for (const chip of await cards
      .locator('.chip')
      .filter({ hasText: /nights?$/ })
      .allTextContents()) {
      const nights = Number.parseInt(chip, 10);
      expect(nights).toBeGreaterThanOrEqual(8);
      expect(nights).toBeLessThanOrEqual(14);
    }
    await expect(page.getByRole('link', { name: 'Remove filter: Botswana' })).toBeVisible();

    await page.getByRole('link', { name: 'Price low-high' }).click();
    await expect(page).toHaveURL(/\/en\/t\?countries=botswana&durations=2&sort=price-asc$/);
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByRole('link', { name: 'Price high-low' }).click();
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  test('a country listing lives at its own address', async ({ page }) => {
    const response = await page.goto('/en/t/botswana');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trips to Botswana');
    await page.goto('/en/t/safari');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safari trips');
  });

  test('nothing matching shows "We\'re Sorry!" with a refresh action', async ({ page }) => {
    await page.goto('/en/t?minPrice=9000000');
    await expect(page.getByRole('heading', { name: "We're Sorry!" })).toBeVisible();
    await page.getByRole('link', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/en\/t$/);
    await expect(page.locator('.trip-card').first()).toBeVisible();
  });

  test('unknown and invalid filter values are dropped by a redirect', async ({ page, request }) => {
    const response = await request.get('/en/t?countries=atlantis&countries=namibia&durations=9&colour=blue', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/en/t?countries=namibia');
    await page.goto('/en/t?sort=cheapest&countries=namibia&utm_source=newsletter');
    await expect(page).toHaveURL(/\/en\/t\?countries=namibia&utm_source=newsletter$/);
  });

  test('a non-numeric unknown trip address is a route-check 404', async ({ page }) => {
    const response = await page.goto('/en/t/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/t/abc');
    expect((await page.goto('/en/t/999999'))?.status()).toBe(404);
  });

  test('open a trip: route, stays, price, structured data and canonical link', async ({ page }) => {
    await page.goto('/en/t');
    const first = page.locator('.trip-card .card__title a').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/en\/t\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Your route' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where you stay' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Price per person' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Personalise this trip' })).toHaveAttribute(
      'href',
      /\/en\/personalise\?trip=\d+$/,
    );

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    const trip = data.find((item) => item['@type'] === 'TouristTrip');
    expect(trip?.['name']).toBe(title);
    expect(trip?.['offers']).toMatchObject({ '@type': 'Offer', priceCurrency: expect.any(String) });
    const offer = (trip?.['offers'] ?? {}) as { price?: string };
    expect(Number(offer.price)).toBeGreaterThan(0);
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(new URL(page.url()).pathname);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  });

  test('open a stay and a destination', async ({ page }) => {
    await page.goto('/en/p');
    await expect(page.locator('.stay-card')).toHaveCount(10);
    const stay = page.locator('.stay-card .card__title a').first();
    const stayName = (await stay.textContent())?.trim() ?? '';
    await stay.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stayName);
    await expect(page.getByRole('heading', { name: 'Rooms' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sustainability rating' })).toBeVisible();
    await expect(page.getByText('Socio-cultural')).toBeVisible();
    const lodging = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((block) => JSON.parse(block) as Record<string, unknown>)
      .find((item) => item['@type'] === 'LodgingBusiness');
    expect(lodging?.['name']).toBe(stayName);

    await page.goto('/en/d');
    await expect(page.locator('.destination-card')).toHaveCount(6);
    await page.getByRole('link', { name: 'A–Z' }).click();
    await expect(page).toHaveURL(/\/en\/d\?sort=az$/);
    const destination = page.locator('.destination-card .card__title a').first();
    const name = (await destination.textContent())?.trim() ?? '';
    await destination.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('heading', { name: 'Best time to go' })).toBeVisible();
  });

  test('search "okavanko" finds the Okavango Delta', async ({ page }) => {
    await page.goto('/en/search');
    await page.getByRole('searchbox', { name: 'Search trips, destinations and stays' }).last().fill('okavanko');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search\/okavanko$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Okavango Delta/ })
        .first(),
    ).toBeVisible();
  });

  test('a short search says how many letters are missing', async ({ page }) => {
    await page.goto('/en/search/ok');
    await expect(page.getByText('Type 1 more letter to search')).toBeVisible();
    await page.goto('/en/search/qqqxzzy');
    await expect(page.getByRole('heading', { name: 'No results for “qqqxzzy”' })).toBeVisible();
  });

  test('in German, "Sambia" finds Zambia', async ({ page }) => {
    await page.goto('/de/search/destinations/Sambia');
    await expect(page.getByRole('main').locator('a[href="/de/d/zambia"]').first()).toBeVisible();
  });
});

test.describe('catalogue with JavaScript', () => {
  test('the home page opens the wizard at Dates, "I don\'t know yet"', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Plan your trip' }).first()).toHaveAttribute(
      'href',
      '/en/plan-my-trip?step=dates&sub=unsure',
    );
    expect(await page.locator('.trip-card').count()).toBeLessThanOrEqual(8);
  });

  test('the route map loads when it scrolls into view', async ({ page }) => {
    await page.goto('/en/t');
    await page.locator('.trip-card .card__title a').first().click();
    const map = page.locator('[data-map]');
    await expect(map).toHaveAttribute('data-map-state', 'waiting');
    const stops = await page.locator('.route__stop').count();
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(stops + (stops > 1 ? 1 : 0));
  });

  test('the header search opens an overlay with results as you type', async ({ page }) => {
    await page.goto('/en/d');
    // Until the page's script has started (after load, decision 023) the link goes to the search page.
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', '');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/en\/d$/);
    const box = dialog.getByRole('searchbox');
    await box.fill('ok');
    await expect(dialog.getByText('Type 1 more letter to search')).toBeVisible();
    await box.fill('okavanko');
    await expect(dialog.getByRole('link', { name: /Okavango Delta/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
