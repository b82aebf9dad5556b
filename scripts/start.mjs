// `npm start`: install if needed, build if the sources changed, migrate, seed an
// empty database, make sure an admin exists, then serve. Plain JavaScript so it
// also runs on an older system Node before node_modules (and Node 22) exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args, extraEnv = {}) => {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(bin('astro')) || !existsSync(bin('node'))) {
  console.log('Installing dependencies…');
  // `npm install`, not `npm ci`: see .ci/run for why the lock cannot satisfy `npm ci` here.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

// Every later step runs on the project's pinned Node 22.
if (Number(process.versions.node.split('.')[0]) < 22) {
  // Tools started later (`astro`, `tsx`) find Node by PATH: put the pinned one first.
  const PATH = `${path.dirname(bin('node'))}${path.delimiter}${process.env.PATH ?? ''}`;
  run(bin('node'), [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { PATH });
  process.exit(0);
}

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const entry = path.join(root, 'dist/server/entry.mjs');
const sources = ['src', 'public', 'integrations', 'astro.config.mjs', 'package-lock.json'];
const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && Math.max(...sources.map((s) => newestChange(path.join(root, s)))) > builtAt) {
  console.log('Building the site…');
  run(bin('astro'), ['build', '--silent']);
}

run(bin('tsx'), ['src/server/cli/prepare.ts']);

// The server runs as a child that is started again should it ever die (decision 017);
// Ctrl-C or SIGTERM stop it cleanly and end `npm start` with it.
const { supervise } = await import('./supervise.mjs');
const server = supervise(process.execPath, [path.join(root, 'server.mjs')], {
  cwd: root,
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.done);
