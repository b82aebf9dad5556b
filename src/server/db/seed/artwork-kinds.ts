/**
 * Generated artwork (light SVG landscapes) by kind; the files are
 * public/images/art/{kind}-{variant}.svg with variant 1–3. A real photo replaces one
 * by changing a Picture's url in the data.
 */
export const ARTWORK_KINDS = [
  'savanna',
  'delta',
  'desert-dunes',
  'mountains',
  'rainforest',
  'beach',
  'island',
  'lake',
  'waterfall',
  'city',
  'winelands',
  'crater',
  'coast',
  'river',
  'lodge',
  'tented-camp',
] as const;

export type ArtworkKind = (typeof ARTWORK_KINDS)[number];
export const ARTWORK_VARIANTS = [1, 2, 3] as const;

export const artworkUrl = (kind: ArtworkKind, variant: 1 | 2 | 3) => `/images/art/${kind}-${variant}.svg`;
