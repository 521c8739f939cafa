import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type ParsedMail, parseMail, type TestSmtpServer } from '../src/mail/test-smtp-server.js';

/** Test helpers for the auth suites: reading mailed links and codes, and checking error bodies. */

export interface MailTo extends ParsedMail {
  subject: string;
}

/** Every mail the test SMTP server received for `address`, oldest first. */
export function mailsTo(smtp: TestSmtpServer, address: string): MailTo[] {
  const wanted = address.toLowerCase();
  return smtp.received
    .filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === wanted))
    .map((mail) => {
      const parsed = parseMail(mail.raw);
      return { ...parsed, subject: parsed.headers.get('subject') ?? '' };
    });
}

export function lastMailTo(smtp: TestSmtpServer, address: string): MailTo {
  const mail = mailsTo(smtp, address).at(-1);
  if (!mail) throw new Error(`No mail was sent to ${address}`);
  return mail;
}

/** The action link of the last mail to `address` (web or deep link), as written in its text part. */
export function lastLinkTo(smtp: TestSmtpServer, address: string): URL {
  const { text } = lastMailTo(smtp, address);
  const link = /^(?:https?|[a-z][a-z0-9+.-]*):\/\/\S+\?\S+$/m.exec(text)?.[0];
  if (!link) throw new Error(`The last mail to ${address} has no link:\n${text}`);
  return new URL(link);
}

/** The `token` query parameter of the last mailed link to `address`. */
export function lastTokenTo(smtp: TestSmtpServer, address: string): string {
  const token = lastLinkTo(smtp, address).searchParams.get('token');
  if (!token) throw new Error(`The last link mailed to ${address} has no token`);
  return token;
}

/** The 6-digit login code of the last mail to `address`. */
export function lastCodeTo(smtp: TestSmtpServer, address: string): string {
  const { text } = lastMailTo(smtp, address);
  const code = /^\s+(\d{6})$/m.exec(text)?.[1];
  if (!code) throw new Error(`The last mail to ${address} has no login code:\n${text}`);
  return code;
}

/**
 * Asserts an error reply: the status and exactly `{ success: false, code, message }` (+ `field` when
 * expected), so no stack, detail or other key can slip into an error body unnoticed.
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message?: string,
  field?: string,
): void {
  expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    field === undefined ? ['code', 'message', 'success'] : ['code', 'field', 'message', 'success'],
  );
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
  if (field !== undefined) expect(body.field).toBe(field);
}
