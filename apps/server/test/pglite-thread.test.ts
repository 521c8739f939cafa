/**
 * PGlite on its own thread (db/pglite-thread.ts) answers as PGlite in-process does: the same rows, the same
 * errors with their SQLSTATE, transactions that commit, roll back and wait for each other, notifications,
 * and data that outlives a restart in a data folder. The server runs on it whenever DATABASE_URL is unset.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/errors.js';
import { openPgliteThread, type PgliteThread } from '../src/db/pglite-thread.js';

type Client = Pick<PgliteThread, 'query' | 'transaction'>;

/** What a call gave: its rows, or the SQLSTATE (or message) it failed with. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { value: await run() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { error: code ?? (error as Error).message };
  }
}

type Step =
  | { kind: 'insert'; key: number; value: string }
  | { kind: 'update'; key: number; value: string }
  | { kind: 'select' }
  | { kind: 'bad sql' }
  | { kind: 'transaction'; inserts: { key: number; value: string }[]; commit: boolean };

const keyArb = fc.integer({ min: 1, max: 6 });
const valueArb = fc.string({ maxLength: 8 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), key: keyArb, value: valueArb }),
  fc.record({ kind: fc.constant('update' as const), key: keyArb, value: valueArb }),
  fc.constant({ kind: 'select' as const }),
  fc.constant({ kind: 'bad sql' as const }),
  fc.record({
    kind: fc.constant('transaction' as const),
    inserts: fc.array(fc.record({ key: keyArb, value: valueArb }), { maxLength: 3 }),
    commit: fc.boolean(),
  }),
);

const insert = (client: Pick<Client, 'query'>, key: number, value: string) =>
  client.query('insert into kv (k, v) values ($1, $2) returning k, v', [key, value]);

async function play(client: Client, steps: Step[]): Promise<unknown[]> {
  const seen: unknown[] = [];
  for (const step of steps) {
    if (step.kind === 'insert')
      seen.push(await outcome(async () => (await insert(client, step.key, step.value)).rows));
    if (step.kind === 'update')
      seen.push(
        await outcome(async () => {
          const result = await client.query('update kv set v = $2 where k = $1', [step.key, step.value]);
          return result.affectedRows;
        }),
      );
    if (step.kind === 'select')
      seen.push(await outcome(async () => (await client.query('select k, v from kv order by k')).rows));
    if (step.kind === 'bad sql') seen.push(await outcome(() => client.query('selec k from kv')));
    if (step.kind === 'transaction')
      seen.push(
        await outcome(() =>
          client.transaction(async (tx) => {
            for (const row of step.inserts) await insert(tx, row.key, row.value);
            if (!step.commit) throw new Error('rolled back on purpose');
            return step.inserts.length;
          }),
        ),
      );
  }
  seen.push((await client.query('select k, v from kv order by k')).rows);
  return seen;
}

describe('PGlite on its own thread', () => {
  let inProcess: PGlite;
  let threaded: PgliteThread;

  beforeAll(async () => {
    inProcess = new PGlite();
    threaded = await openPgliteThread(null);
    for (const client of [inProcess, threaded])
      await client.query('create table kv (k int primary key, v text)');
  });
  afterAll(async () => {
    await inProcess.close();
    await threaded.close();
  });

  it('gives what in-process PGlite gives for any mix of statements, errors and transactions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 10 }), async (steps) => {
        const expected = await play(inProcess, steps);
        const actual = await play(threaded, steps);
        for (const client of [inProcess, threaded]) await client.query('truncate kv');
        expect(actual).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('raises database errors with their SQLSTATE and constraint through drizzle', async () => {
    const db = drizzle(threaded as unknown as PGlite);
    await db.execute(sql`insert into kv (k, v) values (100, 'a')`);
    const error = await db
      .execute(sql`insert into kv (k, v) values (100, 'b')`)
      .catch((failure: unknown) => failure);
    expect(isUniqueViolation(error, 'kv_pkey')).toBe(true);
    const bad = await threaded.query('select * from no_such_table').catch((failure: unknown) => failure);
    expect(bad).toBeInstanceOf(Error);
    expect((bad as { code?: string }).code).toBe('42P01');
    expect((await threaded.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await threaded.query('delete from kv where k = 100');
  });

  it('keeps dates as text when drizzle asks for raw text, and parses them when not', async () => {
    const at = "select '2026-11-29 10:00:00+00'::timestamptz as at";
    const raw = await threaded.query<{ at: unknown }>(at, [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(raw.rows[0]?.at).toBe('2026-11-29 10:00:00+00');
    const parsed = await threaded.query<{ at: unknown }>(at);
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
  });

  it('runs one transaction at a time: a statement sent meanwhile waits for its commit', async () => {
    let letGo!: () => void;
    const hold = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let inside!: () => void;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const first = threaded.transaction(async (tx) => {
      await insert(tx, 200, 'first');
      inside();
      await hold;
      await insert(tx, 201, 'first');
    });
    await started;
    const second = threaded.transaction(
      async (tx) => (await tx.query('select count(*)::int as n from kv')).rows,
    );
    const outside = threaded.query('select count(*)::int as n from kv');
    letGo();
    await first;
    expect((await second)[0]).toEqual({ n: 2 });
    expect((await outside).rows[0]).toEqual({ n: 2 });
    await threaded.query('delete from kv where k >= 200');
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await threaded.listen('kv_changed', (payload) => heard.push(payload));
    await threaded.query("select pg_notify('kv_changed', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await threaded.query("select pg_notify('kv_changed', 'two')");
    await threaded.query('select 1');
    expect(heard).toEqual(['one']);
  });
});

describe('PGlite on its own thread, in a data folder', () => {
  it('keeps committed rows across a close and reopen, and refuses calls once closed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    const stopped: Error[] = [];
    try {
      const first = await openPgliteThread(join(dataDir, 'pglite'), (error) => stopped.push(error));
      await first.query('create table kept (n int)');
      await first.transaction(async (tx) => {
        await tx.query('insert into kept values (1), (2)');
      });
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow(/database thread stopped/);
      // A close is not a crash: nobody is told the thread stopped.
      expect(stopped).toEqual([]);

      const second = await openPgliteThread(join(dataDir, 'pglite'));
      expect((await second.query('select n from kept order by n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails to open, without hanging, where the data folder cannot be made', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    try {
      const blocker = join(dataDir, 'a-file');
      writeFileSync(blocker, 'not a folder');
      await expect(openPgliteThread(join(blocker, 'pglite'))).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
