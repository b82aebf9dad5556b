/**
 * A static sketch of points on a plain background, drawn on the server: what the map
 * shows before Leaflet loads and with JavaScript off. A plain equirectangular projection
 * is enough at the scale of a trip.
 */
export interface SketchPoint {
  x: number;
  y: number;
  label: string;
}

export const SKETCH_WIDTH = 800;
export const SKETCH_HEIGHT = 450;
const PADDING = 60;

export function sketchPoints(points: { lat: number; lng: number; label: string }[]): SketchPoint[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  // One scale for both axes keeps the shape of the route; a single point sits in the middle.
  const span = Math.max(maxLat - minLat, maxLng - minLng) || 1;
  const scale = Math.min((SKETCH_WIDTH - 2 * PADDING) / span, (SKETCH_HEIGHT - 2 * PADDING) / span);
  const offsetX = (SKETCH_WIDTH - (maxLng - minLng) * scale) / 2;
  const offsetY = (SKETCH_HEIGHT - (maxLat - minLat) * scale) / 2;
  return points.map((p) => ({
    x: Math.round(offsetX + (p.lng - minLng) * scale),
    y: Math.round(offsetY + (maxLat - p.lat) * scale),
    label: p.label,
  }));
}
