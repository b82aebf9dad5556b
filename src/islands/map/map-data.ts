/**
 * What a map container carries in its data attributes, read defensively: the HTML is
 * ours, but a bad value must leave the static sketch in place rather than throw.
 */
export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
}

export interface MapConfig {
  points: MapPoint[];
  /** Draw a line through the points in order (a trip's route). */
  route: boolean;
  tileUrl: string;
  attribution: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

export function parsePoints(raw: string | undefined): MapPoint[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { lat, lng, label } = item as Record<string, unknown>;
    if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return [];
    return [{ lat, lng, label: typeof label === 'string' ? label : '' }];
  });
}

/** Only http(s) tile templates with the {z}/{x}/{y} placeholders are used; else OpenStreetMap. */
export function safeTileUrl(raw: string | undefined): string {
  if (!raw || !/^https:\/\/[^\s"'<>]+$/.test(raw)) return DEFAULT_TILE_URL;
  return ['{z}', '{x}', '{y}'].every((part) => raw.includes(part)) ? raw : DEFAULT_TILE_URL;
}

export function readMapConfig(dataset: DOMStringMap): MapConfig {
  return {
    points: parsePoints(dataset['points']),
    route: dataset['route'] === 'true',
    tileUrl: safeTileUrl(dataset['tiles']),
    attribution: dataset['attribution'] ?? '',
  };
}
