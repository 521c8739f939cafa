/**
 * Illegal moves are refused with their rule code and change nothing. Games are stepped by hand (bots move
 * only when the test says so), the seat plays a fast-check-chosen legal line, and at every state the server's
 * answer to illegal requests is compared with the engine's verdict on the stored state: /game/spades/valid
 * answers the same code as /game/play-spades, and neither moves the version.
 */
import {
  apply,
  FULL_DECK,
  isAlreadyApplied,
  legalActions,
  type Seat,
  type SpadesAction,
  type SpadesState,
  toCardData,
} from '@cardroom/engine';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import {
  type Http,
  injectHttp,
  MANUAL_TABLES,
  type Reply,
  sendAction,
  serverUntilTurn,
  signIn,
  stepServer,
  storedGame,
} from './socket-helpers.js';

const RULE_CODES = [
  'NOT_YOUR_TURN',
  'CARD_NOT_HELD',
  'MUST_FOLLOW_SUIT',
  'SPADES_NOT_BROKEN',
  'BID_OUT_OF_RANGE',
  'WRONG_PHASE',
  'INVALID_GAME_DATA',
  'FIRESTORM_NOT_IN_MODE',
  'GAME_FINISHED',
  'VALIDATION_ERROR',
] as const;

describe.each(databaseTiers())('illegal moves are refused (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  /** A game none of the test's seats sits at, for the INVALID_GAME_DATA probes. */
  let foreignGameId: string;
  const seen = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp(tier, MANUAL_TABLES);
    http = injectHttp(t.app);
    const other = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    foreignGameId = other.body.gameData.game_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const versionOf = async (gameId: string) => {
    const [row] = await t.ctx.db.select({ version: games.version }).from(games).where(eq(games.id, gameId));
    return row?.version;
  };

  /** The reply is the refusal `code`, and the stored game did not move. */
  const expectRefused = async (reply: Reply, code: string, gameId: string, version: number) => {
    expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).toMatchObject({ success: false, code });
    expect(await versionOf(gameId)).toBe(version);
    seen.add(code);
  };

  const engineCode = (state: SpadesState, action: SpadesAction) => {
    const result = apply(state, action);
    return result.ok ? null : result.error.code;
  };

  const play = (token: string, gameId: string, card: (typeof FULL_DECK)[number]) =>
    http('POST', '/game/play-spades', { gameData: { game_id: gameId }, cardData: toCardData(card) }, token);
  const valid = (token: string, gameId: string, card: (typeof FULL_DECK)[number]) =>
    http('POST', '/game/spades/valid', { gameData: { game_id: gameId }, playCard: toCardData(card) }, token);
  const bid = (token: string, value: number, flags: { blind?: boolean; firestorm?: boolean } = {}) =>
    http('POST', '/game/set-bid', { bid: value, blind: false, firestorm: false, ...flags }, token);

  /** Probes a state where another seat is to act. */
  async function probeOthersTurn(
    token: string,
    gameId: string,
    seat: Seat,
    state: SpadesState,
    version: number,
  ) {
    const held = state.hands[seat]?.[0];
    if (held) {
      const code = engineCode(state, { type: 'play', seat, card: held });
      expect(code).toBe(state.phase === 'bidding' ? 'WRONG_PHASE' : 'NOT_YOUR_TURN');
      await expectRefused(await play(token, gameId, held), code as string, gameId, version);
      await expectRefused(await valid(token, gameId, held), code as string, gameId, version);
    }
    const bidCode = engineCode(state, { type: 'bid', seat, bid: 3 });
    expect(bidCode).toBe(state.phase === 'bidding' ? 'NOT_YOUR_TURN' : 'WRONG_PHASE');
    await expectRefused(await bid(token, 3), bidCode as string, gameId, version);
    // The bot button cannot move someone else's seat either.
    await expectRefused(
      await http('POST', '/game/spades/auto', { gameData: { game_id: gameId } }, token),
      'NOT_YOUR_TURN',
      gameId,
      version,
    );
  }

  /**
   * Probes the seat's own turn: every card it holds and a few it does not (`pick` chooses them), bids out of
   * place, another game's id.
   */
  async function probeOwnTurn(
    token: string,
    gameId: string,
    seat: Seat,
    state: SpadesState,
    version: number,
    pick: number,
  ) {
    if (state.phase === 'bidding') {
      const held = state.hands[seat]?.[0] as (typeof FULL_DECK)[number];
      await expectRefused(await play(token, gameId, held), 'WRONG_PHASE', gameId, version);
      await expectRefused(await valid(token, gameId, held), 'WRONG_PHASE', gameId, version);
      // 14 never reaches the engine: the protocol's bid is 0..13.
      await expectRefused(await bid(token, 14), 'VALIDATION_ERROR', gameId, version);
      await expectRefused(await bid(token, -1), 'VALIDATION_ERROR', gameId, version);
      // Blind is only ever nil: the engine's BID_OUT_OF_RANGE.
      expect(engineCode(state, { type: 'bid', seat, bid: 3, blind: true })).toBe('BID_OUT_OF_RANGE');
      await expectRefused(await bid(token, 3, { blind: true }), 'BID_OUT_OF_RANGE', gameId, version);
      if (state.mode !== 'heartsonfire')
        await expectRefused(
          await bid(token, 3, { firestorm: true }),
          'FIRESTORM_NOT_IN_MODE',
          gameId,
          version,
        );
      return;
    }
    const legal = new Set(
      legalActions(state, seat).flatMap((action) => (action.type === 'play' ? [action.card] : [])),
    );
    const refusedBy = new Map<string, (typeof FULL_DECK)[number]>();
    const held = state.hands[seat] ?? [];
    const others = FULL_DECK.filter((card) => !held.includes(card));
    const probes = [...held, ...[0, 17, 31].map((offset) => others[(pick + offset) % others.length])];
    for (const card of probes as (typeof FULL_DECK)[number][]) {
      const code = engineCode(state, { type: 'play', seat, card });
      expect(code === null).toBe(legal.has(card));
      const reply = await valid(token, gameId, card);
      if (code === null) {
        expect(reply.status, reply.text).toBe(200);
        expect(reply.body).toEqual({ success: true });
        expect(await versionOf(gameId)).toBe(version);
      } else {
        await expectRefused(reply, code, gameId, version);
        // A card of the seat's own last play is a resent move to /play-spades (idempotency.test.ts).
        const resent = isAlreadyApplied(state, { type: 'play', seat, card });
        if (!resent && !refusedBy.has(code)) refusedBy.set(code, card);
      }
    }
    // One real play per kind of refusal answers what /valid answered.
    for (const [code, card] of refusedBy)
      await expectRefused(await play(token, gameId, card), code, gameId, version);
    const legalCard = [...legal][0] as (typeof FULL_DECK)[number];
    await expectRefused(await play(token, foreignGameId, legalCard), 'INVALID_GAME_DATA', gameId, version);
    await expectRefused(await valid(token, foreignGameId, legalCard), 'INVALID_GAME_DATA', gameId, version);
    // A bid other than the seat's own: the same bid again is a resent move and answers the table.
    const otherBid = ((state.bids[seat]?.value ?? 0) + 1) % 14;
    await expectRefused(await bid(token, otherBid), 'WRONG_PHASE', gameId, version);
  }

  /** Plays one guest game to its end, choosing legal moves from `choices`, probing every state. */
  async function playProbing(choices: number[]) {
    const created = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    expect(created.status, created.text).toBe(200);
    const token = created.body.accessToken as string;
    const gameId = created.body.gameData.game_id as string;
    const seat = created.body.playerData.seat as Seat;
    let turn = 0;
    let othersProbed = 0;
    for (;;) {
      const { record, state } = await storedGame(t, gameId);
      const version = record.game.version;
      if (state.phase === 'finished') {
        // The seat's own card in the last trick would be a resent move (answered with the state), so probe
        // with one it did not just play.
        const lastPlays = state.tricks.at(-1)?.plays ?? [];
        const probe = (['2C', '3C'] as const).find(
          (card) => !lastPlays.some((played) => played.seat === seat && played.card === card),
        );
        await expectRefused(await play(token, gameId, probe ?? '2C'), 'GAME_FINISHED', gameId, version);
        return;
      }
      if (state.turn !== seat) {
        // Probing every bot turn would only repeat itself: a few per phase is enough.
        if (othersProbed < 2 || (state.phase === 'playing' && state.trick.length > 0 && othersProbed < 4)) {
          othersProbed += 1;
          await probeOthersTurn(token, gameId, seat, state, version);
        }
        await stepServer(t, gameId);
        continue;
      }
      const choice = choices[turn % choices.length] ?? 0;
      await probeOwnTurn(token, gameId, seat, state, version, choice);
      const options = legalActions(state, seat);
      const action = options[choice % options.length] as SpadesAction;
      turn += 1;
      const reply = await sendAction(http, token, gameId, action);
      expect(reply.status, reply.text).toBe(200);
      expect(await versionOf(gameId)).toBe(version + 1);
      await serverUntilTurn(t, gameId, seat);
    }
  }

  it('refuses every illegal request with the engine’s code, for any line of play', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 20 }), async (choices) => {
        await playProbing(choices);
      }),
      { numRuns: 2 },
    );
    // Leading a spade before they are broken needs the seat to lead while holding both kinds: play more
    // games (the bot's line) until every rule has been met at least once.
    for (let extra = 0; extra < 15 && RULE_CODES.some((code) => !seen.has(code)); extra++)
      await playProbing([0]);
    expect([...seen].sort()).toEqual([...RULE_CODES].sort());
    // Whole games through the API, probing every state: minutes on a loaded 2-core CI machine.
  }, 360_000);

  it('answers USER_NOT_IN_GAME to a person who left the table or never sat at one', async () => {
    const created = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    const token = created.body.accessToken as string;
    const gameId = created.body.gameData.game_id as string;
    const { state } = await serverUntilTurn(t, gameId, 0);
    const card = state.hands[0]?.[0] as (typeof FULL_DECK)[number];
    const exit = await http('POST', '/game/exit', {}, token);
    expect(exit.status, exit.text).toBe(200);
    const version = (await versionOf(gameId)) as number;
    await expectRefused(await play(token, gameId, card), 'USER_NOT_IN_GAME', gameId, version);
    await expectRefused(await valid(token, gameId, card), 'USER_NOT_IN_GAME', gameId, version);
    await expectRefused(await bid(token, 3), 'USER_NOT_IN_GAME', gameId, version);
    await expectRefused(
      await http('POST', '/game/spades/auto', { gameData: { game_id: gameId } }, token),
      'USER_NOT_IN_GAME',
      gameId,
      version,
    );
    // A signed-in person who never sat anywhere gets the same answer.
    const stranger = await signIn(http, 'str');
    await expectRefused(await play(stranger.accessToken, gameId, card), 'USER_NOT_IN_GAME', gameId, version);
    await expectRefused(await bid(stranger.accessToken, 3), 'USER_NOT_IN_GAME', gameId, version);
    const load = await http('GET', '/game/spades/load', undefined, stranger.accessToken);
    expect(load.body.code).toBe('USER_NOT_IN_GAME');
  });
});
