/**
 * The header's search link opens an overlay instead of the search page. The overlay's
 * code is fetched on first intent (hover, focus or click), so pages pay nothing for it
 * until then; without JavaScript, or without <dialog>, the link simply goes to the page.
 */
type Overlay = typeof import('./search-overlay');
let loading: Promise<Overlay> | undefined;
const load = () => {
  loading ??= import('./search-overlay');
  return loading;
};

export function initSearchLauncher(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  if (!link || !dialog || typeof dialog.showModal !== 'function') return;
  const warm = () => void load().catch(() => undefined);
  link.addEventListener('pointerenter', warm, { once: true });
  link.addEventListener('focus', warm, { once: true });
  link.addEventListener('click', (event) => {
    // Let modified clicks (new tab, new window) do what the visitor asked.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    load()
      .then((overlay) => overlay.openSearchOverlay(dialog))
      .catch(() => location.assign(link.href));
  });
}
