/**
 * Test support (not used by the running server): a real SMTP server on 127.0.0.1 that keeps what it
 * receives, and a small MIME reader for the multipart/alternative mails the mailer sends.
 */
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope (MAIL FROM / RCPT TO), which can differ from the headers. */
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  /** The authenticated SMTP user, when the client logged in. */
  user: string | undefined;
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` (or `smtps://` when started with `secure: true`). */
  url: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Plain SMTP without STARTTLS or required auth by default; `options` can tighten either. */
export async function startTestSmtpServer(options: SMTPServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Reverse DNS of 127.0.0.1 only slows each test down.
    disableReverseLookup: true,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          envelopeFrom: mailFrom ? mailFrom.address : undefined,
          envelopeTo: rcptTo.map((address) => address.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('Test SMTP server is not listening on TCP.');
  const { port } = address;
  return {
    url: `${options.secure ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  /** Header names lower-cased, RFC 2047 encoded words decoded. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

/** Reads the headers and the decoded text/plain and text/html parts of a raw message. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const decoded = new Map<string, string>();
  for (const part of parts) {
    const entity = splitEntity(part.replace(/^\r\n/, ''));
    const type = (entity.headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim() ?? '';
    decoded.set(type, decodeBody(entity.body, entity.headers.get('content-transfer-encoding')));
  }
  return { headers, text: decoded.get('text/plain') ?? '', html: decoded.get('text/html') ?? '' };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const trimmed = body.replace(/\r\n$/, '');
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(trimmed, 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable')
    return decodeQuotedPrintable(trimmed.replace(/=\r\n/g, ''));
  return trimmed;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047: `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`; whitespace between adjacent words is not content. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
