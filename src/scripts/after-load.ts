/**
 * Scripts that only enhance server-rendered HTML wait in `<template data-after-load>`
 * until the page has loaded (its hero image included) and painted: a template's content
 * is inert, so neither the parser nor the preload scanner fetches them, and they never
 * compete with the first paint or the largest image (docs/decisions/023).
 */
export const DEFERRED_SCRIPTS = 'template[data-after-load]';

/** Calls `work` once the document has loaded and the next frame has been painted. */
export function afterLoadAndPaint(work: () => void, win: Window = window): void {
  const afterFrame = () => win.requestAnimationFrame(() => win.setTimeout(work, 0));
  if (win.document.readyState === 'complete') afterFrame();
  else win.addEventListener('load', afterFrame, { once: true });
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
