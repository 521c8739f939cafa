import { DATA_REQUEST_MAX_LENGTHS } from '@cardroom/protocol';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, dataRequests, feedback, sessions } from '../src/db/schema.js';
import {
  ATTACHMENT_NOT_OURS,
  CONTACT_RECEIVED,
  DATA_REQUEST_RECEIVED,
  FEEDBACK_THANKS,
} from '../src/support/service.js';
import { databaseTiers } from './databases.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const API_KEY = 'support-test-api-key';

interface Session {
  accessToken: string;
  userData: { id: string };
}

describe.each(databaseTiers())('feedback, contact, data requests and active users on %s', (tier) => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await startTestApp(tier, { PUBLIC_API_KEY: API_KEY });
    alice = await signIn();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signIn(email = uniqueUser('sup').email): Promise<Session> {
    const response = await post(t.app, '/auth/login-dev', { email, password: 'Secret#123' });
    expect(response.statusCode).toBe(200);
    return json<Session>(response);
  }

  const sendFeedback = (body: Record<string, unknown>, token: string | null = alice.accessToken) =>
    post(t.app, '/user/send-feedback', body, token === null ? {} : { token });

  async function attachment(): Promise<string> {
    const data = `data:image/png;base64,${PNG_1X1}`;
    const response = await post(t.app, '/user/upload-attachment', { data }, { token: alice.accessToken });
    return json<{ attachmentUrl: string }>(response).attachmentUrl;
  }

  async function latestFeedback() {
    const [row] = await t.ctx.db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(1);
    return row;
  }

  describe('POST /user/send-feedback', () => {
    it('stores a bug report with its screenshots and thanks the user', async () => {
      const shots = [await attachment(), await attachment()];
      const response = await sendFeedback({
        message: '  The dealer skipped my turn.  ',
        type: 'bug',
        attachments: shots,
        platform: 'web',
        version: 'beta-3.54',
        locale: 'es',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ success: true, message: FEEDBACK_THANKS });
      expect(FEEDBACK_THANKS).toBe('Thank you for your feedback!');
      expect(await latestFeedback()).toMatchObject({
        userId: alice.userData.id,
        type: 'bug',
        message: 'The dealer skipped my turn.',
        attachments: shots,
        platform: 'web',
        version: 'beta-3.54',
        locale: 'es',
      });
    });

    it("defaults the type to 'other' and takes a message without attachments", async () => {
      expect(json(await sendFeedback({ message: 'Nice game!' }))).toEqual({
        success: true,
        message: 'Thank you for your feedback!',
      });
      expect(await latestFeedback()).toMatchObject({
        type: 'other',
        message: 'Nice game!',
        attachments: [],
        platform: null,
        version: null,
        locale: null,
      });
    });

    it('names the message field with spec §5 texts when it is empty or over 5000 characters', async () => {
      for (const message of ['', '   \n\t ', undefined]) {
        expectError(
          await sendFeedback(message === undefined ? {} : { message }),
          400,
          'VALIDATION_ERROR',
          'Please enter a message.',
          'message',
        );
      }
      expectError(
        await sendFeedback({ message: 'x'.repeat(5001) }),
        400,
        'VALIDATION_ERROR',
        'Message is too long. Please limit to 5000 characters.',
        'message',
      );
      expect((await sendFeedback({ message: 'x'.repeat(5000) })).statusCode).toBe(200);
    });

    it('refuses a fourth screenshot, unknown types and attachments that are not our uploads', async () => {
      const shot = await attachment();
      const four = await sendFeedback({ message: 'Four shots', attachments: [shot, shot, shot, shot] });
      expectError(four, 400, 'VALIDATION_ERROR', undefined, 'attachments');
      expect(
        (await sendFeedback({ message: 'Three shots', attachments: [shot, shot, shot] })).statusCode,
      ).toBe(200);
      expect((await latestFeedback())?.attachments).toEqual([shot]);

      expectError(
        await sendFeedback({ message: 'Typed', type: 'rant' }),
        400,
        'VALIDATION_ERROR',
        undefined,
        'type',
      );
      const { pathname } = new URL(shot);
      for (const foreign of [
        'https://evil.example/phish.png',
        `https://evil.example${pathname}`,
        pathname,
        'http://cardroom.test/uploads/0123456789abcdef0123456789abcdef.png',
        'http://cardroom.test/uploads/../package.json',
        'javascript:alert(1)',
      ]) {
        expectError(
          await sendFeedback({ message: 'Look at this', attachments: [shot, foreign] }),
          400,
          'VALIDATION_ERROR',
          ATTACHMENT_NOT_OURS,
          'attachments.1',
        );
      }
    });

    it('needs a bearer token', async () => {
      expectError(await sendFeedback({ message: 'Anonymous' }, null), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /user/contact', () => {
    const contactInfo = {
      name: 'Ada',
      email: 'Ada@Example.com',
      subject: 'Payout',
      message: 'Where is my payout?',
    };

    it('stores a message from anyone, linking the account when one is signed in', async () => {
      const anonymous = await post(t.app, '/user/contact', { contactInfo });
      expect(json(anonymous)).toEqual({ success: true, message: CONTACT_RECEIVED });
      const signedIn = await post(
        t.app,
        '/user/contact',
        { contactInfo: { email: 'ada@example.com', message: 'Second note' } },
        { token: alice.accessToken },
      );
      expect(signedIn.statusCode).toBe(200);
      const rows = await t.ctx.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'ada@example.com'))
        .orderBy(contactMessages.createdAt);
      expect(rows).toMatchObject([
        { userId: null, name: 'Ada', subject: 'Payout', message: 'Where is my payout?' },
        { userId: alice.userData.id, name: null, subject: null, message: 'Second note' },
      ]);
    });

    it('validates the form', async () => {
      expectError(
        await post(t.app, '/user/contact', { contactInfo: { ...contactInfo, email: 'nope' } }),
        400,
        'VALIDATION_ERROR',
        'Invalid email address.',
        'contactInfo.email',
      );
      expectError(
        await post(t.app, '/user/contact', { contactInfo: { ...contactInfo, message: ' ' } }),
        400,
        'VALIDATION_ERROR',
        'Please enter a message.',
        'contactInfo.message',
      );
      expectError(
        await post(t.app, '/user/contact', contactInfo),
        400,
        'VALIDATION_ERROR',
        undefined,
        'contactInfo',
      );
    });
  });

  it('deleting an account deletes its feedback and unlinks, but keeps, its support messages', async () => {
    const erin = await signIn();
    const { accessToken: token, userData } = erin;
    expect((await post(t.app, '/user/send-feedback', { message: 'Bye' }, { token })).statusCode).toBe(200);
    const contact = { contactInfo: { email: 'erin@example.com', message: 'Please close my account' } };
    expect((await post(t.app, '/user/contact', contact, { token })).statusCode).toBe(200);
    expect((await post(t.app, '/auth/delete', {}, { token })).statusCode).toBe(200);

    expect(await t.ctx.db.select().from(feedback).where(eq(feedback.userId, userData.id))).toEqual([]);
    const kept = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'erin@example.com'));
    expect(kept).toMatchObject([{ userId: null, message: 'Please close my account' }]);
  });

  describe('POST /user/request', () => {
    const form = {
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      contactNumber: '+1 555 0100',
      detail: 'Please send me a copy of my data.',
      description: 'Everything you hold about me.',
    };
    const request = (requestInfo: Record<string, unknown>, key: string | null = API_KEY) =>
      post(t.app, '/user/request', { requestInfo }, key === null ? {} : { headers: { 'x-api-key': key } });

    it('stores the request and answers with data.message', async () => {
      const response = await request(form);
      expect(response.statusCode).toBe(200);
      const data = json<{ success: boolean; message: string }>(response);
      expect(data).toEqual({ success: true, message: DATA_REQUEST_RECEIVED });
      const [row] = await t.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, form.email));
      expect(row).toMatchObject({ ...form, status: 'open' });

      const minimal = {
        email: 'min@example.com',
        firstName: 'Min',
        lastName: 'Imal',
        detail: 'Delete my data',
      };
      expect((await request(minimal)).statusCode).toBe(200);
      const [bare] = await t.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, minimal.email));
      expect(bare).toMatchObject({ contactNumber: null, description: null });
    });

    it('enforces the spec §5 maximum lengths, naming the field, and accepts each at its maximum', async () => {
      const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
      const cases = [
        { field: 'email', label: 'Email', max: DATA_REQUEST_MAX_LENGTHS.email, value: longEmail },
        { field: 'firstName', label: 'First name', max: DATA_REQUEST_MAX_LENGTHS.firstName },
        { field: 'lastName', label: 'Last name', max: DATA_REQUEST_MAX_LENGTHS.lastName },
        { field: 'contactNumber', label: 'Contact number', max: DATA_REQUEST_MAX_LENGTHS.contactNumber },
        { field: 'detail', label: 'Details', max: DATA_REQUEST_MAX_LENGTHS.detail },
      ];
      expect(cases.map(({ max }) => max)).toEqual([30, 20, 20, 20, 100]);
      for (const { field, label, max, value = (n: number) => 'x'.repeat(n) } of cases) {
        expectError(
          await request({ ...form, [field]: value(max + 1) }),
          400,
          'VALIDATION_ERROR',
          `${label} must be at most ${max} characters.`,
          `requestInfo.${field}`,
        );
        expect({ field, status: (await request({ ...form, [field]: value(max) })).statusCode }).toEqual({
          field,
          status: 200,
        });
      }
      expectError(
        await request({ ...form, firstName: '  ' }),
        400,
        'VALIDATION_ERROR',
        'This field is required.',
        'requestInfo.firstName',
      );
      expectError(
        await request({ ...form, email: 'not-an-email' }),
        400,
        'VALIDATION_ERROR',
        'Invalid email address.',
        'requestInfo.email',
      );
    });

    it('needs the public API key, not a login', async () => {
      const [{ n: before } = { n: 0 }] = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(dataRequests);
      expectError(await request(form, null), 401, 'API_KEY_INVALID', 'Invalid API key.');
      expectError(await request(form, 'wrong-key'), 401, 'API_KEY_INVALID');
      expectError(
        await post(t.app, '/user/request', { requestInfo: form }, { token: alice.accessToken }),
        401,
        'API_KEY_INVALID',
      );
      const [{ n: after } = { n: 0 }] = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(dataRequests);
      expect(after).toBe(before);
    });
  });

  describe('GET /user/active-users', () => {
    const activeUsers = async () => {
      const response = await get(t.app, '/user/active-users', { headers: { 'x-api-key': API_KEY } });
      expect(response.statusCode).toBe(200);
      const body = json<{ success: boolean; active_users: number }>(response);
      expect(Object.keys(body).sort()).toEqual(['active_users', 'success']);
      return body.active_users;
    };

    it('counts distinct users with a live session opened in the last 15 minutes', async () => {
      const start = await activeUsers();
      expect(start).toBeGreaterThanOrEqual(1);

      const email = uniqueUser('act').email;
      const bob = await signIn(email);
      await signIn(email); // a second session of the same user
      expect(await activeUsers()).toBe(start + 1);
      const carol = await signIn();
      expect(await activeUsers()).toBe(start + 2);

      // Logging out revokes carol's only session.
      expect((await post(t.app, '/auth/logout', {}, { token: carol.accessToken })).statusCode).toBe(200);
      expect(await activeUsers()).toBe(start + 1);

      // Bob's sessions: one opened 16 minutes ago no longer counts, one expired does not either.
      await t.ctx.db
        .update(sessions)
        .set({ createdAt: sql`now() - interval '16 minutes'` })
        .where(eq(sessions.userId, bob.userData.id));
      expect(await activeUsers()).toBe(start);
      const dave = await signIn();
      expect(await activeUsers()).toBe(start + 1);
      await t.ctx.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, dave.userData.id));
      expect(await activeUsers()).toBe(start);
    });

    it('needs the public API key', async () => {
      expectError(await get(t.app, '/user/active-users'), 401, 'API_KEY_INVALID', 'Invalid API key.');
      expectError(
        await get(t.app, '/user/active-users', { headers: { 'x-api-key': 'dev-public-api-key' } }),
        401,
        'API_KEY_INVALID',
      );
      expectError(
        await get(t.app, '/user/active-users', { token: alice.accessToken }),
        401,
        'API_KEY_INVALID',
      );
    });
  });
});
