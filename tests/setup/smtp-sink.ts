import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, decoded enough to read. */
export interface ReceivedMail {
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** When set, every recipient is refused with this SMTP reply, e.g. [550, 'No such user']. */
  reject: [number, string] | null;
  /** Milliseconds the server waits before accepting a message's data. */
  delayMs: number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, without TLS or authentication. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { url: '', received: [], reject: null, delayMs: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!sink.reject) return callback();
      const [code, text] = sink.reject;
      callback(Object.assign(new Error(text), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          sink.received.push({ envelopeTo: to, ...parseMail(Buffer.concat(chunks).toString('latin1')) });
          callback();
        }, sink.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

// A small MIME reader, enough for what nodemailer writes: headers with encoded words,
// multipart/alternative, quoted-printable and base64 parts. Raw text is read as latin1
// so that bytes survive until each part is decoded as UTF-8.

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

const latin1Bytes = (text: string) => Buffer.from(text, 'latin1');

function decodeQuotedPrintable(text: string): Buffer {
  const unwrapped = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i += 1) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(unwrapped.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  const decoded = joined.replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_match, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('latin1')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('latin1'),
  );
  return latin1Bytes(decoded).toString('utf8');
}

function decodeBody(body: string, encoding = ''): string {
  const bytes =
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding.toLowerCase() === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : latin1Bytes(body);
  // SMTP lines end in CRLF; tests compare with the LF the text was written with.
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

function collectParts(raw: string, into: { text: string; html: string }) {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

function parseMail(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const { headers } = splitHead(raw);
  const decodedHeaders = new Map([...headers].map(([name, value]) => [name, decodeWords(value)]));
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    headers: decodedHeaders,
    subject: decodedHeaders.get('subject') ?? '',
    messageId: decodedHeaders.get('message-id') ?? '',
    ...parts,
  };
}
