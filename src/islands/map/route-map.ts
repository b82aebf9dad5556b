/**
 * The interactive map: Leaflet with a configurable tile layer, a circle marker per point
 * (vector, so no marker images to resolve) and, for trips, the route as a line.
 */
import * as L from 'leaflet';
// The stylesheet's address only: imported as CSS, the build would put it in every page
// of the route as a render-blocking stylesheet, which is what loading on scroll avoids.
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import { readMapConfig } from './map-data';

const EARTH = '#8a5a3b';
const BUSH = '#2f4426';

let stylesheet: Promise<void> | undefined;

function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletCssUrl;
    // A failed stylesheet still leaves a usable (if plain) map.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
  return stylesheet;
}

export async function mountRouteMap(container: HTMLElement): Promise<void> {
  await loadStylesheet();
  const config = readMapConfig(container.dataset);
  const canvas = container.querySelector<HTMLElement>('[data-map-canvas]');
  if (!canvas || config.points.length === 0) {
    container.dataset['mapState'] = 'failed';
    return;
  }
  // The server's sketch gives way to the real map.
  canvas.replaceChildren();
  const map = L.map(canvas, { scrollWheelZoom: false, attributionControl: true });
  L.tileLayer(config.tileUrl, { maxZoom: 18, attribution: config.attribution }).addTo(map);

  const latLngs = config.points.map((point) => L.latLng(point.lat, point.lng));
  if (config.route && latLngs.length > 1) {
    L.polyline(latLngs, { color: EARTH, weight: 3, dashArray: '6 8', opacity: 0.9 }).addTo(map);
  }
  config.points.forEach((point, index) => {
    L.circleMarker([point.lat, point.lng], {
      radius: 9,
      color: '#ffffff',
      weight: 3,
      fillColor: config.route && index === 0 ? EARTH : BUSH,
      fillOpacity: 1,
    })
      .bindTooltip(config.route ? `${index + 1}. ${point.label}` : point.label)
      .addTo(map);
  });

  if (latLngs.length === 1) map.setView(latLngs[0] as L.LatLng, 9);
  else map.fitBounds(L.latLngBounds(latLngs), { padding: [32, 32] });
  container.dataset['mapState'] = 'ready';
}
