import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// graphql ships CJS and ESM builds without an exports map: Node gives dependencies
// the CJS one, so our sources must get the same module or schemas clash ("another realm").
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
const alias = [
  { find: /^~\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
  { find: /^graphql$/, replacement: graphqlCjs },
];
const dbTests = ['src/**/*.db.test.ts', 'tests/integration/**/*.test.ts'];

/**
 * Three projects: plain unit tests, and the database tests twice — on embedded
 * PGlite always, and on the PostgreSQL at TEST_DATABASE_URL when it is set.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'], exclude: dbTests },
      },
      { extends: true, test: { name: 'db:pglite', include: dbTests, env: { TEST_DB: 'pglite' } } },
      ...postgresProject(),
    ],
  },
});

function postgresProject(): TestProjectInlineConfiguration[] {
  if (!process.env['TEST_DATABASE_URL']) return [];
  return [{ extends: true, test: { name: 'db:postgres', include: dbTests, env: { TEST_DB: 'postgres' } } }];
}
