import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_CONSULTANTS, PORTRAIT_DIR, portraitPicture, renderPortrait } from './consultant-portraits';
import { FEE_SEEDS } from './booking-fees';
import { DESTINATION_SEEDS } from './catalogue/destinations';
import { CURRENCIES } from '~/lib/currency';

describe('consultant portraits', () => {
  it('are committed exactly as the generator draws them (run consultant-portraits.ts after a change)', () => {
    for (const consultant of DEMO_CONSULTANTS) {
      const file = new URL(`${consultant.slug}.svg`, PORTRAIT_DIR);
      expect(readFileSync(file, 'utf8'), consultant.slug).toBe(renderPortrait(consultant));
    }
  });

  it('are light, titled and described in both languages', () => {
    for (const consultant of DEMO_CONSULTANTS) {
      const svg = renderPortrait(consultant);
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(2048);
      expect(svg).toContain(`<title>${consultant.fullName}`);
      const picture = portraitPicture(consultant);
      expect(picture.alt.en).toContain(consultant.fullName);
      expect(picture.alt.de).toContain(consultant.fullName);
    }
    expect(new Set(DEMO_CONSULTANTS.map((c) => c.email)).size).toBe(DEMO_CONSULTANTS.length);
  });
});

describe('park fees', () => {
  it('name seeded destinations and currencies we convert', () => {
    const slugs = new Set(DESTINATION_SEEDS.map((seed) => seed.slug));
    for (const fee of FEE_SEEDS) {
      expect(slugs.has(fee.slug), fee.slug).toBe(true);
      expect(CURRENCIES as readonly string[]).toContain(fee.currency);
      expect(fee.adult).toBeGreaterThan(0);
      expect(fee.child).toBeLessThanOrEqual(fee.adult);
    }
  });
});
