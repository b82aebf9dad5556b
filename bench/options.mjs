// Command-line flags and environment variables of `npm run bench`.
//
//   npm run bench [-- --quick] [-- --scale N] [-- --only lighthouse,load,bytes,quote,cold]
//
// Environment (each overrides what --quick would choose):
//   BENCH_DURATION       seconds of autocannon load per target (10; 3 with --quick)
//   BENCH_WARMUP         seconds of unmeasured load before each target (1)
//   BENCH_CONNECTIONS    autocannon connections (25)
//   BENCH_COLD_REQUESTS  distinct cacheable addresses the cold phase floods before reading RSS
//                        (60000; 3000 with --quick)
//   BENCH_QUOTES         wizard enquiries sent one by one by the quote phase (100; 20 with --quick)
//   BENCH_RUNS           Lighthouse runs per URL and profile, median reported (3; 1 with --quick)
//   BENCH_PORT           port for the production server (default: any free port)
//   BENCH_START_TIMEOUT  seconds to wait for /api/health, build included (180)
//   BENCH_KEEP_DATA=1    keep the temporary DATA_DIR instead of deleting it
//   CHROMIUM_PATH        Chromium binary for Lighthouse (/usr/bin/chromium)
import { parseArgs } from 'node:util';

export const PHASES = ['lighthouse', 'load', 'bytes', 'quote', 'cold'];

function positiveNumber(name, fallback, { integer = false, allowZero = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const valid = Number.isFinite(value) && (allowZero ? value >= 0 : value > 0) && (!integer || Number.isInteger(value));
  if (!valid) {
    // A typo should not cost a whole benchmark run: warn and keep the default.
    console.warn(`bench: ignoring ${name}=${raw} (expected a ${integer ? 'whole ' : ''}number); using ${fallback}`);
    return fallback;
  }
  return value;
}

/** Reads argv and the environment into one plain options object. */
export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      scale: { type: 'string', default: '1' },
      only: { type: 'string' },
    },
    // npm forwards whatever follows `--`; unknown flags are reported, not fatal.
    strict: false,
  });

  const quick = values.quick === true;
  let scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1) {
    console.warn(`bench: ignoring --scale ${values.scale} (expected a whole number ≥ 1); using 1`);
    scale = 1;
  }

  let phases = PHASES;
  if (typeof values.only === 'string') {
    const wanted = values.only.split(',').map((s) => s.trim());
    phases = PHASES.filter((phase) => wanted.includes(phase));
    if (phases.length === 0) {
      console.warn(`bench: --only ${values.only} names no phase (${PHASES.join(', ')}); running all`);
      phases = PHASES;
    }
  }

  return {
    quick,
    scale,
    phases,
    lighthouseRuns: positiveNumber('BENCH_RUNS', quick ? 1 : 3, { integer: true }),
    quoteCount: positiveNumber('BENCH_QUOTES', quick ? 20 : 100, { integer: true }),
    coldRequests: positiveNumber('BENCH_COLD_REQUESTS', quick ? 3_000 : 60_000, { integer: true }),
    durationSeconds: positiveNumber('BENCH_DURATION', quick ? 3 : 10),
    warmupSeconds: positiveNumber('BENCH_WARMUP', 1, { allowZero: true }),
    connections: positiveNumber('BENCH_CONNECTIONS', 25, { integer: true }),
    port: positiveNumber('BENCH_PORT', 0, { integer: true, allowZero: true }),
    startTimeoutSeconds: positiveNumber('BENCH_START_TIMEOUT', 180),
    keepData: process.env.BENCH_KEEP_DATA === '1',
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}
