// Turns the collected results into bench/results/latest.json (everything, for
// tooling and diffs) and bench/results/latest.md (the tables people read).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DASH = '–';

const ms = (value) => (typeof value === 'number' ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : DASH);
const seconds = (value) => (typeof value === 'number' ? `${(value / 1_000).toFixed(2)} s` : DASH);
const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} kB` : DASH);
const num = (value, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : DASH);
const escapeCell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
// Full messages are in latest.json; the table only needs enough to recognise them.
const short = (text, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A markdown table; numeric columns (named in `numeric`) are right-aligned. */
function table(header, rows, numeric = []) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((name) => (numeric.includes(name) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

function lighthouseSection(results, settings) {
  if (!results) return [];
  const rows = results.map((r) => {
    const m = r.median ?? {};
    const note = [
      r.errors.length ? `${r.errors.length} failed: ${short(r.errors[0])}` : '',
      r.warnings.length
        ? `warning: ${short(r.warnings[0])}${r.warnings.length > 1 ? ` (+${r.warnings.length - 1} more)` : ''}`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
    return [
      r.path,
      r.profileLabel,
      num(m.score),
      seconds(m.lcp),
      num(m.cls, 3),
      ms(m.tbt),
      seconds(m.fcp),
      kb(m.jsBytes),
      `${r.runs.length}/${r.runs.length + r.errors.length}`,
      note,
    ];
  });
  return [
    `## Lighthouse (median of ${settings.lighthouseRuns} run${settings.lighthouseRuns === 1 ? '' : 's'}, simulated throttling)`,
    '',
    table(['Page', 'Profile', 'Score', 'LCP', 'CLS', 'TBT', 'FCP', 'JS transferred', 'Runs ok', 'Notes'], rows, [
      'Score',
      'LCP',
      'CLS',
      'TBT',
      'FCP',
      'JS transferred',
      'Runs ok',
    ]),
    '',
    'mobile slow 4G = Lighthouse default (RTT 150 ms, 1.6 Mbps, CPU ×4); mobile regular 3G = RTT 300 ms, 700 kbps, CPU ×4.',
    '',
  ];
}

function loadSection(results, settings) {
  if (!results) return [];
  const rows = results.map((r) => {
    if (r.error) return [r.name, DASH, DASH, DASH, DASH, `failed: ${short(r.error)}`];
    const problems = [];
    if (r.non2xx) problems.push(`${r.non2xx} non-2xx`);
    if (r.errors) problems.push(`${r.errors} errors`);
    if (r.timeouts) problems.push(`${r.timeouts} timeouts`);
    return [
      r.name,
      num(r.requestsPerSecond),
      ms(r.latencyP50),
      ms(r.latencyP99),
      typeof r.ratioToStatic === 'number' ? r.ratioToStatic.toFixed(2) : DASH,
      problems.join(', '),
    ];
  });
  return [
    `## Load (autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per target after ${settings.warmupSeconds} s warm-up)`,
    '',
    table(['Target', 'req/s', 'p50', 'p99', '× static', 'Notes'], rows, ['req/s', 'p50', 'p99', '× static']),
    '',
    '× static = req/s relative to the static asset (1.00 = as fast as serving a small file).',
    '',
  ];
}

function bytesSection(results) {
  if (!results) return [];
  const rows = results.map((r) => [
    r.path,
    r.html ? `${kb(r.html.wireBytes)} (${r.html.encoding})` : DASH,
    kb(r.js.wireBytes + r.js.inlineEstimatedBytes),
    `${r.js.files} + ${kb(r.js.inlineEstimatedBytes)} inline`,
    kb(r.css.wireBytes + r.css.inlineEstimatedBytes),
    `${r.css.files} + ${kb(r.css.inlineEstimatedBytes)} inline`,
    String(r.requests),
    kb(r.totalWireBytes),
    short(r.errors.join('; ')),
  ]);
  return [
    '## Compressed bytes per page (Accept-Encoding: br, gzip)',
    '',
    table(
      ['Page', 'HTML', 'JS', 'JS files + inline', 'CSS', 'CSS files + inline', 'Requests', 'Total on wire', 'Errors'],
      rows,
      ['HTML', 'JS', 'JS files + inline', 'CSS', 'CSS files + inline', 'Requests', 'Total on wire'],
    ),
    '',
    'Body bytes as sent, headers excluded. JS/CSS = files on the wire plus inline <script>/<style> ' +
      '(compressed size estimated; it travels inside the HTML, so Total on wire = HTML + files).',
    '',
  ];
}

function quoteSection(result) {
  if (!result) return [];
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  return [
    `## Quote generation (${result.count} wizard enquiries over HTTP, one at a time)`,
    '',
    table(
      ['Succeeded', 'Outcome', 'p50', 'p95', 'Max', 'Errors'],
      [
        [
          `${result.succeeded}/${result.count}`,
          statuses || DASH,
          ms(result.p50),
          ms(result.p95),
          ms(result.max),
          result.errorCount ? `${result.errorCount}: ${short(result.errors[0] ?? '')}` : '0',
        ],
      ],
      ['p50', 'p95', 'Max'],
    ),
    '',
    'From request to answer: validation, trip choice, rooms, prices and the transaction writing lead, quote and outbox rows.',
    '',
  ];
}

const mib = (bytes) => (typeof bytes === 'number' ? `${(bytes / 2 ** 20).toFixed(0)} MiB` : DASH);

function coldSection(result, settings) {
  if (!result) return [];
  const rows = result.targets.map((r) => {
    if (r.error) return [r.name, DASH, DASH, DASH, `failed: ${short(r.error)}`];
    const problems = [];
    if (r.non2xx) problems.push(`${r.non2xx} non-2xx`);
    if (r.errors) problems.push(`${r.errors} errors`);
    if (r.timeouts) problems.push(`${r.timeouts} timeouts`);
    return [r.name, num(r.requestsPerSecond), ms(r.latencyP50), ms(r.latencyP99), problems.join(', ')];
  });
  const { burst, memory } = result;
  return [
    `## Cold pages (page cache bypassed: a unique query parameter per request, ${settings.connections} connections)`,
    '',
    table(['Target', 'req/s', 'p50', 'p99', 'Notes'], rows, ['req/s', 'p50', 'p99']),
    '',
    burst?.error
      ? `Burst: failed: ${short(burst.error)}`
      : burst
        ? `Burst: ${burst.size} requests at once for one cold page (${burst.path}): p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)}, max ${ms(burst.max)}${burst.non200 ? `, ${burst.non200} not 200` : ''}.`
        : '',
    '',
    memory?.error
      ? `Memory: failed: ${short(memory.error)}`
      : memory
        ? `Memory: server RSS ${mib(memory.rssBefore)} before and ${mib(memory.rssAfter)} after ${memory.requests} requests for distinct cacheable addresses (${num(memory.seconds)} s${memory.non2xx || memory.errors ? `, ${memory.non2xx} non-2xx, ${memory.errors} errors` : ''}).`
        : '',
    '',
  ];
}

export function renderMarkdown(report) {
  const { meta, settings } = report;
  const lines = [
    '# Benchmark results',
    '',
    `${meta.finishedAt} · commit ${meta.commit} · Node ${meta.node} · ${meta.cpus} × ${meta.cpuModel} · ` +
      `seed scale ${settings.scale}${settings.quick ? ' · **quick run**' : ''} · took ${Math.round(meta.elapsedSeconds)} s`,
    '',
  ];
  if (report.errors.length > 0) {
    lines.push('**Errors:**', '', ...report.errors.map((e) => `- ${escapeCell(e)}`), '');
  }
  lines.push(
    ...lighthouseSection(report.lighthouse, settings),
    ...loadSection(report.load, settings),
    ...bytesSection(report.bytes),
    ...quoteSection(report.quote),
    ...coldSection(report.cold, settings),
  );
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Writes latest.json and latest.md into `dir`; returns the markdown. */
export function writeReport(dir, report) {
  mkdirSync(dir, { recursive: true });
  const markdown = renderMarkdown(report);
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.md'), markdown);
  return markdown;
}
