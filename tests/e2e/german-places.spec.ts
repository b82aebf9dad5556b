import { expect, test } from '@playwright/test';
import { DESTINATION_SEEDS } from '../../src/server/db/seed/catalogue/destinations';
import { placePhrases } from '../../src/server/db/seed/generate/place-phrases';

/**
 * Issue 10 (decision 026): German pages put a destination after a preposition with its
 * article and case ("Reisen in den Serengeti-Nationalpark", "ins Okavango-Delta", "auf die
 * Seychellen"), never "nach" glued to a name that needs an article. Every seeded destination's
 * page and listings are read over HTTP, title and meta description included.
 */

/** The text a reader or a search engine sees: title, meta description, body text. */
function readable(html: string): string {
  const meta = [...html.matchAll(/<meta[^>]+content="([^"]*)"/g)].map((m) => m[1]).join('\n');
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return `${meta}\n${body}`
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const needsArticle = DESTINATION_SEEDS.map((seed) => ({ seed, to: placePhrases(seed).to.de })).filter(
  ({ to }) => !to.startsWith('nach '),
);

test('German destination pages and listings use "in den …", "ins …", "auf die …", never "nach" before such a name', async ({
  request,
}) => {
  test.setTimeout(240_000);
  expect(needsArticle.length).toBeGreaterThan(50);
  const faults: string[] = [];
  for (const { seed, to } of needsArticle) {
    const name = seed.name.de;
    const wrong = [`nach ${name}`, `Nach ${name}`, `Über ${name}`, `Teil von ${name}`];
    for (const path of [`/de/d/${seed.slug}`, `/de/t/${seed.slug}`, `/de/t?destinations=${seed.slug}`]) {
      const response = await request.get(path);
      if (response.status() === 404) continue;
      expect(response.status(), path).toBe(200);
      const text = readable(await response.text());
      for (const phrase of wrong) if (text.includes(phrase)) faults.push(`${path}: „${phrase}“`);
      if (path === `/de/t/${seed.slug}` && !text.includes(`Reisen ${to}`)) faults.push(`${path}: no „Reisen ${to}“`);
    }
  }
  expect(faults).toEqual([]);
});

test('the places of the issue read right in German', async ({ page }) => {
  await page.goto('/de/t/serengeti');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisen in den Serengeti-Nationalpark');
  await expect(page).toHaveTitle(/^Reisen in den Serengeti-Nationalpark/);
  await page.goto('/de/t/seychelles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisen auf die Seychellen');
  await page.goto('/de/d/okavango-delta');
  await expect(page.getByRole('link', { name: 'Alle Reisen ins Okavango-Delta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Okavango-Delta im Überblick' })).toBeVisible();
  await page.goto('/en/d/okavango-delta');
  await expect(page.getByRole('link', { name: 'All trips to the Okavango Delta' })).toBeVisible();
});
