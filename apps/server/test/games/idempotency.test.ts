/**
 * A move sent twice applies once: resent one after another (a lost reply) and sent at the same time (a
 * double tap on two connections). Bots move only when the test steps them, so every reply can be compared
 * with the stored table.
 */
import { legalActions, type Seat, type SpadesAction } from '@cardroom/engine';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectGame } from '../../src/games/projection.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import {
  type Http,
  injectHttp,
  MANUAL_TABLES,
  type Reply,
  sendAction,
  serverUntilTurn,
  storedGame,
} from './socket-helpers.js';

describe.each(databaseTiers())('a move sent twice applies once (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  beforeAll(async () => {
    t = await startTestApp(tier, MANUAL_TABLES);
    http = injectHttp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newGuestGame = async (mode = 'classic') => {
    const created = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: mode,
      map: 'spades',
    });
    expect(created.status, created.text).toBe(200);
    return {
      token: created.body.accessToken as string,
      gameId: created.body.gameData.game_id as string,
      seat: created.body.playerData.seat as Seat,
    };
  };

  /** Every reply is a success showing the stored table, which moved by exactly one action. */
  const expectAppliedOnce = async (
    replies: Reply[],
    gameId: string,
    seat: Seat,
    before: { version: number; moves: number },
  ) => {
    const { record, state } = await storedGame(t, gameId);
    expect(record.game.version).toBe(before.version + 1);
    expect(state.moves).toBe(before.moves + 1);
    const stored = JSON.parse(JSON.stringify(projectGame(t.games.runtime.games, record, seat)));
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.gameData).toEqual(stored);
    }
  };

  it('resends of a bid and of a card, one after another, return the same table', async () => {
    const { token, gameId, seat } = await newGuestGame();
    let { record, state } = await serverUntilTurn(t, gameId, seat);
    expect(state.phase).toBe('bidding');
    const bid: SpadesAction = { type: 'bid', seat, bid: 3 };
    let before = { version: record.game.version, moves: state.moves };
    const first = await sendAction(http, token, gameId, bid);
    const second = await sendAction(http, token, gameId, bid);
    await expectAppliedOnce([first, second], gameId, seat, before);
    // A different bid after the first is not a resend: it is refused (bidding may be over by then).
    const changed = await sendAction(http, token, gameId, { type: 'bid', seat, bid: 4 });
    expect(['NOT_YOUR_TURN', 'WRONG_PHASE']).toContain(changed.body.code);
    expect((await storedGame(t, gameId)).state.bids[seat]?.value).toBe(3);

    ({ record, state } = await serverUntilTurn(t, gameId, seat));
    expect(state.phase).toBe('playing');
    const playAction = legalActions(state, seat)[0] as SpadesAction;
    before = { version: record.game.version, moves: state.moves };
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await sendAction(http, token, gameId, playAction));
    await expectAppliedOnce(replies, gameId, seat, before);
    // The card left the hand once and sits in the trick once.
    const after = await storedGame(t, gameId);
    if (playAction.type !== 'play') throw new Error('expected a play');
    expect(after.state.hands[seat]).not.toContain(playAction.card);
    const placed = [...after.state.trick, ...(after.state.tricks.at(-1)?.plays ?? [])].filter(
      (play) => play.card === playAction.card,
    );
    expect(placed).toHaveLength(1);
  });

  it('the same move sent concurrently applies once, for any number of copies at any turn', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('classic', 'heartsonfire', 'clubhouse'),
        fc.array(fc.record({ copies: fc.integer({ min: 2, max: 6 }), choice: fc.nat({ max: 100 }) }), {
          minLength: 14,
          maxLength: 14,
        }),
        async (mode, turns) => {
          const { token, gameId, seat } = await newGuestGame(mode);
          for (const { copies, choice } of turns) {
            const { record, state } = await serverUntilTurn(t, gameId, seat);
            if (state.phase === 'finished') break;
            const options = legalActions(state, seat);
            const action = options[choice % options.length] as SpadesAction;
            const before = { version: record.game.version, moves: state.moves };
            const replies = await Promise.all(
              Array.from({ length: copies }, () => sendAction(http, token, gameId, action)),
            );
            await expectAppliedOnce(replies, gameId, seat, before);
          }
        },
      ),
      { numRuns: 3 },
    );
  }, 60_000);

  it('two different moves sent at once: exactly one applies, the other is refused with a rule code', async () => {
    const { token, gameId, seat } = await newGuestGame();
    let checked = 0;
    for (let turn = 0; turn < 14; turn++) {
      const { record, state } = await serverUntilTurn(t, gameId, seat);
      if (state.phase === 'finished') break;
      const options = legalActions(state, seat);
      const [a, b] = [options[0], options.at(-1)] as [SpadesAction, SpadesAction];
      // Closing a trick the seat then wins would make the second card a legal lead: not a race to judge.
      if (options.length < 2 || state.trick.length === 3) {
        await sendAction(http, token, gameId, a);
        continue;
      }
      const replies = await Promise.all([
        sendAction(http, token, gameId, a),
        sendAction(http, token, gameId, b),
      ]);
      const after = await storedGame(t, gameId);
      expect(after.record.game.version).toBe(record.game.version + 1);
      expect(after.state.moves).toBe(state.moves + 1);
      const ok = replies.filter((reply) => reply.status === 200);
      expect(ok).toHaveLength(1);
      const refused = replies.find((reply) => reply.status !== 200);
      expect(['NOT_YOUR_TURN', 'WRONG_PHASE', 'CARD_NOT_HELD', 'MUST_FOLLOW_SUIT']).toContain(
        refused?.body.code,
      );
      if (a.type === 'play' && b.type === 'play') {
        const kept = [a.card, b.card].filter((card) => after.state.hands[seat]?.includes(card));
        expect(kept).toHaveLength(1);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
    // The auto button and a play at the same time: still one move.
    const { record, state } = await serverUntilTurn(t, gameId, seat);
    if (state.phase === 'playing' && state.trick.length < 3) {
      const action = legalActions(state, seat)[0] as SpadesAction;
      const replies = await Promise.all([
        http('POST', '/game/spades/auto', { gameData: { game_id: gameId } }, token),
        sendAction(http, token, gameId, action),
      ]);
      expect(replies.map((reply) => reply.status)).toContain(200);
      const after = await storedGame(t, gameId);
      expect(after.state.moves).toBe(state.moves + 1);
      expect(after.record.game.version).toBe(record.game.version + 1);
    }
  });
});
