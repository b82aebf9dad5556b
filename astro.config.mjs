// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import buildId from './integrations/build-id.mjs';
import precompress from './integrations/precompress.mjs';
import { CSP_DIRECTIVES } from './src/server/http/csp';

export default defineConfig({
  output: 'server',
  // The node adapter is built in standalone mode but started by our own server
  // (server.mjs), which adds compression and runs migrations first.
  adapter: node({ mode: 'standalone', bodySizeLimit: 1024 * 1024 }),
  integrations: [react(), buildId(), precompress()],
  i18n: {
    locales: ['en', 'de'],
    defaultLocale: 'en',
    // Our middleware decides about the root and unknown prefixes (spec 1 §4).
    routing: 'manual',
  },
  // Origin checks for cookie-authenticated form posts; our JSON endpoints check it too.
  security: { checkOrigin: true, csp: { directives: [...CSP_DIRECTIVES] } },
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  prefetch: false,
  // Scoped styles match by class: shorter pages and cheaper selector matching than attributes.
  scopedStyleStrategy: 'class',
  // Content has no code blocks; Shiki's inline styles would not fit the hash-based CSP.
  markdown: { syntaxHighlight: false },
  build: { inlineStylesheets: 'always' },
  vite: {
    resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  },
});
