import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactSchema } from '~/lib/schemas/contact';
import { insertConsultant, insertLead, insertQuote } from '../../../../tests/fixtures/booking-rows';
import { expectConsoleError, loggedEntries } from '../../../../tests/setup/fail-on-console-error';
import { type SmtpSink, startSmtpSink } from '../../../../tests/setup/smtp-sink';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { outbox } from '../../db/schema';
import { receiveContact } from '../contact/contact.service';
import { OUTBOX_POLICY } from '../outbox/outbox.policy';
import { TOPICS } from '../outbox/outbox.topics';
import { deliverDueMessages, HELD_PREFIX, releaseHeldMessages } from '../outbox/outbox.worker';
import { enqueue } from '../outbox/outbox.writer';
import { createMailHandlers, MAIL_TOPICS } from './mail.handlers';
import { createLogMailer, createSmtpMailer, type Mailer } from './mail.transport';

const database = setupTestDatabase();
const FROM = 'Kuyenda Journeys <hello@kuyenda.example>';
const SITE = 'https://kuyenda.example';
let sink: SmtpSink;
let mailer: Mailer;

const handlersFor = (using: Mailer) =>
  createMailHandlers({ mailer: using, siteUrl: SITE, salesEmail: 'sales@kuyenda.example' });
const deliver = () => deliverDueMessages(database.db, handlersFor(mailer));

async function stored(id: number | null) {
  const [row] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.id, id ?? -1));
  if (!row) throw new Error(`outbox row ${id} is missing`);
  return row;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createSmtpMailer(sink.url, FROM);
});

afterAll(async () => {
  mailer.close();
  await sink.close();
});

beforeEach(async () => {
  await database.db.delete(outbox);
  sink.received.length = 0;
  sink.reject = null;
  sink.delayMs = 0;
});

describe('quote.created', () => {
  it('sends a German visitor the German e-mail with the link to the German quote page', async () => {
    const consultant = await insertConsultant(database.db, { fullName: 'Thandi Nkosi' });
    const lead = await insertLead(database.db, { locale: 'de', firstName: 'Lea', email: 'lea@example.de' });
    const quote = await insertQuote(database.db, lead.id, { consultantId: consultant.id, locale: 'de' });
    const id = await enqueue(database.db, {
      topic: TOPICS.quoteCreated,
      payload: { leadId: lead.id, quoteId: quote.id, locale: 'de' },
    });

    expect(await deliver()).toMatchObject({ delivered: 1 });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    const link = `${SITE}/de/q/${quote.reference}-${quote.id}`;
    expect(mail?.envelopeTo).toEqual(['lea@example.de']);
    expect(mail?.subject).toBe('Ihr Angebot ist fertig: Kapstadt und das Weinland');
    expect(mail?.messageId).toBe(`<outbox-${id}@kuyenda.example>`);
    expect(mail?.headers.get('content-language')).toBe('de');
    expect(mail?.headers.get('reply-to')).toBe(consultant.email);
    expect(mail?.text).toContain('Hallo Lea,');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('5. März 2027 – 19. März 2027, 14 Nächte');
    expect(mail?.text).toContain('2 Erwachsene, 1 Kind');
    expect(mail?.text).toContain('12.345\u00a0€');
    expect(mail?.text).toContain('Thandi Nkosi aus unserem Team');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('<html lang="de">');
    expect((await stored(id)).deliveredAt).toBeInstanceOf(Date);
  });

  it('writes to an English visitor in English', async () => {
    const lead = await insertLead(database.db, { locale: 'en', firstName: 'Ada' });
    const quote = await insertQuote(database.db, lead.id, { childrenBirthDates: [] });
    await enqueue(database.db, { topic: TOPICS.quoteCreated, payload: { leadId: lead.id, quoteId: quote.id } });
    await deliver();
    const [mail] = sink.received;
    expect(mail?.subject).toBe('Your trip proposal is ready: Cape Town and the Winelands');
    expect(mail?.text).toContain('Hello Ada,');
    expect(mail?.text).toContain(`${SITE}/en/q/${quote.reference}-${quote.id}`);
    expect(mail?.text).toContain('5 March 2027 – 19 March 2027, 14 nights');
    expect(mail?.text).toContain('Travellers: 2 adults\n');
    expect(mail?.text).toContain('€12,345');
    expect(mail?.headers.has('reply-to')).toBe(false);
  });

  it('escapes what visitors typed in the HTML', async () => {
    const lead = await insertLead(database.db, { firstName: '<b>Eve</b> & "co"' });
    const quote = await insertQuote(database.db, lead.id);
    await enqueue(database.db, { topic: TOPICS.quoteCreated, payload: { leadId: lead.id, quoteId: quote.id } });
    await deliver();
    const [mail] = sink.received;
    expect(mail?.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail?.html).not.toContain('<b>Eve');
    expect(mail?.text).toContain('Hello <b>Eve</b> & "co",');
  });
});

describe('lead.assigned and lead.manual', () => {
  it('tells the consultant about the lead, with the quote link', async () => {
    const consultant = await insertConsultant(database.db);
    const lead = await insertLead(database.db, {
      locale: 'de',
      firstName: 'Lea',
      lastName: 'Graf',
      email: 'lea@example.de',
      comments: 'Wir lieben Elefanten.',
      preferredCommunication: 'PHONE',
    });
    const quote = await insertQuote(database.db, lead.id, { consultantId: consultant.id });
    await enqueue(database.db, {
      topic: TOPICS.leadAssigned,
      payload: { leadId: lead.id, quoteId: quote.id, consultantId: consultant.id },
    });
    await deliver();
    const [mail] = sink.received;
    expect(mail?.envelopeTo).toEqual([consultant.email]);
    expect(mail?.subject).toBe('New lead for you: Lea Graf');
    expect(mail?.headers.get('reply-to')).toBe('lea@example.de');
    expect(mail?.text).toContain('Prefers contact by: phone');
    expect(mail?.text).toContain('Language: Deutsch');
    expect(mail?.text).toContain('Comments: Wir lieben Elefanten.');
    expect(mail?.text).toContain(`${SITE}/de/q/${quote.reference}-${quote.id}`);
  });

  it('asks the consultant to quote by hand when no quote was built', async () => {
    const consultant = await insertConsultant(database.db);
    const lead = await insertLead(database.db, { manualReason: 'NO_AVAILABILITY' });
    await enqueue(database.db, {
      topic: TOPICS.leadAssigned,
      payload: { leadId: lead.id, consultantId: consultant.id },
    });
    await deliver();
    const [mail] = sink.received;
    expect(mail?.text).toContain('Please prepare one by hand');
    expect(mail?.text).toContain('Why no quote was built: NO_AVAILABILITY');
    expect(mail?.text).not.toContain('/q/');
  });

  it('tells a German visitor that a consultant prepares the quote by hand', async () => {
    const lead = await insertLead(database.db, { locale: 'de', firstName: 'Jonas', email: 'jonas@example.de' });
    await enqueue(database.db, { topic: TOPICS.leadManual, payload: { leadId: lead.id, locale: 'de' } });
    await deliver();
    const [mail] = sink.received;
    expect(mail?.envelopeTo).toEqual(['jonas@example.de']);
    expect(mail?.subject).toBe('Wir stellen Ihr Angebot persönlich zusammen');
    expect(mail?.text).toContain('Hallo Jonas,');
    expect(mail?.text).toContain('persönlich zusammen und meldet sich bei Ihnen');
  });
});

describe('contact.received', () => {
  it('sends the contact form message, queued by the contact service, to sales', async () => {
    const contact = ContactSchema.parse({
      firstName: 'Jo',
      lastName: 'Moyo',
      email: 'jo@example.com',
      message: 'Can we see gorillas in May?\nTwo of us.',
    });
    await receiveContact(database.db, contact, 'de');
    const report = await deliver();
    expect(report, JSON.stringify(await database.db.select().from(outbox))).toMatchObject({ delivered: 1 });
    const [mail] = sink.received;
    expect(mail?.envelopeTo).toEqual(['sales@kuyenda.example']);
    expect(mail?.subject).toBe('Contact form: message from Jo Moyo');
    expect(mail?.headers.get('reply-to')).toBe('jo@example.com');
    expect(mail?.text).toContain('Message: Can we see gorillas in May?\n  Two of us.');
    expect(mail?.html).toContain('Can we see gorillas in May?<br>Two of us.');
  });
});

describe('when the mail server refuses', () => {
  it('counts the try, keeps the error and tries again later', async () => {
    sink.reject = [451, 'Try again later'];
    const lead = await insertLead(database.db);
    const id = await enqueue(database.db, { topic: TOPICS.leadManual, payload: { leadId: lead.id } });
    const before = Date.now();
    expect(await deliver()).toMatchObject({ retried: 1 });
    const row = await stored(id);
    expect(row.deliveredAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('Try again later');
    expect(row.availableAt.getTime()).toBeGreaterThan(before + 25_000);
    expect(sink.received).toHaveLength(0);
  });
});

describe('two workers at once', () => {
  it('send every e-mail exactly once', async () => {
    sink.delayMs = 10;
    const lead = await insertLead(database.db);
    const ids: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const id = await enqueue(database.db, { topic: TOPICS.leadManual, payload: { leadId: lead.id, n } });
      if (id) ids.push(id);
    }
    // Two processes, each with its own SMTP connection, as two app instances would have.
    const second = createSmtpMailer(sink.url, FROM);
    const policy = { ...OUTBOX_POLICY, batchSize: 2 };
    const work = async (using: Mailer) => {
      while ((await deliverDueMessages(database.db, handlersFor(using), policy)).claimed > 0) {}
    };
    await Promise.all([work(mailer), work(second)]);
    second.close();
    expect(sink.received.map((mail) => mail.messageId).sort()).toEqual(
      ids.map((id) => `<outbox-${id}@kuyenda.example>`).sort(),
    );
  });
});

describe('without SMTP_URL', () => {
  it('names each e-mail in the log once (by id, no personal data) and keeps it until a mail server is configured', async () => {
    const lead = await insertLead(database.db, { locale: 'de', firstName: 'Lea', email: 'lea@example.de' });
    const id = await enqueue(database.db, { topic: TOPICS.leadManual, payload: { leadId: lead.id } });
    const logOnly = handlersFor(createLogMailer(FROM));

    expect(await deliverDueMessages(database.db, logOnly)).toMatchObject({ held: 1 });
    expect(await deliverDueMessages(database.db, logOnly)).toMatchObject({ claimed: 0 });
    const info = loggedEntries().filter((entry) => entry.module === 'mail');
    expect(info).toHaveLength(1);
    expect(info[0]?.msg).toBe(`SMTP_URL is not set: message ${id} stays in the outbox.`);
    expect(JSON.stringify(info[0])).not.toMatch(/lea|Lea/);
    const held = await stored(id);
    expect(held).toMatchObject({ deliveredAt: null, attempts: 0 });
    expect(held.lastError?.startsWith(HELD_PREFIX)).toBe(true);

    // The next start with SMTP_URL releases held e-mails (src/server/background.ts).
    expect(await releaseHeldMessages(database.db, MAIL_TOPICS)).toBe(1);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    expect(sink.received.map((mail) => mail.envelopeTo)).toEqual([['lea@example.de']]);
  });
});

describe('a message about a record that does not exist', () => {
  it('is given up at once', async () => {
    expectConsoleError();
    const id = await enqueue(database.db, { topic: TOPICS.leadManual, payload: { leadId: 999_999 } });
    const bad = await enqueue(database.db, { topic: TOPICS.quoteCreated, payload: { leadId: 'x' } });
    expect(await deliver()).toMatchObject({ abandoned: 2 });
    expect((await stored(id)).lastError).toBe('lead 999999 does not exist');
    expect((await stored(bad)).lastError).toMatch(/^bad quote.created payload/);
    expect(sink.received).toHaveLength(0);
  });
});
