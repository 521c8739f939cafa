/**
 * The group commit of ordinary moves (move-batcher.ts, repository.ts `appendMoves`): moves of different games
 * decided while a batch is written are one statement, and each still answers exactly as its own `appendMove` would: the new
 * version when the game row was at the move's version (and the move logged), undefined when another writer
 * got there first (nothing logged), a second move of one game after the first. A batch the database refuses
 * as a whole is written again move by move.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client.js';
import { createMoveBatcher } from '../../src/games/move-batcher.js';
import { commitGame, insertGame, listMoves, loadRecord } from '../../src/games/repository.js';
import { databaseTiers, openTestDatabase } from '../databases.js';

const dialect = new PgDialect();

/** Counts the statements `db.execute` sends; `refuseBatches` makes every statement of several moves fail. */
function countingDb(db: Db, options: { refuseBatches?: boolean } = {}) {
  const counts = { statements: 0, refused: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: Parameters<Db['execute']>[0]) => {
        counts.statements++;
        const { sql: text, params } = dialect.sqlToQuery(query as SQL);
        const batchOfMany = text.includes('jsonb_to_recordset') && JSON.parse(String(params[0])).length > 1;
        if (options.refuseBatches && batchOfMany) {
          counts.refused++;
          return Promise.reject(new Error('deadlock detected (simulated)'));
        }
        return target.execute(query);
      };
    },
  });
  return { db: proxy, counts };
}

describe.each(databaseTiers())('the group commit of moves (%s)', (tier) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(tier);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function newGames(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const row = await insertGame(database.db, {
        map: 'spades',
        gameMode: 'classic',
        type: 'bots',
        status: 'playing',
        serverSeed: 'seed',
        clientSeed: 'seed',
        commitment: 'commitment',
      });
      ids.push(row.id);
    }
    return ids;
  }

  const versionOf = async (gameId: string) => (await loadRecord(database.db, gameId))?.game.version;
  const move = (gameId: string, version: number, tag: number) => ({
    gameId,
    version,
    actions: [{ type: 'tag', tag }],
    extra: tag % 2 === 0 ? null : { tag },
    deadlineAt: new Date(Date.UTC(2030, 0, 1, 0, 0, tag)),
  });

  it('writes the moves of several games decided together as one statement, each at its own version', async () => {
    const ids = await newGames(6);
    const { db, counts } = countingDb(database.db);
    const batcher = createMoveBatcher(db, { unflushed: false });
    const versions = await Promise.all(ids.map((id, index) => batcher.append(move(id, 0, index))));
    expect(versions).toEqual(ids.map(() => 1));
    // The idle writer sends the first move at once; the five decided while it was written go together.
    expect(counts.statements).toBe(2);
    for (const [index, id] of ids.entries()) {
      const record = await loadRecord(database.db, id);
      expect(record?.game.version).toBe(1);
      expect(record?.game.deadlineAt?.toISOString()).toBe(move(id, 0, index).deadlineAt.toISOString());
      const logged = await listMoves(database.db, id);
      expect(logged.map(({ version, actions, extra }) => ({ version, actions, extra }))).toEqual([
        {
          version: 1,
          actions: [{ type: 'tag', tag: index }],
          extra: index % 2 === 0 ? null : { tag: index },
        },
      ]);
    }
  });

  it('answers undefined only for the move whose game another writer moved on, and logs nothing for it', async () => {
    const [stale, fresh] = await newGames(2);
    if (!stale || !fresh) throw new Error('games missing');
    await commitGame(database.db, stale, 0, {});
    const batcher = createMoveBatcher(database.db, { unflushed: false });
    const [lost, won] = await Promise.all([
      batcher.append(move(stale, 0, 1)),
      batcher.append(move(fresh, 0, 2)),
    ]);
    expect(lost).toBeUndefined();
    expect(won).toBe(1);
    expect(await versionOf(stale)).toBe(1);
    expect(await listMoves(database.db, stale)).toEqual([]);
  });

  it("puts a game's second move in a later batch, after its first", async () => {
    const [gameId] = await newGames(1);
    if (!gameId) throw new Error('game missing');
    const { db, counts } = countingDb(database.db);
    const batcher = createMoveBatcher(db, { unflushed: false });
    const answers = await Promise.all([
      batcher.append(move(gameId, 0, 1)),
      batcher.append(move(gameId, 1, 2)),
    ]);
    expect(answers).toEqual([1, 2]);
    expect(counts.statements).toBe(2);
    expect((await listMoves(database.db, gameId)).map((logged) => logged.version)).toEqual([1, 2]);
  });

  it("answers a batch's moves of people before the server's own", async () => {
    const ids = await newGames(5);
    const batcher = createMoveBatcher(database.db, { unflushed: false });
    const order: string[] = [];
    // The first move keeps the writer busy, so the other four are written together as one batch.
    const first = batcher.append(move(ids[0] ?? '', 0, 0));
    const rest = ids.slice(1).map((id, index) => {
      const person = index % 2 === 1;
      const label = `${person ? 'person' : 'server'} ${index + 1}`;
      return batcher.append(move(id, 0, index + 1), { person }).then((version) => {
        order.push(label);
        return version;
      });
    });
    expect(await Promise.all([first, ...rest])).toEqual([1, 1, 1, 1, 1]);
    expect(order).toEqual(['person 2', 'person 4', 'server 1', 'server 3']);
  });

  it('writes a batch the database refuses as a whole again move by move', async () => {
    const ids = await newGames(3);
    const { db, counts } = countingDb(database.db, { refuseBatches: true });
    const batcher = createMoveBatcher(db, { unflushed: false });
    const versions = await Promise.all(ids.map((id, index) => batcher.append(move(id, 0, index))));
    expect(versions).toEqual([1, 1, 1]);
    // The first move went alone (an idle writer), the other two together: that batch refused, all written.
    expect(counts.refused).toBe(1);
    for (const id of ids) expect((await listMoves(database.db, id)).length).toBe(1);
  });

  it('over random interleavings of moves, stale and fresh, every answer and every log equals one move at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ game: fc.nat(3), stale: fc.boolean(), wave: fc.nat(2) }), {
          minLength: 1,
          maxLength: 16,
        }),
        async (plan) => {
          const ids = await newGames(4);
          const batcher = createMoveBatcher(database.db, { unflushed: tier === 'postgres' });
          // The model: each game's version, moved on one accepted move at a time.
          const expected = ids.map(() => 0);
          const known = ids.map(() => 0);
          for (const wave of [0, 1, 2]) {
            const moves = plan.filter((step) => step.wave === wave);
            const sent = new Set<number>();
            const answers = await Promise.all(
              moves.map((step, index) => {
                // One move per game in flight, as a table's actor sends them.
                if (sent.has(step.game)) return Promise.resolve('skipped' as const);
                sent.add(step.game);
                const version = (known[step.game] ?? 0) - (step.stale && (known[step.game] ?? 0) > 0 ? 1 : 0);
                return batcher.append(move(ids[step.game] ?? '', version, index));
              }),
            );
            moves.forEach((step, index) => {
              const answer = answers[index];
              if (answer === 'skipped') return;
              const current = expected[step.game] ?? 0;
              const sentVersion = (known[step.game] ?? 0) - (step.stale && current > 0 ? 1 : 0);
              if (sentVersion === current) {
                expect(answer).toBe(current + 1);
                expected[step.game] = current + 1;
              } else expect(answer).toBeUndefined();
              known[step.game] = expected[step.game] ?? 0;
            });
          }
          for (const [index, id] of ids.entries()) {
            expect(await versionOf(id)).toBe(expected[index]);
            const logged = await listMoves(database.db, id);
            expect(logged.map((entry) => entry.version)).toEqual(
              Array.from({ length: expected[index] ?? 0 }, (_, at) => at + 1),
            );
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
