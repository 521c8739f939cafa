/**
 * The pause between hands: once a hand is scored the next one waits, with no turn clock running, until every
 * person at the table has closed the score dialog (`game:hand-ack`) or HAND_PAUSE_MS passes. Bots never wait.
 */
import { chooseSpadesAction } from '@cardroom/engine';
import type { GameStateEvent } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { handPauseOf } from '../../src/games/hand-pause.js';
import { loadTable } from '../../src/games/projection.js';
import { databaseTiers } from '../databases.js';
import {
  acknowledgeHand,
  type Http,
  isMyTurn,
  type ListeningApp,
  openBotTable,
  type SeatSocket,
  sendAction,
  stepKeepingDeadline,
  storedGame,
  useListeningApp,
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

/** A Spades table against bots, its person's socket listening (closed with the suite's app). */
const openSpadesTable = (suite: ListeningApp) =>
  openBotTable(suite, 'pause', { map: 'spades', game_mode: 'classic' });

describe.each(databaseTiers())('the pause between hands (%s)', (tier) => {
  describe('until everyone acknowledged', () => {
    const suite = useListeningApp(tier, { ...PACE, HAND_PAUSE_MS: '60000' });

    it('holds the next bidding, with no turn clock, until the person closes the score dialog', async () => {
      const { t, http } = suite;
      const { session, socket } = await openSpadesTable(suite);
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
      await stepKeepingDeadline(t, gameId);
      const still = await storedGame(t, gameId);
      expect(still.state.bids.every((bid) => bid === null)).toBe(true);
      expect(still.state.moves).toBe(view.moves);
      expect(still.record.game.version).toBe(paused.record.game.version);

      // A stale acknowledgement (another hand) changes nothing: awaited through the game's hook, as the
      // socket's handler calls it.
      await acknowledgeHand(t, 'spades', session.userData.id, { game_id: gameId, hand: view.hand + 1 });
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
    const suite = useListeningApp(tier, { ...PACE, HAND_PAUSE_MS: '1500' });

    it('starts the next hand when nobody acknowledges within HAND_PAUSE_MS', async () => {
      const { http } = suite;
      const { session, socket } = await openSpadesTable(suite);
      const scored = await playFirstHand(http, session.accessToken, socket);
      const until = Date.parse(scored.gameData.handPauseUntil ?? '');
      expect(Number.isNaN(until)).toBe(false);
      const resumed = await socket.waitFor((event) => !event.gameData.handPauseUntil, 10_000);
      expect(Date.now()).toBeGreaterThanOrEqual(until - 50);
      expect(viewOfEvent(resumed)?.hand).toBe(viewOfEvent(scored)?.hand);
    });
  });
});
