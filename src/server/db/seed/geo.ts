/** Great-circle distance in whole kilometres (haversine, mean Earth radius). */
export function greatCircleKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The box every seeded coordinate must fall in: Africa south of the Sahara and the western Indian Ocean. */
export const AFRICA_BOUNDS = { minLatitude: -35.5, maxLatitude: 5, minLongitude: 10, maxLongitude: 60 } as const;

export function isInAfricaBounds(point: { latitude: number; longitude: number }): boolean {
  return (
    point.latitude >= AFRICA_BOUNDS.minLatitude &&
    point.latitude <= AFRICA_BOUNDS.maxLatitude &&
    point.longitude >= AFRICA_BOUNDS.minLongitude &&
    point.longitude <= AFRICA_BOUNDS.maxLongitude
  );
}
