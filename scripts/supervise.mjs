// Runs the production server as a child process and starts it again when it dies
// unexpectedly (a crash, an uncaught error, the OS killing it), after a short pause
// that grows while it keeps dying. A normal stop (exit code 0, or stop()) ends it.
// Deployments that bring their own supervisor (systemd, a container runtime) may run
// `node server.mjs` directly instead; see README and decision 017.
import { spawn } from 'node:child_process';

/** Pauses before the 1st, 2nd, 3rd… restart in a row; the last one repeats. */
export const RESTART_DELAYS_MS = [250, 1_000, 3_000, 5_000];
/** A child that ran this long counts as healthy: the next crash starts the delays over. */
const STABLE_AFTER_MS = 30_000;
/** Children that die before they ever become ready, in a row, before we give up (a bad config). */
const MAX_FAILED_STARTS = 5;
/** Exit codes a child gives for a fault no restart mends (EX_CONFIG: its data folder is taken). */
const FINAL_EXIT_CODES = new Set([78]);

/**
 * Starts `command args` and keeps it running. The child reports readiness with
 * process.send('ready') (server.mjs does once it listens). Returns { done, stop, pid }:
 * `done` resolves with the exit code for the supervisor, `stop(signal)` ends it all.
 */
export function supervise(command, args, { delays = RESTART_DELAYS_MS, log = console.error, ...spawnOptions } = {}) {
  let child = null;
  let stopping = false;
  let crashesInARow = 0;
  let failedStarts = 0;
  let restartTimer = null;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  function start() {
    restartTimer = null;
    const startedAt = Date.now();
    let ready = false;
    let ended = false;
    const current = spawn(command, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], ...spawnOptions });
    child = current;
    current.on('message', (message) => {
      if (message === 'ready') ready = true;
    });
    const onEnd = (code, signal) => {
      if (ended) return;
      ended = true;
      child = null;
      if (stopping || (code === 0 && !signal)) {
        finish(stopping ? 0 : code);
        return;
      }
      if (FINAL_EXIT_CODES.has(code)) {
        log(
          `[supervisor] the server stopped with exit code ${code}, which a restart cannot mend; not starting it again`,
        );
        finish(code);
        return;
      }
      crashesInARow = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : crashesInARow + 1;
      failedStarts = ready ? 0 : failedStarts + 1;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (failedStarts >= MAX_FAILED_STARTS) {
        log(`[supervisor] the server failed to start ${failedStarts} times in a row (${how}); giving up`);
        finish(typeof code === 'number' && code !== 0 ? code : 1);
        return;
      }
      const delay = delays[Math.min(crashesInARow, delays.length) - 1] ?? 0;
      log(`[supervisor] the server stopped unexpectedly (${how}); starting it again in ${delay} ms`);
      restartTimer = setTimeout(start, delay);
    };
    current.on('exit', onEnd);
    current.on('error', (error) => {
      log(`[supervisor] could not run the server: ${error.message}`);
      onEnd(1, null);
    });
  }

  start();
  return {
    done,
    /** The running child's process id (null between a crash and its restart). */
    get pid() {
      return child?.pid ?? null;
    },
    /** Forwards `signal` to the child and ends once it exits (at once when none runs). */
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      if (child) child.kill(signal);
      else finish(0);
    },
  };
}
