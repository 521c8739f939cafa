/**
 * Table actors (table-actors.ts) stay coherent with the database: a write through another code path drops the
 * held table at once; a commit this process never saw (another process, simulated by a second server on the
 * same database and by a bare version bump) makes the next move decide again on a fresh read instead of
 * answering from memory; and a server started on the database mid-hand (a restart) loads the table from its
 * snapshot plus the logged moves and plays it to the end.
 */

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { chooseSpadesAction } from '@cardroom/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Games } from '../../src/games/index.js';
import { MOVE_TIMINGS_CHANNEL, type MoveTimings } from '../../src/games/move-timings.js';
import { makeMove } from '../../src/games/moves.js';
import { loadTable } from '../../src/games/projection.js';
import { commitGame, listMoves, loadRecord } from '../../src/games/repository.js';
import { tableActorsOf } from '../../src/games/table-actors.js';
import { findUserById } from '../../src/users/repository.js';
import { databaseTiers } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES, playToTheEnd, playTurn, type Table, viewOf, waitForTurn } from './play-helpers.js';

describe.each(databaseTiers())('table actors (%s)', (tier) => {
  let t: TestApp;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await Promise.all(others.map((app) => app.close()));
    await t?.close();
  });

  /** A second server on the suite's database (another process, or the same one after a restart). */
  async function secondServer(): Promise<{ app: FastifyInstance; games: Games }> {
    const { app, games } = await buildApp(t.ctx.config, { database: t.database });
    others.push(app);
    return { app, games };
  }

  async function newGame(app: FastifyInstance) {
    const created = await post(app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = json<Table & { accessToken: string }>(created);
    return { token: body.accessToken, gameId: body.gameData.game_id };
  }

  it('drops a held table when another code path commits it, and moves on from the fresh read', async () => {
    const { token, gameId } = await newGame(t.app);
    const actors = tableActorsOf(t.games.runtime);
    const first = await waitForTurn(t.app, token);
    expect((await playTurn(t.app, token, first)).statusCode).toBe(200);
    // The person's turn again: the bots wait for them, nothing else writes the table meanwhile.
    await waitForTurn(t.app, token);
    const held = actors.get(gameId);
    expect(held?.game.id).toBe(gameId);
    if (!held) return;
    // The deadline re-arm of leaving.ts and presence goes through commitGame: the held table goes at once.
    const row = await commitGame(t.ctx.db, gameId, held.game.version, { deadlineAt: held.game.deadlineAt });
    expect(row?.version).toBe(held.game.version + 1);
    expect(actors.get(gameId)).toBeUndefined();
    const final = await playToTheEnd(t.app, token);
    expect(final.gameData.hasFinished).toBe(true);
  }, 60_000);

  it('decides again on a fresh read after a commit it never saw (a version conflict)', async () => {
    const { token, gameId } = await newGame(t.app);
    const actors = tableActorsOf(t.games.runtime);
    const table = await waitForTurn(t.app, token);
    const before = await loadRecord(t.ctx.db, gameId);
    expect(actors.get(gameId)?.game.version).toBe(before?.game.version);
    // Another process's commit: the version moves on behind this process's back (no listener is told).
    const { sql } = await import('drizzle-orm');
    await t.ctx.db.execute(sql`UPDATE games SET version = version + 1 WHERE id = ${gameId}`);
    expect(actors.get(gameId)?.game.version).toBe(before?.game.version);
    const reply = await playTurn(t.app, token, table);
    expect(reply.statusCode, reply.body).toBe(200);
    // The move was decided again on the fresh read: it is logged after the bump, at a version of its own.
    const bumped = (before?.game.version ?? 0) + 1;
    const moves = await listMoves(t.ctx.db, gameId);
    expect(moves.some((move) => move.version === bumped)).toBe(false);
    const mine = moves.filter((move) =>
      (move.actions as { seat: number }[]).some((action) => action.seat === 0),
    );
    expect(mine.at(-1)?.version).toBeGreaterThan(bumped);
  }, 60_000);

  /** A new game played to the person's first card: the table as held then, and the person's turn. */
  async function heldAtFirstCard() {
    const { token, gameId } = await newGame(t.app);
    const actors = tableActorsOf(t.games.runtime);
    let table = await waitForTurn(t.app, token);
    while (viewOf(table).phase !== 'playing') {
      expect((await playTurn(t.app, token, table)).statusCode).toBe(200);
      table = await waitForTurn(t.app, token);
    }
    const stale = actors.get(gameId);
    if (!stale) throw new Error('the table is not held');
    return { token, gameId, actors, table, stale };
  }

  it('answers a dry run (is this card valid?) only from a held table at the row version', async () => {
    const { actors, table, stale } = await heldAtFirstCard();
    const person = stale.seats.find((seat) => !seat.isBot && seat.userId);
    const user = person?.userId ? await findUserById(t.ctx.db, person.userId) : undefined;
    if (!user) throw new Error('the person is not seated');
    const action = chooseSpadesAction(viewOf(table));
    if (action.type !== 'play') throw new Error('not a play');
    const played = [action];
    await makeMove(t.games.runtime, user.id, () => played);
    // The move was committed; holding the record from before it stands for a commit made by another process.
    actors.hold(stale);
    // From the stale record the card would still be held and the turn still ours; the fresh row refuses it.
    await expect(makeMove(t.games.runtime, user.id, () => played, { dryRun: true })).rejects.toMatchObject({
      code: expect.stringMatching(/^(NOT_YOUR_TURN|CARD_NOT_HELD)$/),
    });
  }, 60_000);

  it('commits a move from the row when the table held here is stale (another process committed since)', async () => {
    const held = await heldAtFirstCard();
    const { token, gameId, actors, stale } = held;
    let table = held.table;
    expect((await playTurn(t.app, token, table)).statusCode).toBe(200);
    table = await waitForTurn(t.app, token);
    expect(table.gameData.hasFinished).toBe(false);
    // The table held here now lags the row by a whole round, as when another process committed it.
    actors.hold(stale);
    const before = await loadRecord(t.ctx.db, gameId);
    const action = chooseSpadesAction(viewOf(table));
    const reply = await playTurn(t.app, token, table);
    expect(reply.statusCode, reply.body).toBe(200);
    const logged = (await listMoves(t.ctx.db, gameId)).filter(
      (move) => move.version > (before?.game.version ?? 0),
    );
    expect(logged[0]?.actions).toEqual([action]);
    if (action.type === 'play') expect(viewOf(json<Table>(reply)).myHand).not.toContain(action.card);
  }, 60_000);

  it('refuses a move naming another game than the one it reads, held or fresh', async () => {
    const { actors, table, stale, gameId } = await heldAtFirstCard();
    const person = stale.seats.find((seat) => !seat.isBot && seat.userId);
    const user = person?.userId ? await findUserById(t.ctx.db, person.userId) : undefined;
    if (!user) throw new Error('the person is not seated');
    const action = chooseSpadesAction(viewOf(table));
    const elsewhere = '00000000-0000-4000-8000-000000000000';
    await expect(
      makeMove(t.games.runtime, user.id, () => [action], { gameId: elsewhere }),
    ).rejects.toMatchObject({
      code: 'INVALID_GAME_DATA',
    });
    actors.forget(gameId);
    await expect(
      makeMove(t.games.runtime, user.id, () => [action], { gameId: elsewhere }),
    ).rejects.toMatchObject({
      code: 'INVALID_GAME_DATA',
    });
    // Nothing was played: the same action is still the person's to make.
    await expect(makeMove(t.games.runtime, user.id, () => [action], { gameId })).resolves.toBeDefined();
  }, 60_000);

  it("times each committed move's phases for a subscriber (the API bench), people's and the server's", async () => {
    const seen: MoveTimings[] = [];
    const listener = (message: unknown) => seen.push(message as MoveTimings);
    subscribe(MOVE_TIMINGS_CHANNEL, listener);
    try {
      const { token } = await newGame(t.app);
      const table = await waitForTurn(t.app, token);
      expect((await playTurn(t.app, token, table)).statusCode).toBe(200);
      await vi.waitFor(() => {
        expect(seen.some((move) => move.source === 'person')).toBe(true);
        expect(seen.some((move) => move.source === 'server')).toBe(true);
      });
    } finally {
      unsubscribe(MOVE_TIMINGS_CHANNEL, listener);
    }
    for (const move of seen) {
      expect(Object.keys(move.phases)).toEqual(['queued', 'decided', 'written', 'published']);
      for (const took of Object.values(move.phases)) expect(took).toBeGreaterThanOrEqual(0);
    }
  }, 60_000);

  it('stays correct when two servers take turns moving one table', async () => {
    const other = await secondServer();
    const { token, gameId } = await newGame(t.app);
    const apps = [t.app, other.app];
    let accepted = 0;
    for (let turn = 0; ; turn++) {
      const app = apps[turn % 2] as FastifyInstance;
      const table = await waitForTurn(app, token);
      if (table.gameData.hasFinished) break;
      const reply = await playTurn(app, token, table);
      expect(reply.statusCode, reply.body).toBe(200);
      accepted++;
    }
    const record = await loadRecord(t.ctx.db, gameId);
    expect(record?.game.status).toBe('finished');
    const seat = 0;
    const logged = (await listMoves(t.ctx.db, gameId)).flatMap(
      (move) => move.actions as { seat: number; auto?: boolean }[],
    );
    expect(logged.filter((action) => action.seat === seat && !action.auto)).toHaveLength(accepted);
  }, 120_000);

  it('a server started mid-hand loads the table from its snapshot and log and plays it to the end', async () => {
    const { token, gameId } = await newGame(t.app);
    // Play until the table holds moves after its snapshot (an ordinary move is only in the log).
    for (;;) {
      const table = await waitForTurn(t.app, token);
      expect(table.gameData.hasFinished).toBe(false);
      expect((await playTurn(t.app, token, table)).statusCode).toBe(200);
      const record = await loadRecord(t.ctx.db, gameId);
      if (record && record.game.version > record.game.snapshotVersion + 2) break;
    }
    const restarted = await secondServer();
    expect(tableActorsOf(restarted.games.runtime).get(gameId)).toBeUndefined();
    const onRestarted = await waitForTurn(restarted.app, token);
    const record = await loadRecord(t.ctx.db, gameId);
    if (!record) throw new Error('game row missing');
    const { table } = loadTable(restarted.games.runtime.games, record);
    expect(viewOf(onRestarted).seat).toBe(0);
    expect(record.moves?.length ?? 0).toBeGreaterThan(0);
    expect((table.state as { moves: number }).moves).toBeGreaterThan(0);
    const final = await playToTheEnd(restarted.app, token);
    expect(final.gameData.hasFinished).toBe(true);
  }, 120_000);
});
