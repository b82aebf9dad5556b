import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';
import { EnvSchema } from '../env';

/**
 * The server's one logger (decision 029): pino, at `LOG_LEVEL`; JSON lines in production,
 * one readable line per entry in development and tests. Every entry written while a request
 * is served carries that request's id (`requestId`, see `withRequestScope`).
 *
 * Privacy (decision 019): log an error as `errorSummary(error)`, never the error itself or
 * its message — a driver's message quotes a visitor's name, e-mail and phone.
 */

/** Where the log lines go; tests swap it to read them (`setLogDestination`). */
export interface LogDestination {
  write(line: string): void;
}

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with `requestId` on every log entry it writes, however deep. */
export function withRequestScope<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/**
 * Runs `work` outside any request's scope: what it starts (timers, a worker loop) must not
 * carry the id of the request that happened to start it.
 */
export function outsideRequestScope<T>(work: () => T): T {
  return scope.exit(work);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

export interface LogSettings {
  level: 'debug' | 'info' | 'warn' | 'error';
  /** One human line per entry (development, tests) instead of JSON lines (production). */
  readable: boolean;
}

/**
 * The logger's settings from an environment. As in env.ts an unset NODE_ENV means production.
 * The level is read on its own, so a wrong other variable does not take the log down with it
 * (env() reports that one); a wrong LOG_LEVEL falls back to info (env() refuses it at start).
 */
export function logSettings(source: Record<string, string | undefined>): LogSettings {
  const nodeEnv = source['NODE_ENV'];
  return {
    level: EnvSchema.shape.LOG_LEVEL.catch('info').parse(source['LOG_LEVEL'] || undefined),
    readable: nodeEnv === 'development' || nodeEnv === 'test',
  };
}

const settings = logSettings(process.env);

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'module', 'requestId']);

/** A pino JSON line as one human line: `12:04:05 WARN [outbox] message key=value (request …)`. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Record<string, unknown>;
  const time = new Date(Number(entry['time'])).toISOString().slice(11, 19);
  const name = LEVEL_NAMES[Number(entry['level'])] ?? String(entry['level']);
  const module = typeof entry['module'] === 'string' ? ` [${entry['module']}]` : '';
  const extra = Object.entries(entry)
    .filter(([key]) => !OWN_FIELDS.has(key))
    .map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('');
  const request = typeof entry['requestId'] === 'string' ? ` (request ${entry['requestId']})` : '';
  return `${time} ${name}${module} ${String(entry['msg'] ?? '')}${extra}${request}\n`;
}

function defaultDestination(): LogDestination {
  if (!settings.readable) return pino.destination({ dest: 1, sync: true });
  return {
    write(line) {
      const text = readableLine(line);
      // Warnings and errors on stderr, as console.warn/error put them before.
      if (Number((JSON.parse(line) as { level: number }).level) >= 40) process.stderr.write(text);
      else process.stdout.write(text);
    },
  };
}

let destination: LogDestination = defaultDestination();

/** Sends the log lines (pino's JSON, one per call) elsewhere; returns the previous destination. */
export function setLogDestination(next: LogDestination): LogDestination {
  const previous = destination;
  destination = next;
  return previous;
}

export const logger: Logger = pino(
  {
    level: settings.level,
    base: null,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  },
  { write: (line: string) => destination.write(line) },
);

/** A logger whose entries name their part of the server (`module`: "outbox", "graphql" …). */
export function moduleLogger(module: string): Logger {
  return logger.child({ module });
}
