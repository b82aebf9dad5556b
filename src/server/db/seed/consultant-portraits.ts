/**
 * The demo sales consultants and their portraits: light, generated SVG illustrations at
 * public/images/consultants/{slug}.svg (a real photo replaces one by changing the url in
 * the data). Deterministic; run this file to write them:
 *   npx tsx src/server/db/seed/consultant-portraits.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Localized, Picture } from '../schema/types';

interface Look {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  /** Short, long or curly hair. */
  style: 'short' | 'long' | 'curly';
}

export interface DemoConsultant {
  slug: string;
  fullName: string;
  email: string;
  role: Localized;
  look: Look;
}

export const DEMO_CONSULTANTS: readonly DemoConsultant[] = [
  {
    slug: 'naledi-dlamini',
    fullName: 'Naledi Dlamini',
    email: 'naledi.dlamini@kuyenda-journeys.example',
    role: { en: 'travel consultant', de: 'Reiseberaterin' },
    look: { background: '#e9d7b2', skin: '#7a4a2e', hair: '#1f1a17', shirt: '#4d6b3c', style: 'curly' },
  },
  {
    slug: 'jonas-becker',
    fullName: 'Jonas Becker',
    email: 'jonas.becker@kuyenda-journeys.example',
    role: { en: 'travel consultant', de: 'Reiseberater' },
    look: { background: '#cfd3b4', skin: '#e8c2a0', hair: '#8a5a3b', shirt: '#2f4426', style: 'short' },
  },
  {
    slug: 'amani-mwangi',
    fullName: 'Amani Mwangi',
    email: 'amani.mwangi@kuyenda-journeys.example',
    role: { en: 'travel consultant', de: 'Reiseberater' },
    look: { background: '#dcb474', skin: '#5c3a24', hair: '#151210', shirt: '#6f979a', style: 'short' },
  },
  {
    slug: 'clara-hoffmann',
    fullName: 'Clara Hoffmann',
    email: 'clara.hoffmann@kuyenda-journeys.example',
    role: { en: 'travel consultant', de: 'Reiseberaterin' },
    look: { background: '#f3dca6', skin: '#f1d0b5', hair: '#c98f5a', shirt: '#b5693d', style: 'long' },
  },
];

const HAIR: Record<Look['style'], (color: string) => string> = {
  short: (c) => `<path d="M128 170c0-52 32-84 72-84s72 32 72 84c-10-24-34-40-72-40s-62 16-72 40z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M118 250c-6-96 20-164 82-164s88 68 82 164c-12 8-24 10-34 8l2-110c-16-18-34-26-50-26s-34 8-50 26l2 110c-10 2-22 0-34-8z" fill="${c}"/>`,
  curly: (c) =>
    [
      ...[150, 178, 206, 234, 256].map((x, i) => `<circle cx="${x}" cy="${110 + (i % 2) * 10}" r="28" fill="${c}"/>`),
      `<circle cx="136" cy="150" r="24" fill="${c}"/><circle cx="264" cy="150" r="24" fill="${c}"/>`,
    ].join(''),
};

export function renderPortrait(consultant: DemoConsultant): string {
  const { look } = consultant;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">',
    `<title>${consultant.fullName}, ${consultant.role.en} (illustration)</title>`,
    `<rect width="400" height="400" fill="${look.background}"/>`,
    `<path d="M60 400c8-86 66-130 140-130s132 44 140 130z" fill="${look.shirt}"/>`,
    `<rect x="178" y="230" width="44" height="52" rx="18" fill="${look.skin}"/>`,
    `<ellipse cx="200" cy="172" rx="66" ry="78" fill="${look.skin}"/>`,
    HAIR[look.style](look.hair),
    `<circle cx="176" cy="176" r="6" fill="#1f2a1a"/><circle cx="224" cy="176" r="6" fill="#1f2a1a"/>`,
    '<path d="M178 212q22 16 44 0" fill="none" stroke="#1f2a1a" stroke-width="5" stroke-linecap="round"/>',
    '</svg>\n',
  ].join('');
}

export const portraitUrl = (slug: string) => `/images/consultants/${slug}.svg`;

export function portraitPicture(consultant: DemoConsultant): Picture {
  return {
    url: portraitUrl(consultant.slug),
    alt: {
      en: `${consultant.fullName}, ${consultant.role.en} (illustration)`,
      de: `${consultant.fullName}, ${consultant.role.de} (Illustration)`,
    },
    width: 400,
    height: 400,
    tags: ['consultant'],
  };
}

export const PORTRAIT_DIR = new URL('../../../../public/images/consultants/', import.meta.url);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(PORTRAIT_DIR, { recursive: true });
  for (const consultant of DEMO_CONSULTANTS) {
    writeFileSync(new URL(`${consultant.slug}.svg`, PORTRAIT_DIR), renderPortrait(consultant));
  }
  // The generator's command-line answer, not a server log.
  process.stdout.write(`wrote ${DEMO_CONSULTANTS.length} portraits to public/images/consultants/\n`);
}
