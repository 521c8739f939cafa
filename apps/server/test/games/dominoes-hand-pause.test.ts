/**
 * The pause after a dominoes hand (issue 13): the hand's summary stays up, with no turn clock and no bot
 * moving, until every person at the table has pressed Next hand (`game:hand-ack`) or the dominoes pause
 * (DOMINOES_HAND_PAUSE_FACTOR × HAND_PAUSE_MS) passes, so an idle player cannot hold the table for longer.
 * Bots never wait. On PGlite, and on PostgreSQL with Redis when TEST_DATABASE_URL and REDIS_URL are set.
 */
import { chooseDominoesAction } from '@cardroom/engine';
import type { DominoesWireView, GameStateEvent } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { DOMINOES_HAND_PAUSE_FACTOR } from '../../src/games/dominoes/module.js';
import { handPauseOf } from '../../src/games/hand-pause.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { dominoesViewOf, intentOf, storedDominoes as stored } from './dominoes-helpers.js';
import {
  acknowledgeHand,
  type Http,
  type ListeningApp,
  openBotTable,
  type SeatSocket,
  stepKeepingDeadline,
  useListeningApp,
} from './socket-helpers.js';

const PACE = { BOT_MIN_DELAY_MS: '0', BOT_MAX_DELAY_MS: '0', TRICK_PAUSE_MS: '0', TURN_SECONDS: '600' };

const viewOf = (event: { gameData: { view?: unknown } }): DominoesWireView | undefined =>
  event.gameData.view === undefined ? undefined : dominoesViewOf(event);

const myTurn = (view: DominoesWireView | undefined): view is DominoesWireView =>
  view !== undefined && view.phase === 'playing' && view.turn === view.seat;

/** A two-seat Draw table against a bot, its person's socket listening. */
const openDrawTable = (suite: ListeningApp) =>
  openBotTable(suite, 'dompause', { map: 'dominoes', game_mode: 'classic', seats: 2 });

/** Plays the person's seat with the engine's bot until the first hand is scored; resolves with that state. */
async function playFirstHand(http: Http, token: string, socket: SeatSocket): Promise<GameStateEvent> {
  let actedAt = -1;
  for (;;) {
    const event = await socket.waitFor((candidate) => {
      const view = viewOf(candidate);
      return (view?.history.length ?? 0) > 0 || (myTurn(view) && view.moves > actedAt);
    }, 20_000);
    const view = viewOf(event);
    if (!view) throw new Error('a state with no view');
    if (view.history.length > 0) return event;
    actedAt = view.moves;
    const reply = await http(
      'POST',
      '/game/dominoes/move',
      { gameData: { game_id: event.gameData.game_id }, action: intentOf(chooseDominoesAction(view)) },
      token,
    );
    if (reply.status !== 200) throw new Error(`move refused: ${reply.text}`);
  }
}

describe.each(databaseTiers())('the pause after a dominoes hand (%s)', (tier) => {
  describe('until the people press Next hand', () => {
    const suite = useListeningApp(tier, { ...PACE, HAND_PAUSE_MS: '60000', ...redisSettingsFor(tier) });

    it('holds the next hand, with no turn clock and no bot moving, until the person presses Next hand', async () => {
      const { t, http } = suite;
      const { session, socket, gameId } = await openDrawTable(suite);
      const scored = await playFirstHand(http, session.accessToken, socket);
      const view = viewOf(scored);
      if (!view) throw new Error('the scored state has no view');
      expect(view.phase).toBe('playing');
      expect(view.hand).toBe(1);
      // The summary's pause: twice the configured hand pause, with no turn clock shown meanwhile.
      const until = Date.parse(scored.gameData.handPauseUntil ?? '');
      expect(until - (scored.serverNow ?? Date.now())).toBeGreaterThan(
        60_000 * DOMINOES_HAND_PAUSE_FACTOR - 5_000,
      );
      expect(until - (scored.serverNow ?? Date.now())).toBeLessThanOrEqual(
        60_000 * DOMINOES_HAND_PAUSE_FACTOR,
      );
      expect(scored.gameData.turnDeadline ?? null).toBeNull();

      // Bots move at once at this pace: while paused nobody moves, even when the deadline comes due early.
      const paused = await stored(t, gameId);
      expect(handPauseOf(paused.table)).toMatchObject({ hand: 1, waiting: [0] });
      expect(paused.record.game.deadlineAt?.toISOString()).toBe(scored.gameData.handPauseUntil);
      await stepKeepingDeadline(t, gameId);
      const still = await stored(t, gameId);
      expect(still.state.moves).toBe(view.moves);
      expect(still.record.game.version).toBe(paused.record.game.version);

      // Next hand pressed for another hand (a stale summary) changes nothing.
      await acknowledgeHand(t, 'dominoes', session.userData.id, { game_id: gameId, hand: view.hand + 1 });
      const afterStale = await stored(t, gameId);
      expect(afterStale.record.game.version).toBe(paused.record.game.version);
      expect(handPauseOf(afterStale.table)?.hand).toBe(view.hand);

      socket.socket.emit('game:hand-ack', { game_id: gameId, hand: view.hand });
      const resumed = await socket.waitFor((event) => !event.gameData.handPauseUntil, 5000);
      const next = viewOf(resumed);
      if (!next) throw new Error('the resumed state has no view');
      expect(next.moves).toBe(view.moves);
      expect(handPauseOf((await stored(t, gameId)).table)).toBeNull();
      // The next hand goes on: the leader's clock (the person's) or move (the bot's) starts only now.
      if (myTurn(next)) expect(resumed.gameData.turnDeadline).toEqual(expect.any(String));
      else await socket.waitFor((event) => (viewOf(event)?.moves ?? 0) > view.moves, 10_000);
    });
  });

  describe('until the time is up', () => {
    const HAND_PAUSE_MS = 1000;
    const suite = useListeningApp(tier, {
      ...PACE,
      HAND_PAUSE_MS: String(HAND_PAUSE_MS),
      ...redisSettingsFor(tier),
    });

    it('starts the next hand when nobody presses Next hand within the dominoes pause', async () => {
      const { session, socket } = await openDrawTable(suite);
      const scored = await playFirstHand(suite.http, session.accessToken, socket);
      const until = Date.parse(scored.gameData.handPauseUntil ?? '');
      expect(Number.isNaN(until)).toBe(false);
      // Twice the configured pause, so a fixed HAND_PAUSE_MS pause would have ended well before it.
      expect(until - (scored.serverNow ?? Date.now())).toBeGreaterThan(
        HAND_PAUSE_MS * DOMINOES_HAND_PAUSE_FACTOR - 500,
      );
      const resumed = await socket.waitFor((event) => !event.gameData.handPauseUntil, 15_000);
      expect(Date.now()).toBeGreaterThanOrEqual(until - 50);
      expect(viewOf(resumed)?.hand).toBe(viewOf(scored)?.hand);
    });
  });
});
