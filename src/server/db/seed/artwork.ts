import type { Localized, Picture } from '../schema/types';
import { type ArtworkKind, artworkUrl } from './artwork-kinds';

export type ArtworkVariant = 1 | 2 | 3;

/** What each landscape shows, as a noun phrase the time of day can follow. */
export const ARTWORK_ALT: Record<ArtworkKind, Localized> = {
  savanna: { en: 'Acacia trees on the open savanna', de: 'Akazien in der offenen Savanne' },
  delta: { en: 'Palm islands between the channels of a delta', de: 'Palmeninseln zwischen den Kanälen eines Deltas' },
  'desert-dunes': { en: 'Red desert dunes', de: 'Rote Wüstendünen' },
  mountains: { en: 'A mountain range above green foothills', de: 'Eine Bergkette über grünen Ausläufern' },
  rainforest: { en: 'The canopy of a misty rainforest', de: 'Das Blätterdach eines nebligen Regenwalds' },
  beach: { en: 'A palm tree on a white sand beach', de: 'Eine Palme an einem weißen Sandstrand' },
  island: { en: 'A small island with palms in a calm sea', de: 'Eine kleine Insel mit Palmen im ruhigen Meer' },
  lake: { en: 'A wide lake with hills on the far shore', de: 'Ein weiter See mit Hügeln am fernen Ufer' },
  waterfall: { en: 'A waterfall plunging into a gorge', de: 'Ein Wasserfall, der in eine Schlucht stürzt' },
  city: { en: 'A city skyline below a flat-topped mountain', de: 'Eine Stadtsilhouette unter einem Tafelberg' },
  winelands: { en: 'Rows of vines below the mountains', de: 'Rebzeilen unterhalb der Berge' },
  crater: { en: 'The wide floor of a volcanic crater', de: 'Der weite Boden eines Vulkankraters' },
  coast: { en: 'Cliffs above a rugged coast', de: 'Klippen über einer rauen Küste' },
  river: { en: 'A river winding through the plains', de: 'Ein Fluss, der sich durch die Ebene windet' },
  lodge: { en: 'A thatched lodge among trees', de: 'Eine reetgedeckte Lodge zwischen Bäumen' },
  'tented-camp': { en: 'Safari tents under a large tree', de: 'Safarizelte unter einem großen Baum' },
};

/** The light of each variant: morning, afternoon, dusk. */
export const ARTWORK_LIGHT: Record<ArtworkVariant, Localized> = {
  1: { en: 'in the morning light', de: 'im Morgenlicht' },
  2: { en: 'in the afternoon sun', de: 'in der Nachmittagssonne' },
  3: { en: 'at dusk', de: 'in der Abenddämmerung' },
};

export function artworkAlt(kind: ArtworkKind, variant: ArtworkVariant): Localized {
  const what = ARTWORK_ALT[kind];
  const light = ARTWORK_LIGHT[variant];
  return { en: `${what.en} ${light.en}`, de: `${what.de} ${light.de}` };
}

/** A Picture of generated artwork; a real photo later replaces only the url and alt. */
export function picture(kind: ArtworkKind, variant: ArtworkVariant = 1, tags: string[] = []): Picture {
  return { url: artworkUrl(kind, variant), alt: artworkAlt(kind, variant), width: 1600, height: 900, tags };
}
