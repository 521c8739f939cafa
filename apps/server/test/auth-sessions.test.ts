import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { createTokenSigner } from '../src/security/jwt.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

interface Session {
  accessToken: string;
  userData: { id: string; email: string; coins: number; email_verified: boolean; roles: string[] };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(databaseTiers())('sessions and access tokens on %s', (tier) => {
  let t: TestApp;
  let alice: Session & { email: string };
  let bob: Session;
  beforeAll(async () => {
    t = await startTestApp(tier);
    const signIn = async () => {
      const user = uniqueUser('sess');
      const response = await post(t.app, '/auth/login-dev', { email: user.email, password: user.password });
      return { ...json<Session>(response), email: user.email, password: user.password };
    };
    [alice, bob] = await Promise.all([signIn(), signIn()]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An authenticated call without side effects: "moving" to the address the account already has. */
  const probe = (token: string, email = alice.email) =>
    post(t.app, '/user/update/email', { newEmail: email }, { token });

  function claimsOf(token: string) {
    const payload = decodeJwt(token);
    return { userId: String(payload.sub), sessionId: String(payload.sid) };
  }

  it('signs a token naming the user and a live session, valid for the configured lifetime', async () => {
    const payload = decodeJwt(alice.accessToken);
    expect(payload.sub).toBe(alice.userData.id);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(t.ctx.config.ACCESS_TOKEN_TTL_SECONDS);
    const [row] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(payload.sid)));
    expect(row).toMatchObject({ userId: alice.userData.id, revokedAt: null });
    expect(json(await probe(alice.accessToken))).toMatchObject({
      success: true,
      userData: { id: alice.userData.id },
    });
  });

  it('creates a verified account with 1,000 coins through login-dev, then checks its password', async () => {
    expect(alice.userData).toMatchObject({ email_verified: true, coins: 1000, roles: ['ROLE_USER'] });
    const again = await post(t.app, '/auth/login-dev', { email: alice.email, password: 'Secret#123' });
    expect(json<Session>(again).userData.id).toBe(alice.userData.id);
    const wrong = await post(t.app, '/auth/login-dev', { email: alice.email, password: 'wrong-password' });
    expectError(wrong, 401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
  });

  it('logs out only the calling session; its token is refused afterwards', async () => {
    const first = json<Session>(
      await post(t.app, '/auth/login', { email: alice.email, password: 'Secret#123' }),
    );
    const second = json<Session>(
      await post(t.app, '/auth/login', { email: alice.email, password: 'Secret#123' }),
    );
    expect(json(await post(t.app, '/auth/logout', {}, { token: first.accessToken }))).toEqual({
      success: true,
    });
    expectError(
      await probe(first.accessToken),
      401,
      'SESSION_REVOKED',
      'Your session has ended. Please log in again.',
    );
    expectError(await post(t.app, '/auth/logout', {}, { token: first.accessToken }), 401, 'SESSION_REVOKED');
    expect((await probe(second.accessToken)).statusCode).toBe(200);
  });

  it('logs out a client that sends no body at all', async () => {
    const { accessToken } = json<Session>(
      await post(t.app, '/auth/login', { email: alice.email, password: 'Secret#123' }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(json(response)).toEqual({ success: true });
    expectError(await probe(accessToken), 401, 'SESSION_REVOKED');
  });

  it("refuses an expired token with exactly 'jwt expired'", async () => {
    const expired = await t.ctx.signer.sign(claimsOf(alice.accessToken), -10);
    expectError(await probe(expired), 401, 'TOKEN_EXPIRED', 'jwt expired');
    expect((await probe(alice.accessToken)).statusCode).toBe(200);
  });

  it('refuses a well-signed token whose session has expired in the database', async () => {
    const { accessToken } = json<Session>(
      await post(t.app, '/auth/login', { email: alice.email, password: 'Secret#123' }),
    );
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, claimsOf(accessToken).sessionId));
    expectError(await probe(accessToken), 401, 'SESSION_REVOKED');
  });

  it('refuses tokens signed with another secret, tampered with, unsigned or malformed as INVALID_TOKEN', async () => {
    const claims = claimsOf(alice.accessToken);
    const foreign = await createTokenSigner('another-secret-another-secret-another!!').sign(claims, 600);
    const [header, payload, signature] = alice.accessToken.split('.');
    const tampered = `${header}.${base64url({ ...decodeJwt(alice.accessToken), sub: bob.userData.id })}.${signature}`;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const truncated = alice.accessToken.slice(0, -3);
    for (const token of [foreign, tampered, unsigned, truncated, 'not-a-jwt', `${header}.${payload}`]) {
      expectError(await probe(token), 401, 'INVALID_TOKEN', 'Invalid access token.');
    }
  });

  it('refuses a missing token or another scheme with UNAUTHORIZED', async () => {
    expectError(
      await post(t.app, '/user/update/email', { newEmail: alice.email }),
      401,
      'UNAUTHORIZED',
      'Authentication required.',
    );
    for (const authorization of [`Basic ${alice.accessToken}`, 'Bearer', 'Bearer ', alice.accessToken]) {
      const response = await post(
        t.app,
        '/user/update/email',
        { newEmail: alice.email },
        { headers: { authorization } },
      );
      expectError(response, 401, 'UNAUTHORIZED');
    }
  });

  it("refuses a correctly signed token pairing one user's session with another user's id", async () => {
    const aliceSession = claimsOf(alice.accessToken).sessionId;
    const crossed = await t.ctx.signer.sign({ userId: bob.userData.id, sessionId: aliceSession }, 600);
    expectError(await probe(crossed, alice.email), 401, 'SESSION_REVOKED');
    const reversed = await t.ctx.signer.sign(
      { userId: alice.userData.id, sessionId: claimsOf(bob.accessToken).sessionId },
      600,
    );
    expectError(await probe(reversed), 401, 'SESSION_REVOKED');
    expect((await probe(bob.accessToken, bob.userData.email)).statusCode).toBe(200);
  });

  it('refuses well-signed tokens naming sessions or users that do not exist, without a server error', async () => {
    const unknownSession = await t.ctx.signer.sign(
      { userId: alice.userData.id, sessionId: '00000000-0000-4000-8000-000000000000' },
      600,
    );
    expectError(await probe(unknownSession), 401, 'SESSION_REVOKED');
    for (const claims of [
      { userId: alice.userData.id, sessionId: 'not-a-uuid' },
      { userId: "' OR 1=1 --", sessionId: claimsOf(alice.accessToken).sessionId },
    ]) {
      const token = await t.ctx.signer.sign(claims, 600);
      expectError(await probe(token), 401, 'INVALID_TOKEN');
    }
  });
});
