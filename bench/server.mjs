// Starts the production server the way `npm start` does (scripts/start.mjs: build
// if the sources changed, migrate, seed, serve) on a throwaway database, and stops
// it again — its whole process group, so no build or server process outlives us.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const HOST = '127.0.0.1';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with whether nothing listens on HOST:port yet. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** Lets the OS pick a free port, so parallel runs (or a dev server) do not collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

function healthStatus(baseUrl) {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/api/health`, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(0));
  });
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Builds (if needed), seeds and starts the server. Resolves once /api/health
 * answers 200 with { baseUrl, dataDir, logFile, stop, killNow, pid }; `onSpawn` gets
 * { stop, killNow } as soon as the process exists.
 */
export async function startServer({
  port = 0,
  scale = 1,
  startTimeoutSeconds = 180,
  keepData = false,
  onSpawn = (_handle) => {},
} = {}) {
  if (port && !(await portIsFree(port))) {
    throw new Error(`Port ${port} is already in use; unset BENCH_PORT or choose another one.`);
  }
  const chosenPort = port || (await freePort());
  const baseUrl = `http://${HOST}:${chosenPort}`;

  // A fresh embedded database per run: results must not depend on leftovers.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-bench-data-'));
  const removeData = () => {
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  mkdirSync(RESULTS_DIR, { recursive: true });
  // The server's own output would interleave with the report; keep it in a file
  // (*.log is gitignored) and show its tail when something goes wrong.
  const logFile = path.join(RESULTS_DIR, 'server.log');
  const logFd = openSync(logFile, 'w');

  const env = {
    ...process.env,
    HOST,
    PORT: String(chosenPort),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  // The benchmark always runs on its own embedded database, never on whatever
  // PostgreSQL the caller's environment happens to point at.
  delete env.DATABASE_URL;

  try {
    if (scale > 1) {
      // start.mjs only seeds scale 1 (and only an empty database), so seed the
      // larger catalogue first; start.mjs then finds the database already seeded.
      console.log(`bench: seeding scale ${scale} into ${dataDir}…`);
      const seeded = spawnSync(bin('tsx'), ['src/server/cli/seed.ts', '--scale', String(scale)], {
        cwd: ROOT,
        env,
        stdio: ['ignore', logFd, logFd],
      });
      if (seeded.status !== 0) {
        throw new Error(`Seeding at scale ${scale} failed (exit ${seeded.status}):\n${tail(logFile)}`);
      }
    }
  } catch (error) {
    closeSync(logFd);
    removeData();
    throw error;
  }

  console.log(`bench: starting the production server on ${baseUrl} (log: ${path.relative(ROOT, logFile)})…`);
  // detached: the child leads its own process group, so stop() can signal the
  // server together with any build step start.mjs is still running.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  closeSync(logFd);

  let exited = child.exitCode !== null;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
  });

  const killGroup = (signal) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup('SIGTERM');
    // server.mjs closes gracefully on SIGTERM; give it a moment, then insist.
    const finished = await Promise.race([exitPromise.then(() => true), sleep(6_000).then(() => false)]);
    if (!finished) {
      killGroup('SIGKILL');
      await Promise.race([exitPromise, sleep(2_000)]);
    }
    removeData();
  };
  // For process.on('exit'), where nothing asynchronous runs any more.
  const killNow = () => {
    killGroup('SIGKILL');
    removeData();
  };

  // Lets the caller stop a server that is still building (e.g. on Ctrl-C).
  onSpawn({ stop, killNow });

  const deadline = Date.now() + startTimeoutSeconds * 1_000;
  const started = Date.now();
  try {
    for (;;) {
      if (exited) throw new Error(`The server exited before it became healthy:\n${tail(logFile)}`);
      if ((await healthStatus(baseUrl)) === 200) break;
      if (Date.now() > deadline) {
        throw new Error(`/api/health did not answer 200 within ${startTimeoutSeconds} s:\n${tail(logFile)}`);
      }
      await sleep(500);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`bench: server healthy after ${((Date.now() - started) / 1_000).toFixed(1)} s`);

  return { baseUrl, dataDir, logFile, stop, killNow, pid: child.pid };
}
