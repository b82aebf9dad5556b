import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('renders in English', async ({ page }) => {
    const response = await page.goto('/en/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Kuyenda Journeys$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Africa gently, your way');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('renders in German', async ({ page }) => {
    const response = await page.goto('/de/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Afrika behutsam erleben, ganz nach Ihren Wünschen',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
