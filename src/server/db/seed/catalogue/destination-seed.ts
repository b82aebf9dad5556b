import type { Localized } from '../../schema/types';
import type { ArtworkKind } from '../artwork-kinds';
import type { ActivityKey } from './activity-templates';
import type { DestinationCategoryName, PropertyType } from './vocabulary';

/** Which months are high (H), shoulder (S) or low (L) season, January first. */
export const CLIMATES = {
  'southern-safari': 'LLLSSHHHHHSL',
  cape: 'HHHSSLLLLSSH',
  namibia: 'SLLSSHHHHHSS',
  'east-africa': 'HHSLLSHHHHSH',
  rwanda: 'HHSLLHHHHSSH',
  'indian-ocean': 'SLLSSLHHSHSH',
  madagascar: 'LLLSHHHHHHSL',
} as const;
export type Climate = keyof typeof CLIMATES;
export type Season = 'H' | 'S' | 'L';

/** Hand-written reference data for one destination; the generator derives the rest. */
export interface DestinationSeed {
  slug: string;
  /** The parent's slug; null only for the continent. */
  parent: string | null;
  category: DestinationCategoryName;
  /** Set on country destinations; others inherit it from their parent chain. */
  country?: string;
  name: Localized;
  tagline: Localized;
  short: Localized;
  /** Two to four sentences of real facts. */
  description: Localized;
  /** Latitude, longitude. */
  at: [number, number];
  /** Best months to go, 1–12. */
  best: number[];
  popularity: number;
  art: ArtworkKind;
  /** Inherited from the parent chain when absent. */
  climate?: Climate;
  /** The stays generated here, by property type. */
  stays?: PropertyType[];
  activities?: ActivityKey[];
  /** A local word for invented stay names ("Kwando" → "Kwando Reed Camp"). */
  stem?: string;
  /** How one usually arrives, for the FAQ. */
  access?: 'fly-in' | 'road' | 'boat' | 'city';
  malariaFree?: boolean;
  /** Separate landmass (island) id: legs between landmasses fly or take a boat. Inherited. */
  landmass?: string;
  featured?: boolean;
  /** "in/at/on X" where the rule (by category and German noun) reads badly. */
  inPhrase?: Localized;
}

export const t = (en: string, de: string): Localized => ({ en, de });
