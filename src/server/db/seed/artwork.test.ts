import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTWORK_ALT, picture } from './artwork';
import { allArtwork, ARTWORK_DIR } from './artwork-generator';
import { ARTWORK_KINDS } from './artwork-kinds';

describe('generated artwork', () => {
  it('is committed exactly as the generator draws it (run artwork-generator.ts after a change)', () => {
    let files = 0;
    for (const { file, svg } of allArtwork()) {
      expect(readFileSync(new URL(file, ARTWORK_DIR), 'utf8'), file).toBe(svg);
      files += 1;
    }
    expect(files).toBe(ARTWORK_KINDS.length * 3);
  });

  it('stays light and fills any frame, with a title', () => {
    for (const { file, svg } of allArtwork()) {
      expect(Buffer.byteLength(svg), file).toBeLessThanOrEqual(3072);
      expect(svg, file).toContain('viewBox="0 0 1600 900"');
      expect(svg, file).toContain('preserveAspectRatio="xMidYMid slice"');
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});

describe('picture', () => {
  it('describes the landscape in both languages', () => {
    for (const kind of ARTWORK_KINDS) {
      expect(ARTWORK_ALT[kind].en, kind).not.toBe('');
      expect(ARTWORK_ALT[kind].de, kind).not.toBe('');
    }
    expect(picture('delta', 3, ['hero'])).toEqual({
      url: '/images/art/delta-3.svg',
      alt: {
        en: 'Palm islands between the channels of a delta at dusk',
        de: 'Palmeninseln zwischen den Kanälen eines Deltas in der Abenddämmerung',
      },
      width: 1600,
      height: 900,
      tags: ['hero'],
    });
  });
});
