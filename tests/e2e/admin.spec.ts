import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

// playwright.config.ts starts the server with this admin.
const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-123' };
const FAILED = 'The e-mail address or password is not correct.';
const THROTTLED = 'Too many failed sign-ins. Please wait 15 minutes and try again.';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Tests run in order on one server. Each wrong password counts against the
// e2e client's address too (limit 20 per 15 minutes); every successful
// sign-in clears that count, and the throttling test runs last with its own
// e-mail, so neither this run nor the next is locked out.
test.describe('admin session', () => {
  test('an admin page without a session sends the visitor to the sign-in page', async ({ page }) => {
    for (const path of ['/admin', '/admin/components']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
    await expect(page).toHaveTitle('Sign in | Admin | Kuyenda Journeys');
    await expect(page.getByRole('heading', { name: 'Sign in to the admin area' })).toBeVisible();
  });

  test('the admin API refuses callers without a session or from another origin', async ({ request, baseURL }) => {
    const logout = await request.post('/api/admin/logout', { headers: { origin: baseURL ?? '' } });
    expect(logout.status()).toBe(401);
    expect(logout.headers()['cache-control']).toBe('no-store');
    expect(await logout.json()).toMatchObject({ success: false });
    const foreign = await request.post('/api/admin/login', {
      data: ADMIN,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    const noOrigin = await request.post('/api/admin/login', { data: ADMIN });
    expect(noOrigin.status()).toBe(403);
  });

  test('a wrong password shows the failure text', async ({ page }) => {
    await signIn(page, ADMIN.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(FAILED);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the right password reaches the dashboard; signing out ends the session', async ({ page, context }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page).toHaveTitle('Dashboard | Admin | Kuyenda Journeys');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('The dashboard comes with the back-office work.')).toBeVisible();
    await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });

    await page.getByRole('link', { name: 'Components' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Component showcase' })).toBeVisible();
    await expect(page.getByText('--color-earth-600')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Type scale' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the admin area speaks German when the language cookie says so', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Im Admin-Bereich anmelden' })).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill(ADMIN.email);
    await page.getByLabel('Passwort').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText(`Angemeldet als ${ADMIN.email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('24 hours after sign-in the session is gone and the page goes to the sign-in', async ({ page }) => {
    await page.clock.install();
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();

    // The server's clock is real, so its session is still valid: it is the
    // browser's own check (spec 1 §4) that signs out and ends it.
    await page.clock.fastForward('24:00:01');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('rapid wrong attempts are throttled with 429 and the waiting text', async ({ page }) => {
    // An e-mail of its own, so the real admin is never locked out.
    const email = `throttle-${randomUUID()}@example.com`;
    // Failures are counted in fixed 15-minute windows (docs/decisions/004): start the six
    // attempts clear of a window's end, or the last ones would land in a fresh window.
    test.setTimeout(60_000);
    const window = 15 * 60_000;
    const untilNext = window - (Date.now() % window);
    if (untilNext < 20_000) await page.waitForTimeout(untilNext + 500);
    await page.goto('/admin/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      statuses.push((await answer).status());
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await expect(page.getByRole('alert')).toHaveText(THROTTLED);
  });
});
