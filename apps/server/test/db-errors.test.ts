/**
 * Unique and foreign-key violations are recognised by SQLSTATE and constraint name, on both databases, from
 * errors raised by real statements (a bare query, drizzle's wrapper, a transaction), never by message text.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { isCheckViolation, isDeadlock, isForeignKeyViolation, isUniqueViolation } from '../src/db/errors.js';
import { balances, sessions, users } from '../src/db/schema.js';
import { databaseTiers, openTestDatabase } from './databases.js';

/** The error a promise rejects with (the test fails if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('isUniqueViolation without a database', () => {
  it('follows cause chains, ignores message text and survives a cyclic chain', () => {
    const pgError = Object.assign(new Error('boom'), { code: '23505', constraint: 'users_email_unique' });
    const wrapped = new Error('Failed query', { cause: new Error('in a transaction', { cause: pgError }) });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_username_unique')).toBe(false);
    const lookalike = new Error('duplicate key value violates unique constraint "users_email_unique"');
    expect(isUniqueViolation(lookalike)).toBe(false);
    expect(isUniqueViolation(lookalike, 'users_email_unique')).toBe(false);
    const deadlock = new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '40P01' }) });
    expect(isDeadlock(deadlock)).toBe(true);
    expect(isDeadlock(wrapped)).toBe(false);
    const cyclic = new Error('a') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(isUniqueViolation(cyclic)).toBe(false);
    for (const value of [null, undefined, '23505', 23505, { code: 23505 }])
      expect(isUniqueViolation(value)).toBe(false);
  });
});

describe.each(databaseTiers())('database errors by SQLSTATE (%s)', (tier) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(tier);
  });
  afterAll(async () => {
    await database?.close();
  });

  let counter = 0;
  const newUser = (email: string | null) => {
    counter += 1;
    return { email, username: `dberr${counter}`, referralCode: `DBERR${counter}` };
  };

  it('a duplicate insert is a unique violation of the index it hit, through drizzle and transactions', async () => {
    const { db } = database;
    await db.insert(users).values(newUser('same@example.com'));
    const direct = await failure(db.insert(users).values(newUser('same@example.com')));
    expect(isUniqueViolation(direct)).toBe(true);
    expect(isUniqueViolation(direct, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(direct, 'users_username_unique')).toBe(false);
    expect(isForeignKeyViolation(direct)).toBe(false);

    const inTransaction = await failure(
      db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('other@example.com'));
        await tx.insert(users).values({ ...newUser('third@example.com'), username: 'DBERR-CASE' });
        await tx.insert(users).values({ ...newUser('fourth@example.com'), username: 'dberr-case' });
      }),
    );
    expect(isUniqueViolation(inTransaction, 'users_username_unique')).toBe(true);
    expect(isUniqueViolation(inTransaction, 'users_email_unique')).toBe(false);
    // The transaction rolled back: its first row is not there.
    expect(await db.select().from(users).where(eq(users.email, 'other@example.com'))).toEqual([]);
  });

  it('a row referring to a missing user is a foreign-key violation, not a unique one', async () => {
    const error = await failure(
      database.db
        .insert(sessions)
        .values({ userId: '00000000-0000-4000-8000-000000000000', expiresAt: new Date() }),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error, 'sessions_user_id_users_id_fk')).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('a negative balance is a CHECK violation of balances_non_negative', async () => {
    const [user] = await database.db.insert(users).values(newUser(null)).returning();
    if (!user) throw new Error('no user');
    const error = await failure(database.db.insert(balances).values({ userId: user.id, coins: -1 }));
    expect(isCheckViolation(error, 'balances_non_negative')).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });
});
