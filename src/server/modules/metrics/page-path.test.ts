import { describe, expect, it } from 'vitest';
import { normalizePagePath } from './page-path';

describe('normalizePagePath', () => {
  it.each([
    ['/', '/'],
    ['/en/', '/en'],
    ['/en//contact/', '/en/contact'],
    ['/en/contact?utm_source=mail#form', '/en/contact'],
    ['/en/d/namibia', '/en/d/namibia'],
    ['/en/t/1234', '/en/t/:id'],
    ['/en/t/1234?personalising=true', '/en/t/:id'],
    ['/en/t/self-drive/namibia', '/en/t/self-drive/namibia'],
    ['/de/q/KJ7Q2X-8812', '/de/q/:quote'],
    ['/de/q/KJ7Q2X-8812/pay', '/de/q/:quote/pay'],
    ['/de/q/KJ7Q2X-8812/t/Anna%20Muster', '/de/q/:quote/t/:ref'],
    ['/en/q/pay/0b6c2b1e-5f0a-4e43-9d55-3f5a7e2c9d10', '/en/q/pay/:ref'],
    ['/en/search/gorilla%20trekking', '/en/search/:term'],
    ['/en/search/topics/honeymoon', '/en/search/topics/:term'],
    ['/en/search/destinations/botswana', '/en/search/destinations/:term'],
    ['/admin/bookings/0B6C2B1E-5F0A-4E43-9D55-3F5A7E2C9D10', '/admin/bookings/:uuid'],
    [`/en/b/${'a'.repeat(81)}`, '/en/b/:long'],
    [`/en/b/${'a'.repeat(80)}`, `/en/b/${'a'.repeat(80)}`],
    ['/a/b/c/d/e/f/g/h/i/j', '/a/b/c/d/e/f/g/h/…'],
  ])('stores %s as %s', (raw, stored) => {
    expect(normalizePagePath(raw)).toBe(stored);
  });

  it('never stores more than 300 characters', () => {
    const path = `/${Array.from({ length: 8 }, () => 'x'.repeat(80)).join('/')}`;
    expect(normalizePagePath(path).length).toBeLessThanOrEqual(300);
  });
});
