/**
 * What the dominoes server tests share: the wire view parsed with the protocol's schema, the engine action as
 * the intent a seat sends, the stored game, and a table's people, loads and moves over HTTP with a seat played
 * to the end by the engine's bot.
 */
import { chooseDominoesAction, type DominoesAction, type DominoesState } from '@cardroom/engine';
import { type DominoesIntent, type DominoesWireView, dominoesViewSchema } from '@cardroom/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { advanceGame } from '../../src/games/moves.js';
import { loadTable } from '../../src/games/projection.js';
import { loadRecord } from '../../src/games/repository.js';
import { addBots } from '../../src/games/tables.js';
import { get, json, post, type TestApp } from '../harness.js';
import type { Table } from './play-helpers.js';
import { grant, type Session, signUp } from './social-helpers.js';
import { eventually } from './socket-helpers.js';

/** The table's dominoes view, parsed with the protocol's schema: a malformed view fails the test. */
export function dominoesViewOf(table: { gameData: { view?: unknown } }): DominoesWireView {
  return dominoesViewSchema.parse(table.gameData.view);
}

/** The intent a seat sends for the engine's action (the server adds the seat). */
export function intentOf(action: DominoesAction): DominoesIntent {
  return action.type === 'play'
    ? { type: 'play', tile: action.tile, end: action.end }
    : { type: action.type };
}

/** The stored record, its table and the engine state (fails when the game is missing or not dealt). */
export async function storedDominoes(t: TestApp, gameId: string) {
  const record = await loadRecord(t.ctx.db, gameId);
  if (!record) throw new Error(`no game ${gameId}`);
  const { table } = loadTable(t.games.runtime.games, record);
  const state = table.state as DominoesState | null;
  if (!state) throw new Error(`game ${gameId} is not dealt`);
  return { record, table, state };
}

export interface PlayOptions {
  /** Names each of the seat's moves by a request id (`step` counts the seat's moves from 0). */
  requestId?: (step: number) => string;
  /** Checks each move's reply once its 200 has been checked; `view` is the one the move was chosen from. */
  afterMove?: (reply: LightMyRequestResponse, view: DominoesWireView, step: number) => Promise<void>;
}

/**
 * A dominoes table's helpers over the test app `app()` returns (read at each call, so a describe block can
 * take them before its beforeAll has started the app).
 */
export function dominoesTable(app: () => TestApp) {
  /** A signed-up person with 1000 coins. */
  async function person(prefix: string): Promise<Session> {
    const session = await signUp(app(), prefix);
    await grant(app(), session.userData.id, 'coins', 1000);
    return session;
  }

  const serverState = async (gameId: string): Promise<DominoesState> =>
    (await storedDominoes(app(), gameId)).state;

  async function load(token: string): Promise<Table> {
    const reply = await get(app().app, '/game/load', { token });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<Table>(reply);
  }

  const move = (token: string, gameId: string, action: unknown, requestId?: string) =>
    post(
      app().app,
      '/game/dominoes/move',
      { gameData: { game_id: gameId }, action, ...(requestId ? { requestId } : {}) },
      { token },
    );

  /** Seats bots in every empty seat now, as the match wait's end would. */
  async function fillWithBots(gameId: string) {
    const { games } = app();
    await advanceGame(games.runtime, gameId, async (id) => {
      await addBots(games.runtime, id, true);
    });
    await addBots(games.runtime, gameId, true).catch(() => undefined);
  }

  /** Plays the caller's seat with the engine's bot until the game is over, checking every reply. */
  async function playToTheEnd(session: Session, gameId: string, options: PlayOptions = {}): Promise<Table> {
    for (let step = 0; ; step++) {
      const table = await eventually(
        async () => {
          const loaded = await load(session.accessToken);
          if (loaded.gameData.hasFinished) return loaded;
          const view = dominoesViewOf(loaded);
          return view.turn === view.seat && view.phase === 'playing' ? loaded : undefined;
        },
        30_000,
        'my turn',
        5,
      );
      if (table.gameData.hasFinished) return table;
      const view = dominoesViewOf(table);
      const action = intentOf(chooseDominoesAction(view));
      const reply = await move(session.accessToken, gameId, action, options.requestId?.(step));
      expect(reply.statusCode, reply.body).toBe(200);
      await options.afterMove?.(reply, view, step);
    }
  }

  return { person, serverState, load, move, fillWithBots, playToTheEnd };
}
