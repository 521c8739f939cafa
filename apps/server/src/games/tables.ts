/**
 * Table lifecycle for every game: open a table (charging the entry in the same transaction as the seat), seat
 * people and bots, start the deal when the game's seats are taken, and release finished tables (leaving is in
 * leaving.ts). Seat changes lock the game row; moves use optimistic concurrency (moves.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { commitment, mixClientSeeds } from '@cardroom/engine';
import { DEFAULT_CLIENT_SEED, type GameType, gameCostFor } from '@cardroom/protocol';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { AppError } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { dealSeeds } from './client-seeds.js';
import { startState } from './pacing.js';
import { seatPayingPerson } from './pots.js';
import { seatCountOf } from './registry.js';
import {
  bumpVersion,
  findActiveGameId,
  type GameRecord,
  insertGame,
  insertSeat,
  loadActiveRecord,
  loadRecord,
  type NewGame,
  releaseUser,
  updateSeat,
} from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { storedState } from './stored-state.js';

const BOT_NAMES = ['Ace', 'Lucky', 'Maverick', 'Queenie', 'Jack', 'Duchess', 'Rook', 'Sparky'];

export interface NewTable {
  type: GameType;
  gameMode: string;
  map: string;
  friendly?: boolean;
  tier?: string;
  /** Guests play free; the tutorial is free; prize pools charge tickets elsewhere. */
  free?: boolean;
  singleHand?: boolean;
  prizePoolId?: string;
  /** Seat bots in every other seat at once (vs computer, tutorial). */
  withBots?: boolean;
  /** The owner's client seed (rules.md: the players'); absent: DEFAULT_CLIENT_SEED. */
  clientSeed?: string;
  /** Seats the table deals in, within the game's engine.seats (dominoes); absent: the game's maximum. */
  seats?: number;
  /**
   * The game's own table options, passed to its module's `create` (Klondike: draw and scoring). Not stored:
   * only a table dealt as it opens (a one-seat game) gets them.
   */
  options?: unknown;
  /**
   * A deal shared by several tables (a Klondike contest): its proved server seed instead of a fresh one, kept
   * back after the game (games.seed_sealed) until the contest reveals it.
   */
  sharedSeed?: { serverSeed: string };
}

import { seatOf } from './projection.js';

export { seatOf };

/** The record of the game the user sits at (GAME_NOT_FOUND when none). */
export async function currentRecord(db: Db, userId: string): Promise<GameRecord> {
  const record = await loadActiveRecord(db, userId);
  if (!record) throw new AppError('GAME_NOT_FOUND');
  return record;
}

/**
 * A user may sit at one live table. A finished or abandoned one is released on the way; a live one refuses.
 * The partial unique index on active seats is what really guarantees it under concurrency.
 */
export async function releaseFinished(db: Db, userId: string): Promise<void> {
  const gameId = await findActiveGameId(db, userId);
  if (!gameId) return;
  const record = await loadRecord(db, gameId);
  if (record && (record.game.status === 'waiting' || record.game.status === 'playing')) {
    throw new AppError('ALREADY_IN_GAME');
  }
  await releaseUser(db, gameId, userId);
}

/** The seats of a table of this game not taken yet, in order. */
function freeSeats(runtime: GamesRuntime, record: GameRecord): number[] {
  const taken = new Set(record.seats.map((seat) => seat.seat));
  const count = seatCountOf(runtime.games.get(record.game.map), record.game);
  return Array.from({ length: count }, (_, seat) => seat).filter((seat) => !taken.has(seat));
}

async function seatBot(tx: Db, gameId: string, seat: number): Promise<void> {
  const name = BOT_NAMES[(seat + gameId.charCodeAt(0)) % BOT_NAMES.length] ?? 'Bot';
  await insertSeat(tx, { gameId, seat, isBot: true, username: name, avatar: `bot-${seat}` });
}

/** Deals when the table is full: the engine state is created from the seed committed at creation. */
async function startIfFull(
  runtime: GamesRuntime,
  tx: Db,
  gameId: string,
  options?: unknown,
): Promise<boolean> {
  const record = await loadRecord(tx, gameId, true);
  if (record?.game.status !== 'waiting') return false;
  const game = runtime.games.get(record.game.map);
  if (record.seats.length < seatCountOf(game, record.game)) return false;
  // The table's client seed is fixed here, from every seated person's seed (client-seeds.ts).
  const seeds = dealSeeds(record.seats);
  const dealt = { ...record, game: { ...record.game, ...seeds } };
  const { state, deadlineAt } = startState(runtime.ctx.config, game, dealt, options);
  await bumpVersion(tx, gameId, {
    ...seeds,
    state: storedState(game, state),
    status: 'playing',
    startedAt: new Date(),
    deadlineAt,
  });
  return true;
}

/** Runs a seat change in a transaction, then tells the table and arms its timer. */
export async function changeTable(
  runtime: GamesRuntime,
  gameId: string,
  change: (tx: Db) => Promise<void>,
  options?: unknown,
): Promise<GameRecord> {
  const { db } = runtime.ctx;
  try {
    await db.transaction(async (tx) => {
      await change(tx);
      // Every published change carries a new version (clients drop states older than the one they hold).
      if (!(await startIfFull(runtime, tx, gameId, options))) await bumpVersion(tx, gameId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'game_seats_one_active_game')) throw new AppError('ALREADY_IN_GAME');
    if (isUniqueViolation(error, 'game_seats_pk')) throw new AppError('GAME_FULL');
    // The account was erased while this join was in flight (the seat's user row is gone).
    if (isForeignKeyViolation(error, 'game_seats_user_id_users_id_fk'))
      throw new AppError('UNAUTHORIZED', 'This account has been deleted.');
    throw error;
  }
  const record = await loadRecord(db, gameId);
  if (!record) throw new AppError('GAME_NOT_FOUND');
  await runtime.events.publishState(record);
  runtime.scheduler.schedule(gameId, record.game.deadlineAt);
  return record;
}

/** The games row of a new table owned by `ownerId` (entry fee, invitation token, seeds, bot-fill deadline). */
export function newGameRow(
  config: Pick<Config, 'MATCH_FILL_SECONDS'>,
  ownerId: string,
  table: NewTable,
): NewGame {
  const serverSeed = table.sharedSeed?.serverSeed ?? randomBytes(32).toString('hex');
  const fillAt =
    !table.withBots && !table.friendly && !table.prizePoolId && (table.tier ?? 'free') === 'free'
      ? new Date(Date.now() + config.MATCH_FILL_SECONDS * 1000)
      : null;
  return {
    id: randomUUID(),
    map: table.map,
    gameMode: table.gameMode,
    type: table.type,
    tier: table.tier ?? 'free',
    friendly: table.friendly ?? false,
    gameToken: table.friendly ? randomBytes(12).toString('base64url') : null,
    prizePoolId: table.prizePoolId ?? null,
    singleHand: table.singleHand ?? false,
    seatCount: table.seats ?? null,
    entryFee: table.free ? 0 : gameCostFor(table.type),
    ownerId,
    serverSeed,
    // Provisional (the owner's seed alone): the deal mixes every seated person's seed (startIfFull).
    clientSeed: mixClientSeeds([table.clientSeed ?? DEFAULT_CLIENT_SEED]),
    commitment: commitment(serverSeed),
    seedSealed: table.sharedSeed !== undefined,
    deadlineAt: fillAt,
  };
}

/** Opens a table with the user in seat 0, paying the entry; bots fill the rest when asked to. */
export async function openTable(runtime: GamesRuntime, user: UserRow, table: NewTable): Promise<GameRecord> {
  const { db, config } = runtime.ctx;
  const game = runtime.games.get(table.map);
  const seats = table.seats ?? game.engine.seats.max;
  if (seats < game.engine.seats.min || seats > game.engine.seats.max)
    throw new AppError(
      'VALIDATION_ERROR',
      `A table of this game seats ${game.engine.seats.min} to ${game.engine.seats.max}.`,
      'seats',
    );
  await releaseFinished(db, user.id);
  const row = newGameRow(config, user.id, game.freeOnly ? { ...table, free: true } : table);
  const gameId = row.id as string;
  const record = await changeTable(
    runtime,
    gameId,
    async (tx) => {
      await insertGame(tx, row);
      await seatPayingPerson(tx, gameId, 0, user, row.entryFee ?? 0, table.clientSeed);
      if (table.withBots) for (let seat = 1; seat < seats; seat++) await seatBot(tx, gameId, seat);
    },
    table.options,
  );
  await runtime.events.joinRoom(user.id, gameId);
  return record;
}

/**
 * Inside the caller's transaction, opens a table seating `people` in seats 0.. in order, each with their
 * client seed from `clientSeeds` (nobody pays here: a prize pool or a contest charged its entry already) and
 * deals if it is full (with the table's options). Returns the game id; the caller publishes
 * the table (publishState, joinRoom, schedule) once its transaction has committed.
 */
export async function seatPeopleInTx(
  runtime: GamesRuntime,
  tx: Db,
  people: UserRow[],
  table: NewTable,
  clientSeeds: readonly (string | undefined)[] = [],
): Promise<string> {
  const owner = people[0];
  const seats = table.seats ?? runtime.games.get(table.map).engine.seats.max;
  if (!owner || people.length > seats) throw new Error(`a table of ${table.map} seats 1 to ${seats} people`);
  for (const person of people) await releaseFinished(tx, person.id);
  const row = newGameRow(runtime.ctx.config, owner.id, { ...table, free: true });
  const gameId = row.id as string;
  await insertGame(tx, row);
  for (const [seat, person] of people.entries())
    await seatPayingPerson(tx, gameId, seat, person, 0, clientSeeds[seat]);
  await startIfFull(runtime, tx, gameId, table.options);
  return gameId;
}

/** Seats the user at a waiting table (matchmaking, a friendly link), paying its entry, with their client seed. */
export async function joinTable(
  runtime: GamesRuntime,
  user: UserRow,
  gameId: string,
  clientSeed?: string,
): Promise<GameRecord> {
  const { db } = runtime.ctx;
  const existing = await loadRecord(db, gameId);
  if (!existing) throw new AppError('GAME_NOT_FOUND');
  if (existing.seats.some((seat) => seat.userId === user.id && seat.active && !seat.isBot)) return existing;
  await releaseFinished(db, user.id);
  const record = await changeTable(runtime, gameId, async (tx) => {
    const locked = await loadRecord(tx, gameId, true);
    if (!locked) throw new AppError('GAME_NOT_FOUND');
    if (locked.game.status !== 'waiting') throw new AppError('GAME_ALREADY_STARTED');
    const [seat] = freeSeats(runtime, locked);
    if (seat === undefined) throw new AppError('GAME_FULL');
    await seatPayingPerson(tx, gameId, seat, user, locked.game.entryFee, clientSeed);
  });
  await runtime.events.joinRoom(user.id, gameId);
  return record;
}

/** The caller changes their client seed at their table, before the deal only (rules.md). */
export async function setClientSeed(runtime: GamesRuntime, user: UserRow, clientSeed: string) {
  const current = await currentRecord(runtime.ctx.db, user.id);
  const seat = seatOf(current, user.id);
  return changeTable(runtime, current.game.id, async (tx) => {
    const locked = await loadRecord(tx, current.game.id, true);
    if (locked?.game.status !== 'waiting') throw new AppError('GAME_ALREADY_STARTED');
    await updateSeat(tx, current.game.id, seat, { clientSeed });
  });
}

/** Fills one empty seat (add-bot) or all of them (a free table's wait ran out) with bots. */
export async function addBots(runtime: GamesRuntime, gameId: string, all: boolean): Promise<GameRecord> {
  return changeTable(runtime, gameId, async (tx) => {
    const locked = await loadRecord(tx, gameId, true);
    if (!locked) throw new AppError('GAME_NOT_FOUND');
    if (locked.game.status !== 'waiting') throw new AppError('GAME_ALREADY_STARTED');
    if (locked.game.prizePoolId) throw new AppError('NOT_AVAILABLE', 'Bots never sit in prize games.');
    // Ranked play is between people: a table filled with bots would be rated, and re-dealt at will by leaving.
    if (locked.game.tier !== 'free') throw new AppError('NOT_AVAILABLE', 'Bots never sit at ranked tables.');
    const free = freeSeats(runtime, locked);
    if (free.length === 0) throw new AppError('GAME_FULL');
    for (const seat of all ? free : free.slice(0, 1)) await seatBot(tx, gameId, seat);
  });
}

export { leaveTable } from './leaving.js';
