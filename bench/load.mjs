// HTTP load with autocannon, one target after the other, each compared with the
// static asset: absolute req/s depend on the machine, the ratio to serving a tiny
// file from disk says how much our own rendering/GraphQL code costs.
import autocannon from 'autocannon';

function cannon(baseUrl, target, { connections, durationSeconds }) {
  return autocannon({
    url: new URL(target.path, baseUrl).href,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: durationSeconds,
    // The default 10 s would hide a stalled server behind one huge latency sample.
    timeout: 10,
  });
}

/**
 * Loads each target for `durationSeconds` after `warmupSeconds` of unmeasured load
 * (lets V8 optimise the code path and fills caches, which the first target would
 * otherwise pay for alone). Never throws: a failed target records its error.
 */
export async function runLoad(baseUrl, targets, { connections, durationSeconds, warmupSeconds, log = console.log }) {
  const results = [];
  for (const target of targets) {
    const entry = { name: target.name, kind: target.kind, method: target.method, path: target.path };
    try {
      if (warmupSeconds > 0) await cannon(baseUrl, target, { connections, durationSeconds: warmupSeconds });
      const result = await cannon(baseUrl, target, { connections, durationSeconds });
      Object.assign(entry, {
        requestsPerSecond: result.requests.average,
        latencyP50: result.latency.p50,
        latencyP99: result.latency.p99,
        latencyAverage: result.latency.average,
        requests: result.requests.total,
        bytesPerSecond: result.throughput.average,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        statusCodes: result.statusCodeStats,
        durationSeconds: result.duration,
      });
      log(
        `load ${target.name}: ${entry.requestsPerSecond.toFixed(0)} req/s, ` +
          `p50 ${entry.latencyP50} ms, p99 ${entry.latencyP99} ms` +
          (entry.non2xx || entry.errors ? ` (non-2xx ${entry.non2xx}, errors ${entry.errors})` : ''),
      );
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error);
      log(`load ${target.name}: FAILED ${entry.error}`);
    }
    results.push(entry);
  }

  // Each target's throughput relative to the static asset (1.0 = as fast as a file).
  const reference = results.find((r) => r.kind === 'static' && r.requestsPerSecond > 0);
  for (const entry of results) {
    entry.ratioToStatic =
      reference && typeof entry.requestsPerSecond === 'number'
        ? entry.requestsPerSecond / reference.requestsPerSecond
        : null;
  }
  return results;
}
