import type { Localized } from '../../schema/types';

export interface ExperienceSeed {
  id: number;
  slug: ExperienceSlug;
  name: Localized;
  description: Localized;
  isFeatured: boolean;
}

/** The twelve experiences of spec 2 §3, in the spec's order (which gives their ids). */
export const EXPERIENCE_SLUGS = [
  'beach',
  'safari',
  'hiking',
  'honeymoon',
  'big-5',
  'marine-life',
  'family-friendly',
  'gorilla-trekking',
  'fly-in-safari',
  'eco-luxury',
  'self-drive',
  'malaria-free',
] as const;
export type ExperienceSlug = (typeof EXPERIENCE_SLUGS)[number];

const TEXTS: Record<ExperienceSlug, { name: Localized; description: Localized; featured: boolean }> = {
  beach: {
    name: { en: 'Beach', de: 'Strand' },
    description: {
      en: 'Powder-white sand, warm Indian Ocean water and time to do nothing at all.',
      de: 'Puderweißer Sand, warmes Wasser des Indischen Ozeans und Zeit für gar nichts.',
    },
    featured: true,
  },
  safari: {
    name: { en: 'Safari', de: 'Safari' },
    description: {
      en: 'Game drives, bush walks and boat safaris with guides who read every track.',
      de: 'Pirschfahrten, Buschwanderungen und Bootssafaris mit Guides, die jede Spur lesen.',
    },
    featured: true,
  },
  hiking: {
    name: { en: 'Hiking', de: 'Wandern' },
    description: {
      en: 'Trails through mountains, canyons and rainforest, from half-day walks to multi-day treks.',
      de: 'Pfade durch Berge, Schluchten und Regenwald, von Halbtageswanderungen bis zu mehrtägigen Touren.',
    },
    featured: false,
  },
  honeymoon: {
    name: { en: 'Honeymoon', de: 'Flitterwochen' },
    description: {
      en: 'Secluded suites, private dinners under the stars and a little extra care for two.',
      de: 'Abgeschiedene Suiten, private Abendessen unter Sternen und ein wenig mehr Aufmerksamkeit für zwei.',
    },
    featured: true,
  },
  'big-5': {
    name: { en: 'Big 5', de: 'Big Five' },
    description: {
      en: 'Lion, leopard, elephant, buffalo and rhino in reserves where all five roam.',
      de: 'Löwe, Leopard, Elefant, Büffel und Nashorn in Schutzgebieten, in denen alle fünf leben.',
    },
    featured: false,
  },
  'marine-life': {
    name: { en: 'Marine life', de: 'Meeresleben' },
    description: {
      en: 'Whales, dolphins, turtles and coral reefs, seen from a boat, with a snorkel or on a dive.',
      de: 'Wale, Delfine, Schildkröten und Korallenriffe – vom Boot aus, beim Schnorcheln oder Tauchen.',
    },
    featured: false,
  },
  'family-friendly': {
    name: { en: 'Family-Friendly', de: 'Familienfreundlich' },
    description: {
      en: 'Family rooms, short transfers and guides who know how to keep children fascinated.',
      de: 'Familienzimmer, kurze Transfers und Guides, die Kinder zu begeistern wissen.',
    },
    featured: true,
  },
  'gorilla-trekking': {
    name: { en: 'Gorilla trekking', de: 'Gorilla-Trekking' },
    description: {
      en: 'A permit, a ranger and one unforgettable hour with a habituated mountain gorilla family.',
      de: 'Eine Genehmigung, ein Ranger und eine unvergessliche Stunde mit einer habituierten Berggorilla-Familie.',
    },
    featured: true,
  },
  'fly-in-safari': {
    name: { en: 'Fly-in Safari', de: 'Fly-in-Safari' },
    description: {
      en: 'Light aircraft hop between remote camps: more time in the wild, no long drives.',
      de: 'Kleinflugzeuge verbinden abgelegene Camps: mehr Zeit in der Wildnis, keine langen Fahrten.',
    },
    featured: false,
  },
  'eco-luxury': {
    name: { en: 'Eco-Luxury', de: 'Öko-Luxus' },
    description: {
      en: 'Solar-powered camps with a light footprint that fund conservation and employ locally.',
      de: 'Solarbetriebene Camps mit leichtem Fußabdruck, die Naturschutz finanzieren und lokal beschäftigen.',
    },
    featured: false,
  },
  'self-drive': {
    name: { en: 'Self-drive', de: 'Selbstfahrerreise' },
    description: {
      en: 'Your own car, a well-planned route and pre-booked stays: freedom with a safety net.',
      de: 'Eigener Mietwagen, eine gut geplante Route und vorgebuchte Unterkünfte: Freiheit mit Sicherheitsnetz.',
    },
    featured: true,
  },
  'malaria-free': {
    name: { en: 'Malaria-Free', de: 'Malariafrei' },
    description: {
      en: 'Safari areas without malaria risk, ideal for families with small children.',
      de: 'Safarigebiete ohne Malariarisiko, ideal für Familien mit kleinen Kindern.',
    },
    featured: false,
  },
};

export const EXPERIENCES: readonly ExperienceSeed[] = EXPERIENCE_SLUGS.map((slug, index) => ({
  id: index + 1,
  slug,
  name: TEXTS[slug].name,
  description: TEXTS[slug].description,
  isFeatured: TEXTS[slug].featured,
}));

export const experienceId = (slug: ExperienceSlug) => EXPERIENCE_SLUGS.indexOf(slug) + 1;
