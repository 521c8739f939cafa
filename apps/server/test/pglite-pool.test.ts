/**
 * The worker's shared PGlite: each suite gets it back as freshly migrated (no rows but the migrations'
 * seeds, sequences restarted), suites side by side never share one, and an instance whose schema a suite
 * changed is never lent again.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema.js';
import { openPooledPglite } from './pglite-pool.js';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const countMails = async (database: Database) =>
  Number((await rows<{ n: number }>(database, sql`select count(*)::int as n from mail_outbox`))[0]?.n);

const addOutboxMail = async (database: Database) => {
  const mail = { recipient: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' };
  const [row] = await database.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row?.id;
};

const seedRows = async (database: Database) =>
  (
    await rows<{ map: string; mode: string }>(database, sql`select map, mode from game_modes order by 1, 2`)
  ).map((row) => `${row.map}/${row.mode}`);

describe('the worker’s PGlite', () => {
  it('comes back emptied to its migrated state: rows gone, seed rows kept, sequences restarted', async () => {
    const first = await openPooledPglite();
    const seeds = await seedRows(first);
    expect(seeds.length).toBeGreaterThan(0);
    expect(await addOutboxMail(first)).toBe(1);
    expect(await addOutboxMail(first)).toBe(2);
    await first.db.execute(sql`delete from game_modes`);
    await first.close();

    const second = await openPooledPglite();
    try {
      // The same instance, lent again (its drizzle object is reused), not a new one.
      expect(second.db).toBe(first.db);
      expect(await countMails(second)).toBe(0);
      expect(await seedRows(second)).toEqual(seeds);
      expect(await addOutboxMail(second)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('gives suites side by side databases of their own', async () => {
    const [a, b] = await Promise.all([openPooledPglite(), openPooledPglite()]);
    try {
      expect(a.db).not.toBe(b.db);
      await addOutboxMail(a);
      expect(await countMails(a)).toBe(1);
      expect(await countMails(b)).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('never lends again an instance whose schema a suite changed', async () => {
    const changed = await openPooledPglite();
    await changed.db.execute(
      sql.raw(`create function refuse_mail() returns trigger language plpgsql as $$
        begin raise exception 'no mail today'; end $$`),
    );
    await changed.db.execute(
      sql.raw(
        'create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()',
      ),
    );
    await changed.close();

    const next = await openPooledPglite();
    try {
      expect(next.db).not.toBe(changed.db);
      await addOutboxMail(next);
      expect(await countMails(next)).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('closing twice hands the instance back once', async () => {
    const database = await openPooledPglite();
    await database.close();
    await database.close();
    const [a, b] = await Promise.all([openPooledPglite(), openPooledPglite()]);
    try {
      expect(a.db).not.toBe(b.db);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
