/**
 * The wallet listener: hears committed changes, survives its connection being cut (it reconnects), and
 * once stopped never touches its connection again, whatever the server does to it afterwards.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { listenWalletChanges } from '../src/wallet/wallet-events.js';
import { databaseTiers, openTestDatabase } from './databases.js';

describe.each(databaseTiers())('listenWalletChanges (%s)', (tier) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(tier);
  });
  afterAll(async () => {
    await database?.close();
  });

  const notify = (userId: string) => database.db.execute(sql`select pg_notify('wallet_changed', ${userId})`);
  /**
   * Cuts this database's connections from outside, as a restart or a drop does: the listening ones only,
   * or every one.
   */
  const cutConnections = async (onlyListening: boolean) => {
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]?.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and ($2 or query like '%LISTEN%')`,
        [name, !onlyListening],
      );
    } finally {
      await admin.end();
    }
  };

  it('hears changes, reconnects after its connection is cut, and stays quiet once stopped', async () => {
    const heard: string[] = [];
    const errors: unknown[] = [];
    const stop = await listenWalletChanges(
      database.db,
      (userId) => heard.push(userId),
      (error) => errors.push(error),
    );
    await notify('first');
    await vi.waitFor(() => expect(heard).toEqual(['first']), { timeout: 5_000 });

    if (tier === 'postgres') {
      await cutConnections(true);
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000 });
      // The listener opens a new connection after its retry delay and hears the next change.
      await vi.waitFor(
        async () => {
          await notify('again');
          expect(heard).toContain('again');
        },
        { timeout: 10_000, interval: 200 },
      );
    }

    await stop();
    const before = heard.length;
    // What it held must not be released twice when its server goes away (the test database's drop).
    if (tier === 'postgres') await cutConnections(false);
    await notify('after-stop');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(before);
  });
});
