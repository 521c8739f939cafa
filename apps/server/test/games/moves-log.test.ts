/**
 * The moves log (migration 0007, moves.ts): over random guest games against bots (fast-check picks the mode
 * and the person's every choice among the engine's legal actions), after each move the table read from the
 * database (snapshot + logged moves replayed) equals the table its actor holds in memory, and at the end the
 * log replayed from the deal (moves-log.ts) reaches the final state, holds every move the person made, in
 * order, and the table was stored as a snapshot plus a log (not rewritten whole at every move).
 */
import { toCardData } from '@cardroom/engine';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGame } from '../../src/games/moves-log.js';
import { loadTable } from '../../src/games/projection.js';
import { appendMove, listMoves, loadRecord } from '../../src/games/repository.js';
import { tableActorsOf } from '../../src/games/table-actors.js';
import { databaseTiers } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES, type Table, viewOf, waitForTurn } from './play-helpers.js';

interface PersonAction {
  type: 'bid' | 'play' | 'see';
  seat: number;
  bid?: number;
  blind?: boolean;
  firestorm?: boolean;
  card?: string;
}

/** An action as the log compares: the routes spell out a bid's defaults (blind, firestorm: false). */
function comparable(action: PersonAction) {
  if (action.type === 'bid')
    return { ...action, blind: action.blind ?? false, firestorm: action.firestorm ?? false };
  return action;
}

describe.each(databaseTiers())('the moves log (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const runtime = () => t.games.runtime;

  it("commits an ordinary move on PostgreSQL without waiting for its WAL flush, in that move's transaction only", async () => {
    const created = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    const gameId = json<Table>(created).gameData.game_id;
    const settingOf = async (db: typeof t.ctx.db) => {
      const result = await db.execute(sql`select current_setting('synchronous_commit') as value`);
      const rows = Array.isArray(result) ? result : (result as { rows: { value: string }[] }).rows;
      return (rows[0] as { value: string }).value;
    };
    const rollBack = new Error('roll back the probe');
    let inside: string | undefined;
    let appended: number | undefined;
    let lockedVersion: number | undefined;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        expect(await settingOf(tx)).toBe('on');
        // Locked, so a bot's move cannot commit between the read and the probe.
        lockedVersion = (await loadRecord(tx, gameId, true))?.game.version;
        if (lockedVersion === undefined) throw new Error('game row missing');
        appended = await appendMove(
          tx,
          gameId,
          lockedVersion,
          { actions: [], extra: null, deadlineAt: null },
          { unflushed: t.ctx.databaseKind === 'postgres' },
        );
        inside = await settingOf(tx);
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    expect(appended).toBe((lockedVersion ?? Number.NaN) + 1);
    // PGlite runs in the server's process: its moves flush (a kill -9 of the process is a database crash).
    expect(inside).toBe(tier === 'pglite' ? 'on' : 'off');
    // Money and everything else still flush: the setting ends with the move's transaction.
    expect(await settingOf(t.ctx.db)).toBe('on');
  });

  /** The table as stored: snapshot plus the moves logged after it, replayed. */
  async function storedState(gameId: string) {
    const record = await loadRecord(t.ctx.db, gameId);
    if (!record) throw new Error('game row missing');
    return { record, state: loadTable(runtime().games, record).table.state };
  }

  async function send(token: string, gameId: string, action: PersonAction) {
    if (action.type === 'bid')
      return post(
        t.app,
        '/game/set-bid',
        { bid: action.bid, blind: action.blind ?? false, firestorm: action.firestorm ?? false },
        { token },
      );
    if (action.type === 'see') return post(t.app, '/game/spades/see', {}, { token });
    return post(
      t.app,
      '/game/play-spades',
      { gameData: { game_id: gameId }, cardData: toCardData(action.card as never) },
      { token },
    );
  }

  it('replays to the live table after every move and from the deal at the end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('classic', 'deuceshigh', 'heartsonfire', 'clubhouse'),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        async (mode, choices) => {
          const created = await post(t.app, '/game/create-guest', {
            type: 'bots',
            game_mode: mode,
            map: 'spades',
          });
          expect(created.statusCode, created.body).toBe(200);
          const { accessToken: token, gameData } = json<Table & { accessToken: string }>(created);
          const gameId = gameData.game_id;
          const sent: PersonAction[] = [];
          let snapshotsSeen = 0;
          for (let turn = 0; ; turn++) {
            const table = await waitForTurn(t.app, token);
            if (table.gameData.hasFinished) break;
            const seat = viewOf(table).seat;
            const { record, state } = await storedState(gameId);
            const game = runtime().games.get('spades');
            // The person's choice among every legal action of the stored table (blind nil, nil, any card).
            const legal = game.engine.legalActions(state, seat) as PersonAction[];
            expect(legal.length).toBeGreaterThan(0);
            const action = legal[(choices[turn % choices.length] ?? 0) % legal.length] as PersonAction;
            const reply = await send(token, gameId, action);
            expect(reply.statusCode, reply.body).toBe(200);
            sent.push(action);
            if (record.game.snapshotVersion === record.game.version) snapshotsSeen++;
            // The actor's table and the stored one are the same table.
            const held = tableActorsOf(runtime()).get(gameId);
            if (held) {
              const stored = await storedState(gameId);
              if (stored.record.game.version === held.game.version)
                expect(stored.state).toEqual(loadTable(runtime().games, held).table.state);
            }
          }
          const { record, state: final } = await storedState(gameId);
          expect(record.game.status).toBe('finished');
          const replay = await replayGame(runtime(), record);
          expect(replay.final).toEqual(final);
          const logged = await listMoves(t.ctx.db, gameId);
          const versions = logged.map((move) => move.version);
          expect(versions).toEqual([...versions].sort((a, b) => a - b));
          const personSeat = sent[0]?.seat;
          const personActions = logged
            .flatMap((move) => move.actions as PersonAction[])
            .filter((action) => action.seat === personSeat && !('auto' in action && action.auto));
          expect(personActions.map(comparable)).toEqual(sent.map(comparable));
          // Ordinary moves were appended, not written as whole states: most versions are log-only.
          expect(logged.length).toBeGreaterThan(snapshotsSeen);
        },
      ),
      { numRuns: 2 },
    );
  }, 180_000);
});
