import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema } from './schema';

describe('schema.graphql', () => {
  it('is the printed schema (run `npm run schema:print` after changing the API)', () => {
    const committed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});
