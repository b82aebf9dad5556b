// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';

/**
 * Gives each build an id: compiled into the app as import.meta.env.PUBLIC_BUILD_ID and
 * written to /_build/latest.json, which open pages poll to notice a newer build.
 * @returns {import('astro').AstroIntegration}
 */
export default function buildId() {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'build-id',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const value = command === 'build' ? id : 'dev';
        updateConfig({ vite: { define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(value) } } });
      },
      'astro:build:done': async ({ dir }) => {
        const folder = new URL('./_build/', dir);
        await mkdir(folder, { recursive: true });
        await writeFile(new URL('./latest.json', folder), JSON.stringify({ id, builtAt: new Date().toISOString() }));
      },
    },
  };
}
