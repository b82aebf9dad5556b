import { expect, test } from '@playwright/test';
import { pages } from '../../bench/targets.mjs';

/**
 * Issue 9 item 16 (docs/decisions/023): nothing but the document stands between a visitor
 * and the first paint. Every benchmarked page carries its CSS inline, and its enhancement
 * scripts wait in <template data-after-load> until the page has loaded and painted.
 */
const AFTER_LOAD_TEMPLATE = /<template data-after-load>[\s\S]*?<\/template>/g;

test.describe('first paint', () => {
  for (const path of pages) {
    test(`${path} needs no stylesheet or script file to paint`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html.match(/<link[^>]*rel="?stylesheet[^>]*>/g) ?? [], 'stylesheet links').toEqual([]);
      expect(html).toContain('<template data-after-load>');
      const parsed = html.replace(AFTER_LOAD_TEMPLATE, '');
      expect(parsed.match(/<script[^>]*\ssrc=[^>]*>/g) ?? [], 'scripts the parser would fetch').toEqual([]);
    });
  }

  test('the enhancement scripts are fetched after the load event and run without CSP complaints', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    for (const path of pages.filter((p) => !p.includes('plan-my-trip'))) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('data-enhanced', '');
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_astro/') && entry.name.endsWith('.js'));
        return {
          loadEventStart: navigation?.loadEventStart ?? 0,
          firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, path).toBeGreaterThan(0);
      expect(timing.firstScriptStart, path).toBeGreaterThanOrEqual(timing.loadEventStart);
      await page.context().clearCookies();
    }
    expect(violations).toEqual([]);
  });

  test('the header search, the route map and the consent banner still work', async ({ page }) => {
    await page.goto('/en/t/2');
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
    const map = page.locator('[data-map]').first();
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-state', /loading|ready|failed/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', '');
    await page.locator('[data-search-open]').click();
    await expect(page.locator('[data-search-dialog]')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/t\/2$/);
  });
});
