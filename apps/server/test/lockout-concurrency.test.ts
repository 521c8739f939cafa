import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVerifiedAccount, loginReply } from '../src/auth/accounts.js';
import { LOCKOUT } from '../src/auth/lockout.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, lastCodeTo } from './mail-links.js';

/**
 * The account lock under parallel guesses (review defect 3): the lock used to be read from the row loaded
 * when the request was authenticated, so 30 guesses sent at once were all checked before the 10th failure
 * locked the account. Every secret the server checks is counted here, by wrapping the two functions that
 * check them: argon2 verification and the consumption of a mailed code.
 */
const checked = vi.hoisted(() => ({ passwords: 0, codes: 0 }));

vi.mock('../src/security/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/security/passwords.js')>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      checked.passwords += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

vi.mock('../src/auth/email-tokens.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/auth/email-tokens.js')>();
  return {
    ...original,
    consumeEmailToken: async (...args: Parameters<typeof original.consumeEmailToken>) => {
      const purposes = [args[1]].flat();
      if (purposes.includes('loginCode') || purposes.includes('emailChangeCode')) checked.codes += 1;
      return original.consumeEmailToken(...args);
    },
  };
});

const BURST = 30;

describe.each(databaseTiers())('the account lock under parallel guesses on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  async function registered() {
    const user = uniqueUser('burst');
    expect((await post(t.app, '/auth/register', user)).statusCode).toBe(200);
    const credentials = { email: user.email, password: user.password };
    const session = json<{ accessToken: string }>(await post(t.app, '/auth/login', credentials));
    expect(session.accessToken).toEqual(expect.any(String));
    return { ...user, credentials, token: session.accessToken };
  }

  /**
   * Sends BURST wrong guesses at once, then wrong guesses one at a time until one answers ACCOUNT_LOCKED.
   * Returns how many guesses the server actually checked in all: at most 10 (fewer when attempts of the
   * burst were refused unchecked because they saw the others' failures first).
   */
  async function guessUntilLocked(
    counter: 'passwords' | 'codes',
    guess: (attempt: number) => Promise<LightMyRequestResponse>,
  ) {
    const before = checked[counter];
    const burst = await Promise.all(Array.from({ length: BURST }, (_, attempt) => guess(attempt)));
    for (const reply of burst) expect([400, 401, 403], reply.body).toContain(reply.statusCode);
    for (let attempt = BURST; attempt < BURST + LOCKOUT.maxFailures; attempt++) {
      if ((await guess(attempt)).statusCode === 403) break;
    }
    return checked[counter] - before;
  }

  it(`checks at most ${LOCKOUT.maxFailures} of ${BURST} parallel wrong old passwords, then the right one is refused`, async () => {
    const user = await registered();
    const change = (oldPassword: string) =>
      post(t.app, '/auth/reset-password', { oldPassword, newPassword: 'Newer#456' }, { token: user.token });
    expect(await guessUntilLocked('passwords', (attempt) => change(`wrong-${attempt}`))).toBeLessThanOrEqual(
      LOCKOUT.maxFailures,
    );
    expectError(await change(user.password), 403, 'ACCOUNT_LOCKED');
    expectError(await post(t.app, '/auth/login', user.credentials), 403, 'ACCOUNT_LOCKED');
  });

  it(`checks at most ${LOCKOUT.maxFailures} of ${BURST} parallel wrong logins`, async () => {
    const user = await registered();
    const guesses = await guessUntilLocked('passwords', (attempt) =>
      post(t.app, '/auth/login', { email: user.email, password: `wrong-${attempt}` }),
    );
    expect(guesses).toBeLessThanOrEqual(LOCKOUT.maxFailures);
    const before = checked.passwords;
    expectError(await post(t.app, '/auth/login', user.credentials), 403, 'ACCOUNT_LOCKED');
    expect(checked.passwords).toBe(before);
  });

  it(`checks at most ${LOCKOUT.maxFailures} of ${BURST} parallel wrong passwords on an email change`, async () => {
    const user = await registered();
    const newEmail = uniqueUser('burst-new').email;
    const change = (password: string) =>
      post(t.app, '/user/update/email', { newEmail, password }, { token: user.token });
    expect(await guessUntilLocked('passwords', (attempt) => change(`wrong-${attempt}`))).toBeLessThanOrEqual(
      LOCKOUT.maxFailures,
    );
    expectError(await change(user.password), 403, 'ACCOUNT_LOCKED');
  });

  it(`checks at most ${LOCKOUT.maxFailures} of ${BURST} parallel wrong login codes, then the mailed code is refused`, async () => {
    const user = await registered();
    await post(t.app, '/auth/login-token', { email: user.email });
    const code = lastCodeTo(t.smtp, user.email);
    const wrongCode = (attempt: number) => String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');
    const guesses = await guessUntilLocked('codes', (attempt) =>
      post(t.app, '/auth/login-token', { email: user.email, token: wrongCode(attempt) }),
    );
    expect(guesses).toBeLessThanOrEqual(LOCKOUT.maxFailures);
    expectError(
      await post(t.app, '/auth/login-token', { email: user.email, token: code }),
      403,
      'ACCOUNT_LOCKED',
    );
  });

  it(`checks at most ${LOCKOUT.maxFailures} of ${BURST} parallel wrong email-change codes`, async () => {
    const email = uniqueUser('burst-code').email;
    const me = await loginReply(t.ctx, await createVerifiedAccount(t.ctx, email, {}));
    const newEmail = uniqueUser('burst-moved').email;
    const change = (body: Record<string, unknown>) =>
      post(t.app, '/user/update/email', { newEmail, ...body }, { token: me.accessToken });
    expect((await change({})).statusCode).toBe(200);
    const code = lastCodeTo(t.smtp, email);
    const wrongCode = (attempt: number) => String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');
    expect(
      await guessUntilLocked('codes', (attempt) => change({ code: wrongCode(attempt) })),
    ).toBeLessThanOrEqual(LOCKOUT.maxFailures);
    expectError(await change({ code }), 403, 'ACCOUNT_LOCKED');
  });
});
