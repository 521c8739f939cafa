import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the mail is handed over (SMTP server accepted it, or the outbox stored it). */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The slice of a pino/Fastify logger the mailer needs. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
}

export interface MailerOptions {
  /** `smtp://host:port` (plain, STARTTLS when offered) or `smtps://user:pass@host:465`; blank means no SMTP. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `Cardroom <no-reply@example.com>`. */
  from: string;
  /** Where mail goes when no SMTP server is configured (the server stores it in a table). */
  outbox: (mail: OutgoingMail) => Promise<void>;
  logger: MailLogger;
  /** Log the body (links and codes) of outbox mail: development only, never in test or production. */
  logBodies?: boolean;
}

// A request waits on the mail it triggers, so a dead SMTP server must fail fast, not after
// nodemailer's default two-minute connection timeout.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: MailerOptions): Mailer {
  const smtpUrl = options.smtpUrl?.trim();
  if (smtpUrl) return createSmtpMailer(smtpUrl, options.from);
  return createOutboxMailer(options.outbox, options.logger, options.logBodies ?? false);
}

/** Host and port only, so messages never echo credentials from the URL. */
function smtpServerName(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // No cause attached: the URL parse error carries the input, which may hold a password.
    throw new Error(
      'SMTP_URL is not a valid URL (expected smtp://host:port or smtps://user:pass@host:port).',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`);
  }
  if (!url.hostname) throw new Error('SMTP_URL has no host.');
  return url.host;
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const server = smtpServerName(smtpUrl);
  // nodemailer reads the scheme (smtps = implicit TLS), host, port and URL-encoded credentials itself.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send({ to, subject, text, html }) {
      try {
        await transport.sendMail({ from, to, subject, text, html });
      } catch (error) {
        throw failure(`send mail "${subject}" to ${maskAddress(to)} through SMTP server ${server}`, error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

function createOutboxMailer(outbox: MailerOptions['outbox'], logger: MailLogger, logBodies: boolean): Mailer {
  return {
    async send(mail) {
      try {
        await outbox(mail);
      } catch (error) {
        throw failure(`store mail "${mail.subject}" to ${maskAddress(mail.to)} in the outbox`, error);
      }
      // With no SMTP server (development), the log is the quickest place to read a link or code.
      const { to, subject, text } = mail;
      if (logBodies) logger.info({ to, subject, text }, 'mail stored in outbox (no SMTP_URL set)');
      else logger.info({ subject }, 'mail stored in outbox (no SMTP_URL set)');
    },
    async close() {},
  };
}

/** "Could not <action>: <reason> (<code>)", keeping the original error as the cause. */
/** Failures are logged: the address is shown only enough to tell mails apart (b***@example.com). */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

function failure(action: string, error: unknown): Error {
  if (!(error instanceof Error)) return new Error(`Could not ${action}: ${String(error)}`, { cause: error });
  const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return new Error(`Could not ${action}: ${error.message}${code}`, { cause: error });
}
