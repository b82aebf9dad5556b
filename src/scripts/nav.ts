import { navVariant } from '~/components/frame/nav-variant';

/** How far the page must scroll before the bar hides on the way down. */
const HIDE_AFTER_PX = 80;
/** Spec 1 §2: the colour changes 500 ms late when only the query or hash changed. */
export const SAME_PATH_COLOUR_DELAY_MS = 500;

/**
 * The navigation bar: hides when scrolling down, comes back when scrolling up, turns
 * solid once the hero is passed, closes its menu on navigation, and follows address
 * changes made by islands (history.pushState) with the spec's colour delay.
 */
export function enhanceNavigation(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const menu = document.getElementById('site-menu');

  // Not read from the page here: that would force a layout of the whole page at start.
  let lastY = 0;
  let ticking = false;
  window.addEventListener(
    'scroll',
    () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(() => {
        const y = window.scrollY;
        header.toggleAttribute('data-hidden', y > lastY && y > HIDE_AFTER_PX && !menu?.matches(':popover-open'));
        header.toggleAttribute('data-scrolled', y > HIDE_AFTER_PX);
        lastY = y;
        ticking = false;
      });
    },
    { passive: true },
  );

  const closeMenu = () => {
    if (menu?.matches(':popover-open')) menu.hidePopover();
  };
  menu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) closeMenu();
  });
  // Back/forward cache restores the page as it was left: with the menu open.
  window.addEventListener('pageshow', closeMenu);

  let path = location.pathname;
  const follow = () => {
    const samePath = location.pathname === path;
    path = location.pathname;
    closeMenu();
    const apply = () => header.setAttribute('data-variant', navVariant(location.pathname));
    if (samePath) setTimeout(apply, SAME_PATH_COLOUR_DELAY_MS);
    else apply();
  };
  window.addEventListener('popstate', follow);
  window.addEventListener('site:navigate', follow);
}
