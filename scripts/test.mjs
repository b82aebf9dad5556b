// `npm test`: everything CI runs, in order — typecheck, lint, unit and database
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), build, end-to-end
// in Chromium. Ends with one line `N passed, N failed` (a failed check counts as one).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
const steps = [
  { name: 'typecheck', command: ['npx', 'astro', 'check', '--minimumSeverity', 'warning'] },
  { name: 'lint', command: ['npx', 'biome', 'check', '--error-on-warnings', '.'] },
  {
    name: 'unit and database tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest.json',
    ],
    report: 'test-results/vitest.json',
  },
  { name: 'build', command: ['npx', 'astro', 'build'] },
  { name: 'end-to-end tests', command: ['npx', 'playwright', 'test'], report: 'test-results/e2e.json' },
];

rmSync('test-results', { recursive: true, force: true });
let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const { status } = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.report ? readCounts(step.report) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (status !== 0 && (!counts || counts.failed === 0)) failed += 1; // the step itself failed
  summary.push(
    `${status === 0 ? '✓' : '✗'} ${step.name} (${seconds}s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Test counts from a Vitest or Playwright JSON report; skipped tests count as neither. */
function readCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected, failed: unexpected + flaky };
}
