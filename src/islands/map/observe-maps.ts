/**
 * Loads Leaflet only when a map container comes near the viewport (the map equivalent of
 * client:visible, without a framework): slow connections never pay for a map they skip.
 */
const NEAR_VIEWPORT = '200px';

export function observeMaps(root: ParentNode = document): void {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-map]:not([data-map-state])')];
  if (containers.length === 0) return;
  const load = (container: HTMLElement) => {
    container.dataset['mapState'] = 'loading';
    import('./route-map')
      .then(({ mountRouteMap }) => mountRouteMap(container))
      .catch(() => {
        // No map (offline, blocked): the static sketch and the stop list stay.
        container.dataset['mapState'] = 'failed';
      });
  };
  if (!('IntersectionObserver' in window)) {
    containers.forEach(load);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const container of containers) {
    container.dataset['mapState'] = 'waiting';
    observer.observe(container);
  }
}
