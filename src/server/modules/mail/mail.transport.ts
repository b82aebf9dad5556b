import { createTransport } from 'nodemailer';
import type { Locale } from '~/i18n/locales';
import type { HoldMessage } from '../outbox/outbox.worker';
import { type MailContent, renderHtml, renderText } from './mail.render';
import { moduleLogger } from '../../log/logger';

const log = moduleLogger('mail');

/** One e-mail for one outbox message. */
export interface MailMessage {
  outboxId: number;
  to: string;
  replyTo?: string;
  content: MailContent;
}

/** Sends e-mail, or keeps it for later (held) when there is nowhere to send it. */
export interface Mailer {
  /** True when messages really leave; false when they only reach the log. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<HoldMessage | undefined>;
  close(): void;
}

/** The address inside "Name <address>", or the string itself. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * The Message-ID of an outbox message's e-mail. The same message sent twice (a retry after a
 * crash between sending and recording it) carries the same id, so mail systems and people
 * can recognise the copy.
 */
export function messageIdFor(outboxId: number, from: string): string {
  const domain = addressOf(from).split('@')[1] || 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}

function headersFor(language: Locale) {
  // Automatic mail (RFC 3834): out-of-office replies must not answer it.
  return { 'Content-Language': language, 'Auto-Submitted': 'auto-generated' };
}

/**
 * SMTP through nodemailer. Timeouts stay well inside the outbox lease, so a slow server
 * fails a try rather than letting a second worker send the same message meanwhile.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    delivers: true,
    async send({ outboxId, to, replyTo, content }) {
      await transport.sendMail({
        from,
        to,
        ...(replyTo ? { replyTo } : {}),
        subject: content.subject,
        text: renderText(content),
        html: renderHtml(content),
        messageId: messageIdFor(outboxId, from),
        headers: headersFor(content.language),
      });
      return undefined;
    },
    close: () => transport.close(),
  };
}

/**
 * Without a mail server: each message is held in the outbox, undelivered, so it goes out once
 * SMTP_URL is set (see docs/decisions/013). The log names the message by its outbox id only:
 * addresses, subject and text are a visitor's personal data (docs/decisions/019).
 */
export function createLogMailer(_from: string): Mailer {
  return {
    delivers: false,
    async send({ outboxId }) {
      log.info(`SMTP_URL is not set: message ${outboxId} stays in the outbox.`);
      return { hold: 'SMTP_URL is not set; the message was written to the log' };
    },
    close: () => {},
  };
}
