// `npm run bench [-- --quick] [-- --scale N] [-- --only lighthouse,load,bytes,quote,cold]`
//
// Builds and starts the production server on a fresh seeded database, then measures
// (one phase after the other: the machine has two cores)
//   - compressed JS/CSS/HTML bytes per page            (bytes.mjs)
//   - Lighthouse on two mobile network profiles        (lighthouse.mjs)
//   - throughput and latency under autocannon load     (load.mjs)
//   - the same with the page cache bypassed, a burst on one cold page, RSS after a flood (cold.mjs)
// for the targets in targets.mjs, and writes bench/results/latest.{json,md}.
// Numbers are reported, never asserted: it exits 0 even when a phase fails (the
// failure is recorded in the report). See options.mjs for the environment knobs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binDir = path.join(root, 'node_modules', '.bin');

// The server needs the project's Node 22. `npm run bench` already puts it first on
// PATH; a bare `node bench/run.mjs` with the system Node re-runs itself on it.
if (Number(process.versions.node.split('.')[0]) < 22 && existsSync(path.join(binDir, 'node'))) {
  const rerun = spawnSync(path.join(binDir, 'node'), [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 0);
}
// Tools started by children (astro, tsx) find node through PATH: make it Node 22.
process.env.PATH = `${binDir}${path.delimiter}${process.env.PATH ?? ''}`;

const { measurePages } = await import('./bytes.mjs');
const { runCold } = await import('./cold.mjs');
const { killChromes, runLighthouse } = await import('./lighthouse.mjs');
const { runLoad } = await import('./load.mjs');
const { runQuoteBench } = await import('./quote.mjs');
const { readOptions } = await import('./options.mjs');
const { writeReport } = await import('./report.mjs');
const { RESULTS_DIR, startServer } = await import('./server.mjs');
const targets = await import('./targets.mjs');

const startedAt = Date.now();
const options = readOptions();
const report = {
  meta: {
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: null,
    elapsedSeconds: null,
    commit: gitCommit(),
    node: process.versions.node,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
    baseUrl: null,
  },
  settings: {
    quick: options.quick,
    scale: options.scale,
    phases: options.phases,
    lighthouseRuns: options.lighthouseRuns,
    quoteCount: options.quoteCount,
    coldRequests: options.coldRequests,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    connections: options.connections,
    chromePath: options.chromePath,
  },
  targets: {
    pages: targets.pages,
    load: targets.loadTargets().map(({ name, method, path }) => ({ name, method, path })),
  },
  errors: [],
  lighthouse: null,
  load: null,
  bytes: null,
  quote: null,
  cold: null,
};

function gitCommit() {
  // Read-only on purpose (no `git status`: it may rewrite the index others use).
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

const message = (error) => (error instanceof Error ? error.message : String(error));

function finish() {
  report.meta.finishedAt = new Date().toISOString();
  report.meta.elapsedSeconds = (Date.now() - startedAt) / 1_000;
  const markdown = writeReport(RESULTS_DIR, report);
  console.log(`\n${markdown}`);
  console.log(`bench: wrote ${path.relative(root, path.join(RESULTS_DIR, 'latest.json'))} and latest.md`);
}

let server = null;

// Never leave a server (or its build) or a Chromium behind, however we end.
process.on('exit', () => server?.killNow());
let aborting = false;
/** Stops everything, writes what we have so far and exits. */
async function abort(reason, exitCode) {
  if (aborting) return;
  aborting = true;
  console.error(`\nbench: ${reason}; stopping…`);
  try {
    killChromes();
    await server?.stop();
    report.errors.push(`${reason}; results are partial.`);
    finish();
  } finally {
    process.exit(exitCode);
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => abort(`Interrupted by ${signal}`, 130));
}
// e.g. an 'error' event nobody listens to inside a tool: still report, still exit 0.
process.on('uncaughtException', (error) => abort(`Unexpected error: ${message(error)}`, 0));
process.on('unhandledRejection', (error) => abort(`Unexpected error: ${message(error)}`, 0));

async function phase(name, work) {
  if (!options.phases.includes(name) || aborting) return;
  const started = Date.now();
  console.log(`\nbench: ${name}…`);
  try {
    report[name] = await work();
  } catch (error) {
    // Each phase records its own per-target failures; this catches the unexpected.
    report.errors.push(`${name}: ${message(error)}`);
    console.error(`bench: ${name} failed: ${message(error)}`);
  }
  console.log(`bench: ${name} took ${((Date.now() - started) / 1_000).toFixed(0)} s`);
}

try {
  server = await startServer({
    port: options.port,
    scale: options.scale,
    startTimeoutSeconds: options.startTimeoutSeconds,
    keepData: options.keepData,
    onSpawn: (handle) => {
      server = handle;
    },
  });
  report.meta.baseUrl = server.baseUrl;
  const { baseUrl } = server;

  // Bytes first: quick, and it shows early when a page does not render at all.
  await phase('bytes', () => measurePages(baseUrl, targets.pages));
  await phase('lighthouse', () =>
    runLighthouse(baseUrl, targets.pages, { runs: options.lighthouseRuns, chromePath: options.chromePath }),
  );
  await phase('quote', () => runQuoteBench(baseUrl, { count: options.quoteCount }));
  // Load last, so the heavy traffic cannot leave the server (GC, caches) in a
  // different state for the page measurements.
  await phase('load', () =>
    runLoad(baseUrl, targets.loadTargets(), {
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    }),
  );
  // After everything else: its flood fills the page cache to its byte budget.
  await phase('cold', () =>
    runCold(baseUrl, targets.coldPages, {
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      floodRequests: options.coldRequests,
      serverPid: server?.pid,
    }),
  );
} catch (error) {
  report.errors.push(message(error));
  console.error(`bench: ${message(error)}`);
} finally {
  if (!aborting) {
    killChromes();
    await server?.stop();
    finish();
  }
}
// Reported, not asserted: a slow or broken page must not fail the build. (After a
// signal its handler exits, once it has written the partial report.)
if (!aborting) process.exit(0);
