import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { balances } from '../src/db/schema.js';
import { AppError } from '../src/http/errors.js';
import { insertUser } from '../src/users/repository.js';
import { CURRENCIES, type Currency } from '../src/wallet/currencies.js';
import { applyBalanceChanges, getBalances, ledgerSums } from '../src/wallet/wallet.js';
import { databaseTiers, openTestDatabase } from './databases.js';

let counter = 0;
async function newUser(database: Database): Promise<string> {
  counter += 1;
  const user = await insertUser(database.db, {
    username: `wallet${counter}${Date.now()}`,
    referralCode: `W${counter}${Date.now()}`,
  });
  return user.id;
}

describe.each(databaseTiers())('wallet on %s', (tier) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(tier);
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies a set of changes atomically with a ledger row each', async () => {
    const userId = await newUser(database);
    const outcome = await applyBalanceChanges(database.db, {
      userId,
      changes: [
        { currency: 'coins', delta: 1000 },
        { currency: 'gems', delta: 5 },
        { currency: 'cash_balance', delta: 250 },
      ],
      reason: 'test-grant',
      idempotencyKey: `grant:${userId}`,
    });
    expect(outcome.applied).toBe(true);
    expect(outcome.balances).toMatchObject({ coins: 1000, gems: 5, cash_balance: 250 });
    expect(await ledgerSums(database.db, userId)).toEqual(await getBalances(database.db, userId));
  });

  it("refuses a change below zero with the spec's 'requires …' texts and applies nothing", async () => {
    const userId = await newUser(database);
    await applyBalanceChanges(database.db, {
      userId,
      changes: [{ currency: 'gems', delta: 3 }],
      reason: 'test-grant',
      idempotencyKey: `g:${userId}`,
    });
    const attempt = applyBalanceChanges(database.db, {
      userId,
      changes: [
        { currency: 'gems', delta: -2 },
        { currency: 'tokens', delta: -1 },
      ],
      reason: 'test-spend',
      idempotencyKey: `s:${userId}`,
    });
    await expect(attempt).rejects.toMatchObject({ code: 'REQUIRES_TOKENS', message: 'requires tokens' });
    expect((await getBalances(database.db, userId)).gems).toBe(3);
    // The refused key was rolled back, so it can be used again once the user can pay.
    await expect(
      applyBalanceChanges(database.db, {
        userId,
        changes: [{ currency: 'gems', delta: -2 }],
        reason: 'test-spend',
        idempotencyKey: `s:${userId}`,
      }),
    ).resolves.toMatchObject({ applied: true });
  });

  it('keeps the CHECK constraint as a last line of defence', async () => {
    const userId = await newUser(database);
    await expect(database.db.update(balances).set({ coins: -1 })).rejects.toThrow();
    expect((await getBalances(database.db, userId)).coins).toBe(0);
  });

  it('applies 100 concurrent uses of one idempotency key once', async () => {
    const userId = await newUser(database);
    const attempts = await Promise.all(
      Array.from({ length: 100 }, () =>
        applyBalanceChanges(database.db, {
          userId,
          changes: [{ currency: 'coins', delta: 7 }],
          reason: 'test-grant',
          idempotencyKey: `daily:${userId}`,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.applied)).toHaveLength(1);
    expect((await getBalances(database.db, userId)).coins).toBe(7);
    expect((await ledgerSums(database.db, userId)).coins).toBe(7);
  });

  it('refuses reusing a key for a different operation', async () => {
    const userId = await newUser(database);
    const key = `k:${userId}`;
    await applyBalanceChanges(database.db, {
      userId,
      changes: [{ currency: 'coins', delta: 1 }],
      reason: 'test-grant',
      idempotencyKey: key,
    });
    await expect(
      applyBalanceChanges(database.db, {
        userId,
        changes: [{ currency: 'coins', delta: 2 }],
        reason: 'test-grant',
        idempotencyKey: key,
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('keeps every balance ≥ 0 and equal to its ledger sum under random concurrent operations', async () => {
    const currency = fc.constantFrom<Currency>(...CURRENCIES);
    const operation = fc.record({
      user: fc.integer({ min: 0, max: 2 }),
      key: fc.integer({ min: 0, max: 40 }),
      changes: fc.array(fc.record({ currency, delta: fc.integer({ min: -60, max: 80 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 20, maxLength: 60 }), async (operations) => {
        const users = await Promise.all([0, 1, 2].map(() => newUser(database)));
        const run = `${Date.now()}-${Math.random()}`;
        const outcomes = await Promise.allSettled(
          operations.map((op) =>
            applyBalanceChanges(database.db, {
              userId: users[op.user] as string,
              changes: op.changes,
              reason: 'test-grant',
              // Keys repeat across operations on purpose: duplicates must apply once or be refused.
              idempotencyKey: `${run}:${op.user}:${op.key}:${JSON.stringify(op.changes)}`,
            }),
          ),
        );
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(AppError);
        }
        for (const userId of users) {
          const wallet = await getBalances(database.db, userId);
          for (const value of Object.values(wallet)) expect(value).toBeGreaterThanOrEqual(0);
          expect(await ledgerSums(database.db, userId)).toEqual(wallet);
        }
      }),
      { numRuns: 60 },
    );
  });
});
