import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

/** A throwaway child script; `runs` counts its starts in a file beside it. */
function child(source) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
  const script = path.join(dir, 'child.mjs');
  const runs = path.join(dir, 'runs');
  writeFileSync(runs, '0');
  writeFileSync(
    script,
    `import { readFileSync, writeFileSync } from 'node:fs';
const run = Number(readFileSync(${JSON.stringify(runs)}, 'utf8')) + 1;
writeFileSync(${JSON.stringify(runs)}, String(run));
${source}`,
  );
  return { script, runs: () => Number(readFileSync(runs, 'utf8')) };
}

const quiet = { delays: [10], log: () => {}, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] };
const waitFor = async (check) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('supervise', () => {
  it('starts the server again after it crashed, and again after it was killed', async () => {
    const { script, runs } = child(`
process.send('ready');
if (run === 1) throw new Error('boom');
if (run === 2) process.kill(process.pid, 'SIGKILL');
setInterval(() => {}, 1000);
process.on('SIGTERM', () => process.exit(0));`);
    const supervisor = supervise(process.execPath, [script], quiet);
    await waitFor(() => runs() === 3 && supervisor.pid !== null);
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    expect(runs()).toBe(3);
  });

  it('ends with the server when it stops normally', async () => {
    const { script, runs } = child(`process.send('ready'); process.exit(0);`);
    const supervisor = supervise(process.execPath, [script], quiet);
    expect(await supervisor.done).toBe(0);
    expect(runs()).toBe(1);
  });

  it('gives up on a server that never manages to start', async () => {
    const { script, runs } = child(`process.exit(3);`);
    const supervisor = supervise(process.execPath, [script], quiet);
    expect(await supervisor.done).toBe(3);
    expect(runs()).toBe(5);
  });

  it('does not start again a server that ran and then found its data folder taken (exit code 78)', async () => {
    const { script, runs } = child(`process.send('ready'); setTimeout(() => process.exit(78), 20);`);
    const supervisor = supervise(process.execPath, [script], quiet);
    expect(await supervisor.done).toBe(78);
    expect(runs()).toBe(1);
  });
});
