/**
 * The search overlay: a native <dialog> the server already rendered, with a GET form in it
 * (Enter goes to the result page). Typing asks the `search` operation, debounced; a newer
 * keystroke cancels the older request. Results are built with textContent only.
 */
import { interpolate } from '~/i18n/format';
import { gql } from '~/lib/graphql';
import { api } from '~/stores/api';
import { countText, moreLettersText, readLabels, remainingLetters, type SearchLabels } from './search-text';

const DEBOUNCE_MS = 250;
const LIMIT = 8;

interface Hit {
  kind: keyof SearchLabels['kinds'];
  title: string;
  subtitle: string;
  url: string;
}

interface SearchData {
  search: { query: string; remainingLetters: number; hits: Hit[]; alternatives: Hit[] } | null;
}

const SEARCH = gql<SearchData, { query: string; limit: number }>(`query search($query: String!, $limit: Int) {
  search(query: $query, limit: $limit) {
    query
    remainingLetters
    hits { kind title subtitle url }
    alternatives { kind title subtitle url }
  }
}`);

const wired = new WeakSet<HTMLDialogElement>();

export function openSearchOverlay(dialog: HTMLDialogElement): void {
  if (!wired.has(dialog)) {
    wire(dialog);
    wired.add(dialog);
  }
  dialog.showModal();
  dialog.querySelector<HTMLInputElement>('[data-search-input]')?.select();
}

function wire(dialog: HTMLDialogElement): void {
  const labels = readLabels(dialog.dataset['labels']);
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]');
  const status = dialog.querySelector<HTMLElement>('[data-search-status]');
  const list = dialog.querySelector<HTMLUListElement>('[data-search-hits]');
  const all = dialog.querySelector<HTMLAnchorElement>('[data-search-all]');
  if (!labels || !input || !status || !list || !all) return;
  const minimum = Number(dialog.dataset['min'] ?? 3);
  const base = dialog.dataset['base'] ?? '/search';
  const locale = document.documentElement.lang || 'en';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const show = (text: string, hits: Hit[], query: string) => {
    status.textContent = text;
    // Only site paths: a hit can never become a link to another site or a script.
    const safe = hits.filter((hit) => hit.url.startsWith('/') && !hit.url.startsWith('//'));
    list.replaceChildren(...safe.map((hit) => renderHit(hit, labels)));
    all.hidden = query === '';
    all.href = `${base}/${encodeURIComponent(query)}`;
  };

  const run = async (query: string) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    status.textContent = labels.searching;
    try {
      const data = await api.query(SEARCH, { query, limit: LIMIT }, { signal: controller.signal });
      if (controller.signal.aborted) return;
      const result = data?.search;
      if (!result) throw new Error('no search result');
      if (result.hits.length > 0) show(countText(labels, result.hits.length, locale), result.hits, query);
      else {
        const none = interpolate(labels.noResults, { query });
        show(result.alternatives.length > 0 ? `${none} ${labels.alternatives}` : none, result.alternatives, query);
      }
    } catch {
      if (!controller.signal.aborted) show(labels.failed, [], query);
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const query = input.value.trim();
    const missing = remainingLetters(query, minimum);
    if (missing > 0) {
      inFlight?.abort();
      show(moreLettersText(labels, missing, locale), [], '');
      return;
    }
    timer = setTimeout(() => void run(query), DEBOUNCE_MS);
  });

  // In a search field Escape first clears the text; here it should close, as in any dialog.
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  });
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog itself, outside its panel) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    clearTimeout(timer);
    inFlight?.abort();
  });
}

function renderHit(hit: Hit, labels: SearchLabels): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.className = 'search-overlay__hit';
  link.href = hit.url;
  const kind = document.createElement('span');
  kind.className = 'search-overlay__kind';
  kind.textContent = labels.kinds[hit.kind] ?? hit.kind;
  const title = document.createElement('span');
  title.className = 'search-overlay__title';
  title.textContent = hit.title;
  link.append(kind, title);
  if (hit.subtitle) {
    const subtitle = document.createElement('span');
    subtitle.className = 'search-overlay__subtitle';
    subtitle.textContent = hit.subtitle;
    link.append(subtitle);
  }
  item.append(link);
  return item;
}
