/**
 * The glossary's forbidden words (docs/glossary.md, decision 026) as matchers, so tests can
 * check German texts against it: one word per thing, no synonyms creeping back in.
 */

export interface ForbiddenTerm {
  /** The glossary's German term, for the failure message. */
  use: string;
  source: string;
  pattern: RegExp;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cells of a Markdown table row; `\|` is a pipe inside a cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Reads the table's Forbidden column: `word` matches whole words, `/regex/` as written. */
export function parseGlossary(markdown: string): ForbiddenTerm[] {
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  const header = cells(rows[0] ?? '');
  const germanColumn = header.indexOf('German');
  const forbiddenColumn = header.indexOf('Forbidden');
  if (germanColumn < 0 || forbiddenColumn < 0) throw new Error('The glossary table needs German and Forbidden columns');
  return rows.slice(2).flatMap((row) => {
    const columns = cells(row);
    const use = columns[germanColumn] ?? '';
    return [...(columns[forbiddenColumn] ?? '').matchAll(/`([^`]+)`/g)].map(([, item = '']) => ({
      use,
      source: item,
      pattern:
        item.startsWith('/') && item.endsWith('/')
          ? new RegExp(item.slice(1, -1), 'u')
          : new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(item)}(?![\\p{L}\\p{N}])`, 'u'),
    }));
  });
}

/** The forbidden words a text uses, with the term to use instead. */
export function forbiddenTerms(text: string, terms: readonly ForbiddenTerm[]): { found: string; use: string }[] {
  return terms.flatMap((term) => {
    const match = term.pattern.exec(text);
    return match ? [{ found: match[0], use: term.use }] : [];
  });
}

const UNIT = String.raw`(?:%|km|kg|m|h|min|Std\.|Min\.|°|€|CHF)`;
/** A number or a placeholder, an ordinary space, a unit: German wants a non-breaking space there. */
export const BREAKABLE_UNIT = new RegExp(String.raw`(?:\d|\}\}) ${UNIT}(?![\p{L}])`, 'u');
