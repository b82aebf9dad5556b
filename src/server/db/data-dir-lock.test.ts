import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'kuyenda-lock-'));
let folders = 0;
const newFolder = () => path.join(scratch, `data-${++folders}`);
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a TypeScript file in a real Node process (as `npm run …` does, through tsx). */
function runTs(file: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stdout.includes(text) && resolve();
      child.stdout?.on('data', check);
      child.on('exit', () => reject(new Error(`exited before "${text}": ${stderr}`)));
      check();
    });
  return { child, exited, said };
}

/** Another process holding the folder, resolved once it has opened the database. */
async function holder(folder: string) {
  const run = runTs('tests/fixtures/hold-data-dir.ts', [folder]);
  await run.said('held');
  return run;
}

const inUse = (folder: string, pid: number) =>
  `The data folder ${path.resolve(folder)} is in use by another process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`;

describe('the data folder lock', () => {
  it('lets one opener in at a time and frees the folder on close', async () => {
    const folder = newFolder();
    const first = await openDatabase({ dataDir: folder });
    expect(() => lockDataDir(folder)).toThrow(new DataDirInUseError(path.resolve(folder), process.pid));
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(inUse(folder, process.pid));
    await first.close();
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    lockDataDir(folder).release();
  }, 60_000);

  it('refuses a second process while the first holds the folder, and every command-line tool too', async () => {
    const folder = newFolder();
    const { child } = await holder(folder);
    const pid = child.pid ?? 0;
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(inUse(folder, pid));

    const env = { DATA_DIR: folder };
    const tools = await Promise.all([
      runTs('tests/fixtures/hold-data-dir.ts', [folder]).exited,
      runTs('src/server/cli/prepare.ts', [], env).exited,
      runTs('src/server/cli/migrate.ts', [], env).exited,
      runTs('src/server/cli/seed.ts', [], env).exited,
      runTs('src/server/cli/admin.ts', ['add', 'someone@example.com'], env).exited,
    ]);
    for (const tool of tools) {
      expect(tool.code).not.toBe(0);
      expect(tool.stderr).toContain(inUse(folder, pid));
    }
    // The holder kept its lock through all of that.
    expect(JSON.parse(readFileSync(path.join(folder, LOCK_FILE), 'utf8')).pid).toBe(pid);
  }, 180_000);

  it('is taken over once its holder is killed, so a crash never blocks the next start', async () => {
    const folder = newFolder();
    const run = await holder(folder);
    run.child.kill('SIGKILL');
    await run.exited;
    // The lock file outlived its process…
    expect(JSON.parse(readFileSync(path.join(folder, LOCK_FILE), 'utf8')).pid).toBe(run.child.pid);
    // …and the next opener takes it over.
    const next = await openDatabase({ dataDir: folder });
    await next.close();
  }, 120_000);

  it('is released by a tool that finishes, so the server after it can open the folder', async () => {
    const folder = newFolder();
    const migrated = await runTs('src/server/cli/migrate.ts', [], { DATA_DIR: folder }).exited;
    expect(migrated).toMatchObject({ code: 0 });
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    const next = await holder(folder);
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('takes over a lock whose pid now belongs to another process, and an unreadable one', () => {
    const folder = newFolder();
    lockDataDir(folder).release();
    const file = path.join(folder, LOCK_FILE);
    // pid 1 runs, but it is not the process that wrote this lock: it started at another time.
    writeFileSync(file, JSON.stringify({ pid: 1, started: '1234567890123', token: 'old' }));
    const taken = lockDataDir(folder);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    taken.release();
    writeFileSync(file, '{"pid": 12');
    lockDataDir(folder).release();
    expect(existsSync(file)).toBe(false);
  });
});
