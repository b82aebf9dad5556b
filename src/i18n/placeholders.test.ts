import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { MESSAGES, type MessageKey } from './messages';

/**
 * The option names i18next reads from the values of `t(key, values)` (`TOptionsBase` in its
 * own type file): a placeholder with one of these names is taken as an option, so `{{lng}}`
 * switches the language and `{{ns}}` the namespace. Read from the installed i18next, so a
 * new option shows up here by itself.
 */
function i18nextOptionNames(): string[] {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('i18next/package.json')), 'typescript', 'options.d.ts');
  const source = readFileSync(file, 'utf8');
  const body = /export interface TOptionsBase \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s{2}(\w+)\??:/gm)].map((match) => match[1] ?? '');
}

const keys = Object.keys(MESSAGES.en) as MessageKey[];
const placeholders = (message: string) => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');

describe('placeholder names', () => {
  const reserved = i18nextOptionNames();

  it('are read from i18next', () => {
    expect(reserved).toEqual(expect.arrayContaining(['lng', 'lngs', 'ns', 'defaultValue', 'count', 'context']));
  });

  it('are never an i18next option, except {{count}} in a plural message', () => {
    const misused = LOCALES.flatMap((locale) =>
      keys.flatMap((key) =>
        placeholders(MESSAGES[locale][key])
          .filter((name) => reserved.includes(name) && !(name === 'count' && /\.(one|other)$/.test(key)))
          .map((name) => `${locale} ${key}: {{${name}}}`),
      ),
    );
    expect(misused).toEqual([]);
  });
});
