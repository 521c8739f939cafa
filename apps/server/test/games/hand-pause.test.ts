/**
 * The pause between hands: once a hand is scored the next one waits, with no turn clock running, until every
 * person at the table has closed the score dialog (`game:hand-ack`) or HAND_PAUSE_MS passes. Bots never wait.
 */
import { chooseSpadesAction } from '@cardroom/engine';
import type { GameStateEvent } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema.js';
import { handPauseOf } from '../../src/games/hand-pause.js';
import { loadTable } from '../../src/games/projection.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import {
  connectSeat,
  type Http,
  injectHttp,
  isMyTurn,
  listen,
  type SeatSocket,
  sendAction,
  signIn,
  stepServer,
  storedGame,
  viewOfEvent,
} from './socket-helpers.js';

const PACE = { BOT_MIN_DELAY_MS: '0', BOT_MAX_DELAY_MS: '0', TRICK_PAUSE_MS: '0', TURN_SECONDS: '600' };

/** Plays the person's seat through the first hand; resolves with the first state after it was scored. */
async function playFirstHand(http: Http, token: string, socket: SeatSocket): Promise<GameStateEvent> {
  let actedAt = -1;
  for (;;) {
    const event = await socket.waitFor((candidate) => {
      const view = viewOfEvent(candidate);
      return (view?.history.length ?? 0) > 0 || (isMyTurn(view) && view.moves > actedAt);
    });
    const view = viewOfEvent(event);
    if (!view) throw new Error('a state with no view');
    if (view.history.length > 0) return event;
    actedAt = view.moves;
    const reply = await sendAction(http, token, event.gameData.game_id, chooseSpadesAction(view));
    if (reply.status !== 200) throw new Error(`move refused: ${reply.text}`);
  }
}

async function openBotTable(http: Http, baseUrl: string) {
  const session = await signIn(http, 'pause');
  const socket = await connectSeat(baseUrl, session.accessToken);
  const created = await http(
    'POST',
    '/game/create',
    { type: 'bots', game_mode: 'classic', map: 'spades' },
    session.accessToken,
  );
  expect(created.status).toBe(200);
  return { session, socket };
}

describe.each(databaseTiers())('the pause between hands (%s)', (tier) => {
  describe('until everyone acknowledged', () => {
    let t: TestApp;
    let http: Http;
    let baseUrl: string;
    const sockets: SeatSocket[] = [];
    beforeAll(async () => {
      t = await startTestApp(tier, { ...PACE, HAND_PAUSE_MS: '60000' });
      http = injectHttp(t.app);
      baseUrl = await listen(t.app);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await t?.close();
    });

    it('holds the next bidding, with no turn clock, until the person closes the score dialog', async () => {
      const { session, socket } = await openBotTable(http, baseUrl);
      sockets.push(socket);
      const scored = await playFirstHand(http, session.accessToken, socket);
      const view = viewOfEvent(scored);
      if (!view) throw new Error('the scored state has no view');
      const gameId = scored.gameData.game_id;
      expect(view.phase).toBe('bidding');
      expect(scored.gameData.handPauseUntil).toEqual(expect.any(String));
      expect(scored.gameData.turnDeadline ?? null).toBeNull();

      // Bots move at once at this pace: while paused, nobody bids. The table's next deadline is the pause's
      // end, and even a deadline that comes due before it (made due here, then awaited) plays no bot.
      const paused = await storedGame(t, gameId);
      expect(paused.record.game.deadlineAt?.toISOString()).toBe(scored.gameData.handPauseUntil);
      await stepServer(t, gameId);
      const still = await storedGame(t, gameId);
      expect(still.state.bids.every((bid) => bid === null)).toBe(true);
      expect(still.state.moves).toBe(view.moves);
      expect(still.record.game.version).toBe(paused.record.game.version);
      await t.ctx.db
        .update(games)
        .set({ deadlineAt: paused.record.game.deadlineAt })
        .where(eq(games.id, gameId));

      // A stale acknowledgement (another hand) changes nothing: awaited through the game's hook, as the
      // socket's handler calls it.
      const acknowledge = t.games.runtime.games.get('spades').hooks?.handAck;
      if (!acknowledge) throw new Error('spades has no hand-ack hook');
      await acknowledge(t.games.runtime, session.userData.id, { game_id: gameId, hand: view.hand + 1 });
      const afterStale = await storedGame(t, gameId);
      expect(afterStale.record.game.version).toBe(paused.record.game.version);
      const { table } = loadTable(t.games.runtime.games, afterStale.record);
      expect(handPauseOf(table)?.hand).toBe(view.hand);
      expect(viewOfEvent(socket.latest as GameStateEvent)?.moves).toBe(view.moves);

      socket.socket.emit('game:hand-ack', { game_id: gameId, hand: view.hand });
      const resumed = await socket.waitFor((event) => !event.gameData.handPauseUntil, 5000);
      const next = viewOfEvent(resumed);
      if (!next) throw new Error('the resumed state has no view');
      // Nobody moved while the table was paused.
      expect(next.moves).toBe(view.moves);
      // The first bidder's clock (a person's) or move (a bot's) starts only now.
      if (next.turn === next.seat) expect(resumed.gameData.turnDeadline).toEqual(expect.any(String));
      await socket.waitFor(
        (event) => (viewOfEvent(event)?.moves ?? 0) > view.moves || isMyTurn(viewOfEvent(event)),
      );
    });
  });

  describe('until the time is up', () => {
    let t: TestApp;
    let http: Http;
    let baseUrl: string;
    const sockets: SeatSocket[] = [];
    beforeAll(async () => {
      t = await startTestApp(tier, { ...PACE, HAND_PAUSE_MS: '1500' });
      http = injectHttp(t.app);
      baseUrl = await listen(t.app);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await t?.close();
    });

    it('starts the next hand when nobody acknowledges within HAND_PAUSE_MS', async () => {
      const { session, socket } = await openBotTable(http, baseUrl);
      sockets.push(socket);
      const scored = await playFirstHand(http, session.accessToken, socket);
      const until = Date.parse(scored.gameData.handPauseUntil ?? '');
      expect(Number.isNaN(until)).toBe(false);
      const resumed = await socket.waitFor((event) => !event.gameData.handPauseUntil, 10_000);
      expect(Date.now()).toBeGreaterThanOrEqual(until - 50);
      expect(viewOfEvent(resumed)?.hand).toBe(viewOfEvent(scored)?.hand);
    });
  });
});
