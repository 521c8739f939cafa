import type { SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, type MailerOptions, type OutgoingMail } from './mailer.js';
import { renderMail } from './templates.js';
import {
  parseMail,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from './test-smtp-server.js';

const FROM = 'Cardroom <no-reply@cardroom.test>';
const LINK = 'http://localhost:3000/auth/verify-email?token=abc123';
const quietLogger = { info: () => {} };
const unusedOutbox: MailerOptions['outbox'] = async () => {
  throw new Error('the outbox must not be used when SMTP is configured');
};

const servers: TestSmtpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function startSmtp(options?: SMTPServerOptions): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(options);
  servers.push(server);
  return server;
}

function smtpMailer(smtpUrl: string) {
  return createMailer({ smtpUrl, from: FROM, outbox: unusedOutbox, logger: quietLogger });
}

function onlyMail(server: TestSmtpServer): ReceivedMail {
  expect(server.received).toHaveLength(1);
  const [mail] = server.received;
  if (!mail) throw new Error('no mail received');
  return mail;
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected the promise to reject');
}

const plainMail: OutgoingMail = {
  to: 'bob@example.com',
  subject: 'Hello',
  text: 'Hi Bob',
  html: '<p>Hi Bob</p>',
};

describe('createMailer with an SMTP URL', () => {
  it('delivers a rendered mail to the envelope recipient with the subject and link intact', async () => {
    const smtp = await startSmtp();
    const mailer = smtpMailer(smtp.url);
    const mail = {
      to: 'alice@example.com',
      ...renderMail('verifyEmail', 'en', { username: 'alice', link: LINK }),
    };

    await mailer.send(mail);
    await mailer.close();

    const received = onlyMail(smtp);
    expect(received.envelopeTo).toEqual(['alice@example.com']);
    expect(received.envelopeFrom).toBe('no-reply@cardroom.test');
    const parsed = parseMail(received.raw);
    expect(parsed.headers.get('subject')).toBe(mail.subject);
    expect(parsed.headers.get('from')).toBe(FROM);
    expect(parsed.text).toContain(LINK);
    expect(parsed.html).toContain(`href="${LINK}"`);
  });

  it('keeps non-ASCII subjects and bodies intact (Spanish)', async () => {
    const smtp = await startSmtp();
    const mail = {
      to: 'inigo@example.com',
      ...renderMail('resetPassword', 'es', { username: 'Íñigo', link: LINK }),
    };

    await smtpMailer(smtp.url).send(mail);

    const parsed = parseMail(onlyMail(smtp).raw);
    expect(parsed.headers.get('subject')).toBe('Íñigo, restablece tu contraseña de Cardroom');
    expect(parsed.text).toContain('Hola, Íñigo:');
    expect(parsed.text).toContain(LINK);
  });

  it('logs in with URL-encoded credentials from the URL', async () => {
    const logins: { username: string | undefined; password: string | null | undefined }[] = [];
    const smtp = await startSmtp({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username, password: auth.password });
        if (auth.username === 'mailer' && auth.password === 'p@ss:w/rd') callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
    });
    const credentials = `mailer:${encodeURIComponent('p@ss:w/rd')}`;

    await smtpMailer(smtp.url.replace('//', `//${credentials}@`)).send(plainMail);

    expect(logins).toEqual([{ username: 'mailer', password: 'p@ss:w/rd' }]);
    expect(onlyMail(smtp).user).toBe('mailer');
  });

  it('fails with a clear message that does not echo the password when login is refused', async () => {
    const smtp = await startSmtp({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
    });

    const { message } = await failureOf(
      smtpMailer(smtp.url.replace('//', '//mailer:hunter2@')).send(plainMail),
    );

    expect(message).toContain(
      `Could not send mail "Hello" to b***@example.com through SMTP server 127.0.0.1:${smtp.port}`,
    );
    expect(message).toContain('Invalid username or password');
    expect(message).not.toContain('hunter2');
    expect(smtp.received).toHaveLength(0);
  });

  it('sends over implicit TLS with smtps://', async () => {
    const smtp = await startSmtp({ secure: true });
    expect(smtp.url).toMatch(/^smtps:/);

    // The test server uses smtp-server's built-in self-signed certificate.
    await smtpMailer(`${smtp.url}?tls.rejectUnauthorized=false`).send(plainMail);

    expect(parseMail(onlyMail(smtp).raw).text).toBe('Hi Bob');
  });

  it('throws when the server rejects the recipient', async () => {
    const smtp = await startSmtp({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 })),
    });

    await expect(smtpMailer(smtp.url).send(plainMail)).rejects.toThrow(
      /^Could not send mail "Hello" to b\*\*\*@example\.com through SMTP server 127\.0\.0\.1:\d+: .*No such user here/,
    );
  });

  it('throws when no server listens on the port', async () => {
    const smtp = await startTestSmtpServer();
    await smtp.close();

    await expect(smtpMailer(smtp.url).send(plainMail)).rejects.toThrow(
      `through SMTP server 127.0.0.1:${smtp.port}`,
    );
  });

  it('refuses a URL that is not smtp:// or smtps://, without echoing it', () => {
    expect(() => smtpMailer('https://mail.example.com')).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() => smtpMailer('smtp//user:topsecret@host')).toThrow(/^SMTP_URL is not a valid URL/);
    expect(() => smtpMailer('smtp//user:topsecret@host')).not.toThrow(/topsecret/);
  });
});

describe('createMailer without an SMTP URL', () => {
  it.each([undefined, '', '  '])(
    'stores the mail in the outbox and logs it (smtpUrl %j)',
    async (smtpUrl) => {
      const stored: OutgoingMail[] = [];
      const info = vi.fn();
      const mailer = createMailer({
        smtpUrl,
        from: FROM,
        outbox: async (mail) => {
          stored.push(mail);
        },
        logger: { info },
        logBodies: true,
      });
      const mail = {
        to: 'carol@example.com',
        ...renderMail('loginCode', 'en', { username: 'carol', code: '482913' }),
      };

      await mailer.send(mail);
      await mailer.close();

      expect(stored).toEqual([mail]);
      expect(info).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledWith(
        { to: 'carol@example.com', subject: mail.subject, text: mail.text },
        expect.stringContaining('outbox'),
      );
    },
  );

  it('throws a clear error and logs nothing when the outbox fails', async () => {
    const info = vi.fn();
    const mailer = createMailer({
      from: FROM,
      outbox: async () => {
        throw new Error('relation "mail_outbox" does not exist');
      },
      logger: { info },
    });

    await expect(mailer.send(plainMail)).rejects.toThrow(
      'Could not store mail "Hello" to b***@example.com in the outbox: relation "mail_outbox" does not exist',
    );
    expect(info).not.toHaveBeenCalled();
  });
});
