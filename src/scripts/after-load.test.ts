import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndPaint, LOAD_WAIT_LIMIT_MS, scheduleDeferredScripts } from './after-load';

/** Just enough of a window: a ready state, a load event, frames and timers (fake). */
function fakeWindow(readyState: DocumentReadyState) {
  let onLoad: (() => void) | undefined;
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  };
  return { win: win as unknown as Window, load: () => onLoad?.() };
}

describe('afterLoadAndPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event and the next frame', () => {
    const work = vi.fn();
    const { win, load } = fakeWindow('interactive');
    afterLoadAndPaint(work, win);
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(16);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LOAD_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame when the page has already loaded', () => {
    const work = vi.fn();
    afterLoadAndPaint(work, fakeWindow('complete').win);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(17);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a load that never ends', () => {
    const work = vi.fn();
    const { win, load } = fakeWindow('loading');
    afterLoadAndPaint(work, win);
    vi.advanceTimersByTime(LOAD_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
    load();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

/** A document with one waiting template, with or without an island. */
function fakeDocument(withIsland: boolean) {
  const started: string[] = [];
  const template = {
    content: { cloneNode: () => 'boot script' },
    replaceWith: (node: string) => started.push(node),
  };
  let waiting = [template];
  const doc = {
    querySelector: (selector: string) => (selector === 'astro-island' && withIsland ? {} : null),
    querySelectorAll: () => {
      const found = waiting;
      waiting = [];
      return found;
    },
  };
  return { doc: doc as unknown as Document, started };
}

describe('scheduleDeferredScripts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the scripts of a page without islands until it has loaded', () => {
    const { doc, started } = fakeDocument(false);
    const { win, load } = fakeWindow('interactive');
    scheduleDeferredScripts(doc, win);
    expect(started).toEqual([]);
    load();
    vi.advanceTimersByTime(17);
    expect(started).toEqual(['boot script']);
  });

  it('starts them at once on a page with islands', () => {
    const { doc, started } = fakeDocument(true);
    scheduleDeferredScripts(doc, fakeWindow('interactive').win);
    expect(started).toEqual(['boot script']);
  });
});
