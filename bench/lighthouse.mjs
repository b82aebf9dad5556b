// Lighthouse (performance category only) against the running server, per page and
// network profile, reporting the median of several runs. A failing run is recorded
// as an error and left out of the median; it never throws.
import { accessSync, constants } from 'node:fs';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own presets, so the fields the simulation ignores (the devtools
// latency/throughput ones) stay consistent with what we pin explicitly.
import { throttling as presets } from 'lighthouse/core/config/constants.js';

/**
 * Both profiles emulate Lighthouse's default mobile device; `simulate` throttling
 * (Lantern) models the network and CPU from one unthrottled load, so runs are fast
 * and do not depend on this machine's network.
 */
export const PROFILES = [
  {
    id: 'mobile-slow-4g',
    label: 'mobile slow 4G',
    // Lighthouse's default mobile config: RTT 150 ms, 1.6 Mbps, CPU ×4.
    flags: {},
  },
  {
    id: 'mobile-regular-3g',
    label: 'mobile regular 3G',
    flags: {
      throttlingMethod: 'simulate',
      throttling: { ...presets.mobileRegular3G, rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 },
    },
  },
];

// Chromium runs as root without network in the sandbox; these keep it from
// phoning home (which would stall or skew the trace) and from needing a sandbox.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Lighthouse gives up on a page after 45 s itself; this only catches a hung browser.
const RUN_TIMEOUT_MS = 150_000;

// Failures that say something about the page; retrying them only costs time.
// Anything else (NO_NAVSTART, protocol timeouts, a crashed browser: Lighthouse's
// own advice is "run again") gets one more attempt.
const PAGE_ERRORS = new Set([
  'ERRORED_DOCUMENT_REQUEST',
  'FAILED_DOCUMENT_REQUEST',
  'NOT_HTML',
  'INVALID_URL',
  'DNS_FAILURE',
  'CHROME_INTERSTITIAL_ERROR',
  'PAGE_HUNG',
]);
const ATTEMPTS = 2;

export const METRICS = ['score', 'lcp', 'cls', 'tbt', 'fcp', 'jsBytes'];

/** Kills any Chromium we launched (for SIGINT and error paths). */
export function killChromes() {
  killAll();
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1_000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function numeric(audit) {
  return audit && typeof audit.numericValue === 'number' ? audit.numericValue : null;
}

/** The numbers we report from one Lighthouse result (lhr). */
function extractMetrics(lhr) {
  const audits = lhr.audits;
  const resources = audits['resource-summary']?.details?.items ?? [];
  const scripts = resources.find((item) => item.resourceType === 'script');
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcp: numeric(audits['largest-contentful-paint']),
    cls: numeric(audits['cumulative-layout-shift']),
    tbt: numeric(audits['total-blocking-time']),
    fcp: numeric(audits['first-contentful-paint']),
    jsBytes: scripts ? scripts.transferSize : null,
  };
}

/**
 * Audits that could not compute a value (e.g. NO_LCP), and requests that failed:
 * a page whose JS 404s scores well for the wrong reason, so say so next to the numbers.
 */
function auditErrors(lhr) {
  const ids = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'first-contentful-paint'];
  const errors = ids.filter((id) => lhr.audits[id]?.errorMessage).map((id) => `${id}: ${lhr.audits[id].errorMessage}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  for (const request of requests) {
    if (request.statusCode >= 400 || request.statusCode === -1) {
      errors.push(`HTTP ${request.statusCode} for ${new URL(request.url).pathname}`);
    }
  }
  return errors;
}

async function runOnce(url, profile, chromePath) {
  // A fresh browser per run: no cache, no leftover state, and a crash only costs one run.
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...profile.flags,
      }),
      RUN_TIMEOUT_MS,
      'Lighthouse',
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`), {
        code: lhr.runtimeError.code,
      });
    }
    return {
      metrics: extractMetrics(lhr),
      warnings: [...(lhr.runWarnings ?? []), ...auditErrors(lhr)],
      throttling: lhr.configSettings.throttling,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs every page × profile `runs` times, sequentially (the machine has two cores
 * and the server needs one). Returns one entry per page and profile.
 */
export async function runLighthouse(baseUrl, paths, { runs, chromePath, log = console.log }) {
  // chrome-launcher turns a missing binary into an uncaught 'error' event, so check first.
  try {
    accessSync(chromePath, constants.X_OK);
  } catch {
    throw new Error(`No executable Chromium at ${chromePath}; set CHROMIUM_PATH.`);
  }
  const results = [];
  for (const path of paths) {
    for (const profile of PROFILES) {
      const url = new URL(path, baseUrl).href;
      const entry = {
        path,
        profile: profile.id,
        profileLabel: profile.label,
        runs: [],
        errors: [],
        warnings: [],
        median: null,
        throttling: null,
      };
      for (let i = 1; i <= runs; i++) {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const started = Date.now();
          try {
            const run = await runOnce(url, profile, chromePath);
            entry.runs.push(run.metrics);
            entry.throttling = run.throttling;
            entry.lighthouseVersion = run.lighthouseVersion;
            for (const warning of run.warnings) if (!entry.warnings.includes(warning)) entry.warnings.push(warning);
            log(
              `lighthouse ${path} ${profile.label} run ${i}/${runs}: score ${run.metrics.score} ` +
                `(${((Date.now() - started) / 1_000).toFixed(1)} s)`,
            );
            break;
          } catch (error) {
            killChromes();
            const message = error instanceof Error ? error.message : String(error);
            const retry = attempt < ATTEMPTS && !PAGE_ERRORS.has(error?.code);
            log(`lighthouse ${path} ${profile.label} run ${i}/${runs}: FAILED ${message}${retry ? ' (retrying)' : ''}`);
            if (retry) {
              entry.warnings.push(`run ${i} retried after: ${message}`);
            } else {
              entry.errors.push(`run ${i}: ${message}`);
              break;
            }
          }
        }
      }
      if (entry.runs.length > 0) {
        // Median per metric across the successful runs (each column on its own,
        // so one slow outlier run cannot drag all of a row's numbers).
        entry.median = Object.fromEntries(METRICS.map((m) => [m, median(entry.runs.map((r) => r[m]))]));
      }
      results.push(entry);
    }
  }
  return results;
}
