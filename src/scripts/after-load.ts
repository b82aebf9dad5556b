/**
 * Scripts that only enhance server-rendered HTML wait in `<template data-after-load>`
 * until the page has loaded (its hero image included) and painted: a template's content
 * is inert, so neither the parser nor the preload scanner fetches them, and they never
 * compete with the first paint or the largest image (docs/decisions/023).
 */
export const DEFERRED_SCRIPTS = 'template[data-after-load]';

/** A load that never ends (an image that hangs) must not keep the page without its scripts. */
export const LOAD_WAIT_LIMIT_MS = 5_000;

/**
 * Calls `work` once, after the document has loaded and the next frame has been painted,
 * or after LOAD_WAIT_LIMIT_MS, whichever comes first.
 */
export function afterLoadAndPaint(work: () => void, win: Window = window): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  const afterFrame = () => win.requestAnimationFrame(() => win.setTimeout(once, 0));
  if (win.document.readyState === 'complete') afterFrame();
  else win.addEventListener('load', afterFrame, { once: true });
  win.setTimeout(once, LOAD_WAIT_LIMIT_MS);
}

/**
 * Moves each waiting template's content into the document, where its scripts run
 * (a script cloned from a template has never started, so inserting it runs it).
 * Each template is taken once, so calling this again does nothing.
 */
export function startDeferredScripts(root: Document = document): number {
  const templates = [...root.querySelectorAll<HTMLTemplateElement>(DEFERRED_SCRIPTS)];
  for (const template of templates) {
    template.replaceWith(template.content.cloneNode(true));
  }
  return templates.length;
}

/**
 * Pages with islands (the wizard, personalise) start at once, as before: their islands read
 * the preferences boot() syncs, and their JavaScript is what those pages are for.
 */
export function scheduleDeferredScripts(doc: Document = document, win: Window = window): void {
  if (doc.querySelector('astro-island')) startDeferredScripts(doc);
  else afterLoadAndPaint(() => startDeferredScripts(doc), win);
}
