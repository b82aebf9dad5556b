import type { Localized, Picture } from '../schema/types';
import { type ArtworkKind, artworkUrl } from './artwork-kinds';

/** What each artwork shows, in words for the alt text (ours; artwork.ts has its own). */
const KIND_LABELS: Record<ArtworkKind, Localized> = {
  savanna: { en: 'Savanna with acacia trees', de: 'Savanne mit Akazien' },
  delta: { en: 'Channels and lagoons of a river delta', de: 'Kanäle und Lagunen eines Flussdeltas' },
  'desert-dunes': { en: 'Red desert dunes', de: 'Rote Wüstendünen' },
  mountains: { en: 'Mountain ridges', de: 'Bergketten' },
  rainforest: { en: 'Misty rainforest', de: 'Nebliger Regenwald' },
  beach: { en: 'White beach with turquoise water', de: 'Weißer Strand mit türkisfarbenem Wasser' },
  island: { en: 'Island with palm trees', de: 'Insel mit Palmen' },
  lake: { en: 'Calm lake shore', de: 'Ruhiges Seeufer' },
  waterfall: { en: 'Waterfall with spray', de: 'Wasserfall mit Gischt' },
  city: { en: 'City skyline', de: 'Silhouette einer Stadt' },
  winelands: { en: 'Vineyards below mountains', de: 'Weinberge vor Bergen' },
  crater: { en: 'Volcanic crater', de: 'Vulkankrater' },
  coast: { en: 'Rocky coastline', de: 'Felsige Küste' },
  river: { en: 'Wide river at sunset', de: 'Breiter Fluss bei Sonnenuntergang' },
  lodge: { en: 'Safari lodge under trees', de: 'Safari-Lodge unter Bäumen' },
  'tented-camp': { en: 'Tented camp in the bush', de: 'Zeltcamp im Busch' },
};

export const PICTURE_WIDTH = 1600;
export const PICTURE_HEIGHT = 900;

/**
 * A generated artwork as a Picture. A real photo replaces it by changing `url` (and
 * `alt`) in the data alone; nothing else refers to the file.
 */
export function artworkPicture(
  kind: ArtworkKind,
  variant: 1 | 2 | 3,
  subject: Localized,
  tags: readonly string[] = [],
): Picture {
  const label = KIND_LABELS[kind];
  return {
    url: artworkUrl(kind, variant),
    alt: { en: `${label.en} – ${subject.en} (illustration)`, de: `${label.de} – ${subject.de} (Illustration)` },
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    tags: [kind, ...tags],
  };
}

export const variantOf = (n: number): 1 | 2 | 3 => ((((n % 3) + 3) % 3) + 1) as 1 | 2 | 3;
