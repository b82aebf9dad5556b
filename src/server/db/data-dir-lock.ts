/**
 * One process at a time owns an embedded data folder (docs/decisions/018). PGlite has no
 * lock of its own: two processes on one folder both start, hand out the same ids and lose
 * each other's writes. The owner writes `pglite.lock` in the folder — created only when
 * absent (an atomic hard link of a complete file), holding its pid and the pid's start time
 * — and removes it on close and on exit. A lock whose process is gone (killed, crashed) or
 * whose pid now belongs to another process is taken over, so nothing stays stuck.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

interface LockRecord {
  pid: number;
  /** The process's start time (Linux clock ticks since boot); null where unknown. */
  started: string | null;
  token: string;
}

/**
 * The exit code of a server that found its data folder taken (EX_CONFIG): a fault no restart
 * mends, so `npm start`'s supervisor (scripts/supervise.mjs) stops instead of starting it again.
 */
export const DATA_DIR_IN_USE_EXIT_CODE = 78;

export class DataDirInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly folder: string;
  /** Removes the lock file if it is still this lock's; safe to call twice. */
  release(): void;
}

/** Locks held by this process: lock file → token. Shared across module reloads (dev server). */
const HELD = Symbol.for('kuyenda.data-dir-locks');
type Registry = typeof globalThis & { [HELD]?: Map<string, string> };
function held(): Map<string, string> {
  const registry = globalThis as Registry;
  if (!registry[HELD]) {
    const locks = new Map<string, string>();
    registry[HELD] = locks;
    // Also on process.exit() (a signal handler's, a CLI's): the next owner need not check.
    process.on('exit', () => {
      for (const [file, token] of locks) removeIfOurs(file, token);
    });
  }
  return registry[HELD];
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc. Zombies count as gone. */
function startTimeOf(pid: number): string | null | 'gone' {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ESRCH' ? (process.platform === 'linux' ? 'gone' : null) : null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return 'gone';
  return fields[19] ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True while the process that wrote the record still runs (and is the same process). */
function ownerRuns(record: LockRecord): boolean {
  if (record.pid === process.pid) return [...held().values()].includes(record.token);
  if (!isAlive(record.pid)) return false;
  const started = startTimeOf(record.pid);
  if (started === 'gone') return false;
  // A pid handed to a new process after the owner died: its start time differs.
  return started === null || record.started === null || started === record.started;
}

function parseRecord(text: string | null): LockRecord | null {
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (typeof record.pid !== 'number' || typeof record.token !== 'string') return null;
    return {
      pid: record.pid,
      started: typeof record.started === 'string' ? record.started : null,
      token: record.token,
    };
  } catch {
    return null;
  }
}

function removeIfOurs(file: string, token: string) {
  try {
    if (parseRecord(readText(file))?.token === token) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** Creates `file` with `content` only if it does not exist, never half-written. */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content, { flag: 'wx' });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Moves a dead owner's lock (`seen`, as read) aside. If another process took it over in
 * the meantime, the file moved is that process's live lock: it is put back.
 */
function clearStale(file: string, seen: string) {
  const aside = `${file}.stale-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readText(aside) !== seen) linkSync(aside, file);
  } catch {
    // Someone holds the lock again; the next try reads it.
  } finally {
    unlinkSync(aside);
  }
}

/** Takes the folder's lock or throws DataDirInUseError naming the owner's pid. */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  const started = startTimeOf(process.pid);
  const record: LockRecord = {
    pid: process.pid,
    started: started === 'gone' ? null : started,
    token: randomBytes(16).toString('hex'),
  };
  const content = `${JSON.stringify(record)}\n`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (createExclusive(file, content)) {
      held().set(file, record.token);
      return {
        folder,
        release() {
          if (held().get(file) !== record.token) return;
          held().delete(file);
          removeIfOurs(file, record.token);
        },
      };
    }
    const seen = readText(file);
    if (seen === null) continue; // released just now
    const owner = parseRecord(seen);
    if (owner && ownerRuns(owner)) throw new DataDirInUseError(folder, owner.pid);
    // A dead owner's lock, or an unreadable one (createExclusive never leaves a half-written file).
    clearStale(file, seen);
  }
  const owner = parseRecord(readText(file));
  throw new DataDirInUseError(folder, owner?.pid ?? 0);
}
