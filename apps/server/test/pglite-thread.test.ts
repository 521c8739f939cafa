/**
 * The embedded database on its own thread (decision 0017) behaves as PGlite in the server's thread did for
 * everything the server uses: drizzle's queries and their types, transactions (commit, rollback, a failing
 * statement), SQLSTATE on errors, statements outside a transaction waiting for it, notifications, and a
 * database on disk that keeps its rows across a close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { isUniqueViolation } from '../src/db/errors.js';
import { users } from '../src/db/schema.js';
import { listenWalletChanges } from '../src/wallet/wallet-events.js';

const aUser = (name: string) => ({ username: name, email: `${name}@example.com`, referralCode: name });

describe('PGlite on a thread of its own', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers drizzle queries with the types drizzle expects (timestamps as Date, JSON parsed)', async () => {
    const { db } = database;
    const [created] = await db.insert(users).values(aUser('thread_types')).returning();
    expect(created?.createdAt).toBeInstanceOf(Date);
    const [read] = await db.select().from(users).where(eq(users.username, 'thread_types'));
    expect(read?.id).toBe(created?.id);
    const raw = await db.execute(sql`select json_build_object('a', 1, 'b', array[2, 3]) as value`);
    expect((raw as unknown as { rows: { value: unknown }[] }).rows[0]?.value).toEqual({ a: 1, b: [2, 3] });
  });

  it('keeps the SQLSTATE of a failed statement, so unique violations are recognised', async () => {
    const { db } = database;
    await db.insert(users).values(aUser('thread_unique'));
    const error = await db
      .insert(users)
      .values({ ...aUser('thread_unique'), email: 'other@example.com' })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction, and rolls one back when its work throws or asks to', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await tx.insert(users).values(aUser('thread_committed'));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(aUser('thread_thrown'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(aUser('thread_rolled_back'));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const names = (await db.select({ username: users.username }).from(users)).map((row) => row.username);
    expect(names).toContain('thread_committed');
    expect(names).not.toContain('thread_thrown');
    expect(names).not.toContain('thread_rolled_back');
  });

  it('rolls back a transaction whose statement failed, and the database goes on', async () => {
    const { db } = database;
    await db.insert(users).values(aUser('thread_taken'));
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(aUser('thread_partial'));
        await tx.insert(users).values(aUser('thread_taken'));
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    const partial = await db.select().from(users).where(eq(users.username, 'thread_partial'));
    expect(partial).toHaveLength(0);
    await db.insert(users).values(aUser('thread_after_failure'));
    expect(await db.select().from(users).where(eq(users.username, 'thread_after_failure'))).toHaveLength(1);
  });

  it('makes a statement outside a transaction wait until the transaction ends', async () => {
    const { db } = database;
    let releaseTransaction: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    let insideBegun: () => void = () => {};
    const begun = new Promise<void>((resolve) => {
      insideBegun = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.insert(users).values(aUser('thread_waiting'));
      insideBegun();
      await held;
    });
    await begun;
    let outsideDone = false;
    const outside = db
      .select()
      .from(users)
      .where(eq(users.username, 'thread_waiting'))
      .then((rows) => {
        outsideDone = true;
        return rows;
      });
    await new Promise((resolve) => setImmediate(resolve));
    expect(outsideDone).toBe(false);
    releaseTransaction();
    await transaction;
    expect(await outside).toHaveLength(1);
  });

  it('delivers notifications to a listener, and none after it stops', async () => {
    const changed: string[] = [];
    const stop = await listenWalletChanges(
      database.db,
      (userId) => changed.push(userId),
      () => {},
    );
    await database.db.execute(sql`select pg_notify('wallet_changed', 'user-1')`);
    await expect.poll(() => changed).toEqual(['user-1']);
    await stop();
    await database.db.execute(sql`select pg_notify('wallet_changed', 'user-2')`);
    await database.db.execute(sql`select 1`);
    expect(changed).toEqual(['user-1']);
  });
});

describe('PGlite on disk through its thread', () => {
  it('keeps committed rows across a close and a reopen', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values(aUser('thread_kept'));
      await first.close();
      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(users).where(eq(users.username, 'thread_kept'));
      await second.close();
      expect(rows).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses calls once closed with an error that says so', async () => {
    const database = await openDatabase({ dataDir: null });
    await database.close();
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect((error as { cause?: Error }).cause?.message).toBe('the database thread is closed');
  });
});
