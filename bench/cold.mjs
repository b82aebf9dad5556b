// The cache-bypass phase: what a visitor (or an attacker) costs when the page cache
// cannot help. Three measurements against the running server:
//   - autocannon on each cold target with a unique query parameter per request, so
//     every request renders the page (unknown parameters are never cached);
//   - one cold page asked 50 times at once (a cacheable address nobody asked for
//     yet): the slowest of the 50 answers, i.e. what coalescing the renders buys;
//   - the server's resident memory after a bounded flood of distinct cacheable
//     addresses (unique utm_source values), which the page cache must survive.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const ACCEPT = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
let sequence = 0;
/** A value no earlier request of this run has used. */
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++sequence}`;
const withParam = (path, name, value) => `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`;

function flood(baseUrl, path, param, { connections, durationSeconds, amount }) {
  return autocannon({
    url: new URL(path, baseUrl).href,
    connections,
    ...(amount ? { amount } : { duration: durationSeconds }),
    timeout: 10,
    requests: [
      {
        method: 'GET',
        headers: ACCEPT,
        setupRequest: (request) => ({ ...request, path: withParam(path, param, unique()) }),
      },
    ],
  });
}

/** 50 requests for one address at the same moment; the latencies in ms, sorted. */
async function burst(baseUrl, path, count) {
  const url = new URL(withParam(path, 'utm_source', `bench-burst-${unique()}`), baseUrl).href;
  const timings = await Promise.all(
    Array.from({ length: count }, async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: ACCEPT });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    }),
  );
  return timings.sort((a, b) => a.ms - b.ms);
}

/** Resident memory (bytes) of the largest process in the tree under `pid` (Linux /proc; null elsewhere). */
export function largestRss(pid) {
  if (!pid) return null;
  try {
    const rss = (id) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const children = (id) => {
      try {
        return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      } catch {
        return [];
      }
    };
    let largest = 0;
    const queue = [String(pid)];
    while (queue.length > 0) {
      const id = /** @type {string} */ (queue.shift());
      largest = Math.max(largest, rss(id));
      queue.push(...children(id));
    }
    return largest || null;
  } catch {
    return null;
  }
}

/**
 * Runs the three measurements; never throws (a failed part records its error).
 * `serverPid` is the process started for the bench (its tree is searched for the server).
 */
export async function runCold(
  baseUrl,
  targets,
  { connections, durationSeconds, warmupSeconds, burstSize = 50, floodRequests, serverPid, log = console.log },
) {
  const result = { targets: [], burst: null, memory: null };
  for (const target of targets) {
    const entry = { name: `cold GET ${target}`, path: target };
    try {
      if (warmupSeconds > 0)
        await flood(baseUrl, target, 'bench-cold', { connections, durationSeconds: warmupSeconds });
      const run = await flood(baseUrl, target, 'bench-cold', { connections, durationSeconds });
      Object.assign(entry, {
        requestsPerSecond: run.requests.average,
        latencyP50: run.latency.p50,
        latencyP99: run.latency.p99,
        requests: run.requests.total,
        non2xx: run.non2xx,
        errors: run.errors,
        timeouts: run.timeouts,
      });
      log(
        `cold ${target}: ${entry.requestsPerSecond.toFixed(0)} req/s, p50 ${entry.latencyP50} ms, p99 ${entry.latencyP99} ms` +
          (entry.non2xx || entry.errors ? ` (non-2xx ${entry.non2xx}, errors ${entry.errors})` : ''),
      );
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error);
      log(`cold ${target}: FAILED ${entry.error}`);
    }
    result.targets.push(entry);
  }

  const burstPath = targets[0];
  try {
    const timings = await burst(baseUrl, burstPath, burstSize);
    const at = (q) => timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)]?.ms ?? null;
    result.burst = {
      path: burstPath,
      size: burstSize,
      p50: at(0.5),
      p99: at(0.99),
      max: timings.at(-1)?.ms ?? null,
      non200: timings.filter((t) => t.status !== 200).length,
    };
    log(
      `cold burst ${burstSize}× ${burstPath}: p50 ${result.burst.p50?.toFixed(0)} ms, p99 ${result.burst.p99?.toFixed(0)} ms`,
    );
  } catch (error) {
    result.burst = { path: burstPath, size: burstSize, error: error instanceof Error ? error.message : String(error) };
  }

  try {
    const before = largestRss(serverPid);
    const started = Date.now();
    const run = await flood(baseUrl, burstPath, 'utm_source', { connections, amount: floodRequests });
    result.memory = {
      requests: run.requests.total,
      seconds: (Date.now() - started) / 1_000,
      non2xx: run.non2xx,
      errors: run.errors,
      rssBefore: before,
      rssAfter: largestRss(serverPid),
    };
    const mib = (bytes) => (bytes ? `${(bytes / 2 ** 20).toFixed(0)} MiB` : '?');
    log(
      `cold flood ${result.memory.requests} distinct addresses: RSS ${mib(result.memory.rssBefore)} → ${mib(result.memory.rssAfter)}`,
    );
  } catch (error) {
    result.memory = { error: error instanceof Error ? error.message : String(error) };
  }
  return result;
}
