import { expect, type Page } from '@playwright/test';

/** The personalise flow's stops on the Hotels step. */
export const stops = (page: Page) => page.locator('section.pz-stop');

/**
 * Waits for every stop's live total (`stopTotal`, the "Rooms for this stop: …" line in the
 * page's language). A seeded room can be sold out on some night of the chosen dates; the
 * visitor then picks another stay, and so does this helper.
 */
export async function settleHotels(page: Page, stopTotal: RegExp) {
  const count = await stops(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const stop = stops(page).nth(i);
    const settled = stop.getByText(stopTotal).or(stop.getByRole('alert'));
    await expect(settled.first()).toBeVisible({ timeout: 15_000 });
    const stays = stop.getByRole('radio');
    for (let s = 0; (await stop.getByRole('alert').count()) > 0 && s < (await stays.count()); s += 1) {
      await stays.nth(s).check();
      await expect(settled.first()).toBeVisible({ timeout: 15_000 });
    }
    await expect(stop.getByText(stopTotal)).toBeVisible();
  }
}
