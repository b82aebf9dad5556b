import { database } from './db';
import { DATA_DIR_IN_USE_EXIT_CODE, DataDirInUseError } from './db/data-dir-lock';
import { env } from './env';
import { createMailHandlers, MAIL_TOPICS } from './modules/mail/mail.handlers';
import { createLogMailer, createSmtpMailer } from './modules/mail/mail.transport';
import { type OutboxWorker, releaseHeldMessages, startOutboxWorker } from './modules/outbox/outbox.worker';
import { errorSummary } from './error-summary';
import { moduleLogger, outsideRequestScope } from './log/logger';

const log = moduleLogger('outbox');

/** The site's own origin when PUBLIC_SITE_URL is not set (a developer's machine). */
function localOrigin(host: string, port: number): string {
  return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}

const started = Symbol.for('kuyenda.background');
type Registry = typeof globalThis & { [started]?: Promise<OutboxWorker | null> };

/**
 * Starts the outbox worker once per process (module reloads in development included).
 * With SMTP_URL, messages held while there was no mail server are released first;
 * without it, e-mail messages are written to the log and held.
 */
export function startBackgroundWork(): Promise<OutboxWorker | null> {
  // Started by a request, but its log lines are not that request's (decision 029).
  return outsideRequestScope(startOnce);
}

function startOnce(): Promise<OutboxWorker | null> {
  const registry = globalThis as Registry;
  registry[started] ??= (async () => {
    const config = env();
    const { db } = await database();
    const mailer = config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createLogMailer(config.MAIL_FROM);
    if (mailer.delivers) {
      const released = await releaseHeldMessages(db, MAIL_TOPICS);
      if (released > 0) log.info(`${released} e-mails held without SMTP_URL are due again`);
    }
    const handlers = createMailHandlers({
      mailer,
      siteUrl: config.PUBLIC_SITE_URL ?? localOrigin(config.HOST, config.PORT),
      salesEmail: config.SALES_EMAIL,
    });
    return startOutboxWorker({ db, handlers });
  })().catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      // Another process owns the embedded database: this one must not serve from it.
      log.error(error.message);
      process.exit(DATA_DIR_IN_USE_EXIT_CODE);
    }
    // The site still serves pages; the messages wait in the outbox for the next start.
    log.error(`the worker did not start: ${errorSummary(error)}`);
    return null;
  });
  return registry[started];
}
