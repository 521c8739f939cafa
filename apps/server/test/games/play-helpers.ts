/** Drives a seat through the HTTP API with the engine's own bot choosing from the seat's view. */
import { chooseSpadesAction, toCardData } from '@cardroom/engine';
import { type GameData, type PlayerData, type SpadesWireView, spadesViewSchema } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { get, json, post } from '../harness.js';
import { eventually } from './socket-helpers.js';

export const FAST_TABLES = {
  BOT_MIN_DELAY_MS: '0',
  BOT_MAX_DELAY_MS: '0',
  TRICK_PAUSE_MS: '0',
  HAND_PAUSE_MS: '0',
};

export interface Table {
  gameData: GameData;
  playerData: PlayerData;
}

/** The table's Spades view, parsed with the protocol's schema: a malformed view fails the test. */
export function viewOf(table: Table): SpadesWireView {
  return spadesViewSchema.parse(table.gameData.view);
}

/** Waits (on state) until it is this seat's turn or the game is over, reading GET /game/spades/load. */
export function waitForTurn(app: FastifyInstance, token: string, timeoutMs = 20_000): Promise<Table> {
  return eventually(
    async () => {
      const reply = await get(app, '/game/spades/load', { token });
      if (reply.statusCode !== 200) throw new Error(`load failed: ${reply.body}`);
      const table = json<Table & { success: boolean }>(reply);
      if (table.gameData.hasFinished) return table;
      if (table.gameData.view === undefined) return undefined;
      const view = viewOf(table);
      return view.turn === view.seat && view.phase !== 'finished' ? table : undefined;
    },
    timeoutMs,
    'a turn',
    5,
  );
}

/** Makes the bot's move for this seat over HTTP; returns the reply. */
export async function playTurn(app: FastifyInstance, token: string, table: Table) {
  const view = viewOf(table);
  const action = chooseSpadesAction(view);
  if (action.type === 'bid') {
    return post(
      app,
      '/game/set-bid',
      { bid: action.bid, blind: action.blind ?? false, firestorm: action.firestorm ?? false },
      { token },
    );
  }
  if (action.type === 'see') return post(app, '/game/spades/see', {}, { token });
  return post(
    app,
    '/game/play-spades',
    { gameData: { game_id: table.gameData.game_id }, cardData: toCardData(action.card) },
    { token },
  );
}

/** Plays the caller's seat until the game is over; returns the final table. */
export async function playToTheEnd(app: FastifyInstance, token: string, timeoutMs = 60_000): Promise<Table> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const table = await waitForTurn(app, token, Math.max(1, until - Date.now()));
    if (table.gameData.hasFinished) return table;
    const reply = await playTurn(app, token, table);
    if (reply.statusCode !== 200) throw new Error(`move refused: ${reply.body}`);
  }
}
