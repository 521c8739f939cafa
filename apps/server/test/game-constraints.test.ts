/**
 * A game's map, mode, type, status and tier (and a result's map, mode and outcome) are closed sets held by
 * the database itself: map and mode refer to the game_modes table (rules.md's pairs, seeded by migration
 * 0005), the others are CHECKs. The migration is also applied on a database holding every value the code
 * could write before it, as a deploy over live data does.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_MAPS, GAME_TYPES, MAP_MODES, PLAY_TIERS } from '@cardroom/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.js';
import { isCheckViolation, isForeignKeyViolation } from '../src/db/errors.js';
import {
  GAME_RESULT_OUTCOMES,
  GAME_STATUSES,
  gameModes,
  gameResults,
  games,
  prizePools,
} from '../src/db/schema.js';
import { createPostgresDatabase, databaseTiers, openTestDatabase, type Tier } from './databases.js';

const RULES_PAIRS = GAME_MAPS.flatMap((map) => MAP_MODES[map].map((mode) => ({ map, mode })));
const sortPairs = (pairs: { map: string; mode: string }[]) =>
  pairs.map(({ map, mode }) => `${map}/${mode}`).sort();

const seeds = { serverSeed: 's', clientSeed: 'c', commitment: 'h' };
const aGame = { map: 'spades', gameMode: 'deuceshigh', type: 'bots', ...seeds };

/** The error a promise rejects with (the test fails if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe.each(databaseTiers())('games hold only known maps, modes, types and statuses (%s)', (tier) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(tier);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("game_modes holds exactly rules.md's map and mode pairs (the protocol's MAP_MODES)", async () => {
    expect(sortPairs(await database.db.select().from(gameModes))).toEqual(sortPairs(RULES_PAIRS));
  });

  it('every known value is accepted', async () => {
    const { db } = database;
    for (const { map, mode } of RULES_PAIRS)
      for (const type of GAME_TYPES)
        await db.insert(games).values({ ...aGame, map, gameMode: mode, type, status: 'finished' });
    for (const status of GAME_STATUSES)
      for (const t of PLAY_TIERS) await db.insert(games).values({ ...aGame, status, tier: t });
    const [game] = await db.insert(games).values(aGame).returning();
    if (!game) throw new Error('no game');
    for (const outcome of GAME_RESULT_OUTCOMES)
      await db
        .insert(gameResults)
        .values({ gameId: game.id, map: 'spades', gameMode: 'clubhouse', outcome, score: 1 });
    expect((await db.select().from(gameResults).where(eq(gameResults.gameId, game.id))).length).toBe(3);
  });

  it.each([
    ['an unknown map', { map: 'chess' }],
    ['a mode of another map', { map: 'solitaire', gameMode: 'deuceshigh' }],
    ['an unknown mode', { gameMode: 'speed' }],
  ])('a game with %s is refused by games_map_mode_fk', async (_, change) => {
    const error = await failure(database.db.insert(games).values({ ...aGame, ...change }));
    expect(isForeignKeyViolation(error, 'games_map_mode_fk')).toBe(true);
  });

  it.each([
    ['type', { type: 'practice' }, 'games_type'],
    ['status', { status: 'paused' }, 'games_status'],
    ['tier', { tier: 'gold' }, 'games_tier'],
  ])('a game with an unknown %s is refused by its CHECK', async (_, change, constraint) => {
    const error = await failure(database.db.insert(games).values({ ...aGame, ...change }));
    expect(isCheckViolation(error, constraint)).toBe(true);
  });

  it('a game cannot be moved to an unknown status or mode later either', async () => {
    const [game] = await database.db.insert(games).values(aGame).returning();
    if (!game) throw new Error('no game');
    const status = await failure(
      database.db.update(games).set({ status: 'done' }).where(eq(games.id, game.id)),
    );
    expect(isCheckViolation(status, 'games_status')).toBe(true);
    const mode = await failure(database.db.update(games).set({ gameMode: 'x' }).where(eq(games.id, game.id)));
    expect(isForeignKeyViolation(mode, 'games_map_mode_fk')).toBe(true);
  });

  it('results and prize pools refer to known pairs; a result has a known outcome', async () => {
    const { db } = database;
    const [game] = await db.insert(games).values(aGame).returning();
    if (!game) throw new Error('no game');
    const result = { gameId: game.id, map: 'spades', gameMode: 'classic', outcome: 'win', score: 1 };
    const badPair = await failure(
      db.insert(gameResults).values({ ...result, map: 'solitaire', gameMode: 'clubhouse' }),
    );
    expect(isForeignKeyViolation(badPair, 'game_results_map_mode_fk')).toBe(true);
    const badOutcome = await failure(db.insert(gameResults).values({ ...result, outcome: 'won' }));
    expect(isCheckViolation(badOutcome, 'game_results_outcome')).toBe(true);
    const pool = {
      name: 'Cup',
      map: 'spades',
      gameMode: 'tilesonfire',
      entryCurrency: 'ticket_bronze',
      entryAmount: 1,
      prizeCurrency: 'coins',
      prizeAmount: 100,
    };
    const badPool = await failure(db.insert(prizePools).values(pool));
    expect(isForeignKeyViolation(badPool, 'prize_pools_map_mode_fk')).toBe(true);
  });

  it('a game added later (a test-only module) brings its own pair and plays under it', async () => {
    const { db } = database;
    const refused = await failure(db.insert(games).values({ ...aGame, map: 'highcard', gameMode: 'duel' }));
    expect(isForeignKeyViolation(refused, 'games_map_mode_fk')).toBe(true);
    await db.insert(gameModes).values({ map: 'highcard', mode: 'duel' }).onConflictDoNothing();
    const [game] = await db
      .insert(games)
      .values({ ...aGame, map: 'highcard', gameMode: 'duel' })
      .returning();
    expect(game?.map).toBe('highcard');
  });
});

/** The migrations folder cut after `last` (drizzle applies what its journal lists). */
function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cardroom-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  if (end < 0) throw new Error(`no migration ${last}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A database that survives close and reopen: a PGlite data folder, or a PostgreSQL database. */
async function persistentDatabase(tier: Tier) {
  if (tier === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-pglite-'));
    return {
      open: (migrationsFolder?: string) => openDatabase({ dataDir, migrationsFolder }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const created = await createPostgresDatabase();
  return {
    open: (migrationsFolder?: string) => openDatabase({ url: created.url, dataDir: null, migrationsFolder }),
    drop: created.drop,
  };
}

describe.each(databaseTiers())('migration 0005 over rows written before it (%s)', (tier) => {
  const oldMigrations = migrationsUpTo('0004_notification_templates');
  let store: Awaited<ReturnType<typeof persistentDatabase>>;
  beforeAll(async () => {
    store = await persistentDatabase(tier);
  });
  afterAll(async () => {
    await store?.drop();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('applies when the rows hold every value the code wrote, and keeps them', async () => {
    const old = await store.open(oldMigrations);
    // The old schema indeed has no reference table yet.
    // node-postgres and PGlite results both carry `rows`; the shared Db type leaves the result unknown.
    const before = (await old.db.execute(sql`select to_regclass('game_modes')::text as "table"`)) as {
      rows: unknown[];
    };
    expect(before.rows).toEqual([{ table: null }]);
    // Raw SQL naming only the columns of 0004's schema: drizzle's current table has columns added later.
    let written = 0;
    for (const { map, mode } of RULES_PAIRS)
      for (const type of GAME_TYPES)
        for (const status of GAME_STATUSES) {
          const tier = type === 'vs' ? 'ranked' : 'free';
          const outcome = GAME_RESULT_OUTCOMES[written % 3] ?? 'win';
          await old.db.execute(sql`with game as (
              insert into games (map, game_mode, type, status, tier, server_seed, client_seed, commitment)
              values (${map}, ${mode}, ${type}, ${status}, ${tier}, 's', 'c', 'h') returning id)
            insert into game_results (game_id, map, game_mode, outcome, score)
            select id, ${map}, ${mode}, ${outcome}, 0 from game`);
          written += 1;
        }
    await old.close();

    const current = await store.open();
    try {
      expect((await current.db.select({ id: games.id }).from(games)).length).toBe(written);
      expect((await current.db.select({ id: gameResults.id }).from(gameResults)).length).toBe(written);
      const error = await failure(current.db.insert(games).values({ ...aGame, status: 'paused' }));
      expect(isCheckViolation(error, 'games_status')).toBe(true);
    } finally {
      await current.close();
    }
  });
});
