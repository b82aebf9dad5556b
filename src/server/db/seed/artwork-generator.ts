/**
 * Writes the generated landscapes to public/images/art/{kind}-{variant}.svg:
 *   npx tsx src/server/db/seed/artwork-generator.ts
 * The output is deterministic (seeded by kind and variant), so rerunning changes nothing;
 * a test checks the committed files against it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type ArtworkVariant, artworkAlt } from './artwork';
import { ARTWORK_KINDS, ARTWORK_VARIANTS, type ArtworkKind } from './artwork-kinds';
import { type Palette, SCENES } from './artwork-scenes';
import { random, seedOf } from './artwork-shapes';

/** Morning, afternoon and dusk, in the earthy range of tokens.css. */
export const PALETTES: Record<ArtworkVariant, Palette> = {
  1: {
    sky: ['#8fa89a', '#cfd3b4', '#f3e3bf'],
    sun: '#fff4d6',
    far: '#8c9c78',
    mid: '#4d6b3c',
    near: '#2f4426',
    dark: '#1f2a1a',
    water: '#6f979a',
    sand: '#e9d7b2',
    dune: '#c98f5a',
    light: '#faf7f2',
  },
  2: {
    sky: ['#b88d55', '#dcb474', '#f3dca6'],
    sun: '#fbe8b4',
    far: '#a88257',
    mid: '#8a5a3b',
    near: '#5a3a26',
    dark: '#2e2014',
    water: '#6b8c86',
    sand: '#e4c286',
    dune: '#b5693d',
    light: '#f3ece1',
  },
  3: {
    sky: ['#2b1d2f', '#a8553a', '#e8a95b'],
    sun: '#f6d28b',
    far: '#6b3b2e',
    mid: '#4a3026',
    near: '#2d1e17',
    dark: '#160f0b',
    water: '#5b4756',
    sand: '#b97d4b',
    dune: '#7a3f26',
    light: '#f3d7b0',
  },
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderArtwork(kind: ArtworkKind, variant: ArtworkVariant): string {
  const rand = random(seedOf(`${kind}-${variant}`));
  const p = PALETTES[variant];
  const [top, middle, bottom] = p.sky;
  const sunX = Math.round(200 + rand() * 1200);
  const sunY = variant === 2 ? 220 : 480;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">',
    `<title>${escapeXml(artworkAlt(kind, variant).en)}</title>`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    '<rect width="1600" height="900" fill="url(#s)"/>',
    `<circle cx="${sunX}" cy="${sunY}" r="${variant === 2 ? 70 : 110}" fill="${p.sun}" opacity=".85"/>`,
    SCENES[kind](rand, p),
    '</svg>\n',
  ].join('');
}

export function* allArtwork(): Generator<{ file: string; svg: string }> {
  for (const kind of ARTWORK_KINDS) {
    for (const variant of ARTWORK_VARIANTS) yield { file: `${kind}-${variant}.svg`, svg: renderArtwork(kind, variant) };
  }
}

export const ARTWORK_DIR = new URL('../../../../public/images/art/', import.meta.url);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(ARTWORK_DIR, { recursive: true });
  let count = 0;
  for (const { file, svg } of allArtwork()) {
    writeFileSync(new URL(file, ARTWORK_DIR), svg);
    count += 1;
  }
  // The generator's command-line answer, not a server log.
  process.stdout.write(`wrote ${count} landscapes to public/images/art/\n`);
}
