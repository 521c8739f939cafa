/**
 * Hidden information: nothing a seat receives — HTTP replies or socket events — holds a card another seat
 * still has in hand, another seat's `hand`, or the server seed before the game is over. Checked on the
 * projection itself over many engine games (fast-check), and end to end on real guest games whose every
 * reply and event is recorded, then judged against the deal recomputed from the revealed seed.
 */
import {
  apply,
  type Card,
  chooseSpadesAction,
  FULL_DECK,
  isBlindPending,
  legalActions,
  legalActionsForView,
  newSpadesGame,
  type Seat,
  SPADES_MODES,
  type SpadesMode,
  type SpadesState,
  type SpadesView,
  toCardData,
} from '@cardroom/engine';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema.js';
import { HOSTED_GAMES } from '../../src/games/index.js';
import { projectGame, seatPayload as seatPayloadOf } from '../../src/games/projection.js';
import { createRegistry } from '../../src/games/registry.js';
import type { GameRecord } from '../../src/games/repository.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES } from './play-helpers.js';
import {
  connectSeat,
  type Http,
  injectHttp,
  listen,
  playFromSocket,
  type SeatSocket,
  storedGame,
  viewOfEvent,
} from './socket-helpers.js';

const GAMES = createRegistry(HOSTED_GAMES);
const seatPayload = (record: Parameters<typeof seatPayloadOf>[1], seat: number) =>
  seatPayloadOf(GAMES, record, seat);

const SUIT_CODES: Record<string, string> = { spades: 'S', hearts: 'H', clubs: 'C', diamonds: 'D' };
const ENGINE_CARD = /^(?:[2-9TJQKA])[SHCD]$/;

/** Every card anywhere in a JSON value, in either form (engine 'TH' or protocol {suit, value}). */
function cardsIn(value: unknown, found: Card[] = []): Card[] {
  if (typeof value === 'string') {
    if (ENGINE_CARD.test(value)) found.push(value as Card);
  } else if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const suit = typeof record.suit === 'string' ? SUIT_CODES[record.suit] : undefined;
    if (suit && typeof record.value === 'string') {
      found.push(`${record.value === '10' ? 'T' : record.value}${suit}` as Card);
    }
    for (const item of Object.values(record)) cardsIn(item, found);
  }
  return found;
}

interface Truth {
  seat: number;
  /** Cards other seats hold at the moment of the message. */
  hidden: Set<Card>;
  /** The viewer's own hand then. */
  own: Card[];
  serverSeed: string;
  finished: boolean;
  /**
   * Before the first card of a later hand, view.lastTrick still shows the previous hand's last trick: those
   * cards were played then, and may be dealt again now.
   */
  previousHandTrick?: Card[];
}

/**
 * Judges one message a seat received. Its own hand may appear where its own hand belongs (playerData.hand,
 * its players[] entry, view.myHand) and must equal the truth there; anywhere else no hidden card appears.
 */
function expectNoLeak(message: unknown, truth: Truth, label: string) {
  const text = JSON.stringify(message);
  if (!truth.finished) expect(text.includes(truth.serverSeed), `${label}: server seed`).toBe(false);
  const copy = JSON.parse(text) as Record<string, unknown>;
  const ownHands: unknown[] = [];
  const take = (holder: Record<string, unknown> | undefined, key: string) => {
    if (holder && key in holder) {
      ownHands.push(holder[key]);
      delete holder[key];
    }
  };
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const gameData = record.gameData as Record<string, unknown> | undefined;
    const players = (gameData?.players ?? record.players) as Record<string, unknown>[] | undefined;
    for (const player of players ?? []) {
      if (player.seat === truth.seat) take(player, 'hand');
      else expect('hand' in player, `${label}: seat ${player.seat} hand`).toBe(false);
    }
    take(record.playerData as Record<string, unknown> | undefined, 'hand');
    const view = (gameData ?? record).view as Record<string, unknown> | undefined;
    take(view, 'myHand');
    if (view?.lastTrick && truth.previousHandTrick) {
      expect(cardsIn(view.lastTrick).sort(), `${label}: last trick`).toEqual(
        [...truth.previousHandTrick].sort(),
      );
      delete view.lastTrick;
    }
    for (const key of ['finishedGame']) visit(record[key]);
  };
  visit(copy);
  for (const hand of ownHands)
    expect(new Set(cardsIn(hand)), `${label}: own hand`).toEqual(new Set(truth.own));
  const leaked = cardsIn(copy).filter((card) => truth.hidden.has(card));
  expect(leaked, `${label}: cards of other hands`).toEqual([]);
}

/** A games row and seats around an engine state, as the projection reads them (seat 0 a person). */
function recordOf(state: SpadesState, serverSeed: string): GameRecord {
  const finished = state.phase === 'finished';
  return {
    game: {
      id: '00000000-0000-4000-8000-000000000001',
      map: 'spades',
      gameMode: state.mode,
      type: 'bots',
      status: finished ? 'finished' : 'playing',
      tier: 'free',
      friendly: false,
      gameToken: null,
      prizePoolId: null,
      singleHand: state.settings.singleHand,
      seatCount: null,
      seedSealed: false,
      entryFee: 100,
      ownerId: null,
      serverSeed,
      clientSeed: state.seed.clientSeed,
      clientSeeds: null,
      shuffleVersion: 1,
      commitment: state.commitment,
      state,
      version: state.moves + 1,
      snapshotVersion: state.moves + 1,
      deadlineAt: null,
      outcome: null,
      createdAt: new Date(0),
      startedAt: new Date(0),
      finishedAt: finished ? new Date(0) : null,
    },
    seats: ([0, 1, 2, 3] as const).map((seat) => ({
      gameId: '00000000-0000-4000-8000-000000000001',
      seat,
      userId: `00000000-0000-4000-8000-00000000001${seat}`,
      isBot: false,
      username: `p${seat}`,
      avatar: null,
      active: true,
      away: false,
      seatingId: `00000000-0000-4000-8000-00000000002${seat}`,
      entryCharged: 100,
      clientSeed: null,
      skins: null,
      joinedAt: new Date(0),
    })),
  };
}

/** A seat offered blind nil sees none of its own cards until it chooses (rules.md: blind nil is blind). */
const truthFor = (state: SpadesState, seat: Seat, serverSeed: string): Truth => ({
  seat,
  own: isBlindPending(state, seat) ? [] : (state.hands[seat] ?? []),
  hidden: new Set(
    state.hands.flatMap((cards, other) => (other === seat && !isBlindPending(state, seat) ? [] : cards)),
  ),
  serverSeed,
  finished: state.phase === 'finished',
  ...(state.hand > 0 && state.tricks.length === 0 && state.lastTrick
    ? { previousHandTrick: state.lastTrick.plays.map((play) => play.card) }
    : {}),
});

describe('the projection never shows another seat’s cards (engine games)', () => {
  it('holds for every seat at every state of random games in every mode', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPADES_MODES),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.array(fc.nat({ max: 50 }), { minLength: 60, maxLength: 60 }),
        fc.boolean(),
        (mode: SpadesMode, serverSeed, choices, singleHand) => {
          let state = newSpadesGame({
            mode,
            seed: { serverSeed, clientSeed: 'c0ffee', nonce: 0 },
            settings: { singleHand },
          });
          for (let step = 0; step < 120 && state.phase !== 'finished'; step++) {
            const record = recordOf(state, serverSeed);
            for (const seat of [0, 1, 2, 3] as const) {
              expectNoLeak(seatPayload(record, seat), truthFor(state, seat, serverSeed), `seat ${seat}`);
            }
            // What anyone not seated sees (open-table lists, /load/player): no hand at all.
            expectNoLeak(
              { players: projectGame(GAMES, record, null).players },
              { ...truthFor(state, 0, serverSeed), seat: -1, own: [], hidden: new Set(state.hands.flat()) },
              'public',
            );
            const options = legalActions(state, state.turn);
            const next = apply(
              state,
              options[(choices[step % choices.length] ?? 0) % options.length] as never,
            );
            if (!next.ok) throw new Error(next.error.code);
            state = next.state;
          }
          if (state.phase === 'finished') {
            // The seed is revealed once the game is over.
            expect(JSON.stringify(seatPayload(recordOf(state, serverSeed), 0))).toContain(serverSeed);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the checker itself catches a leaked card and a leaked seed', () => {
    const state = newSpadesGame({
      mode: 'classic',
      seed: { serverSeed: 'ab'.repeat(32), clientSeed: 'c', nonce: 0 },
    });
    const payload = seatPayload(recordOf(state, 'ab'.repeat(32)), 0);
    const truth = truthFor(state, 0, 'ab'.repeat(32));
    const other = state.hands[1]?.[0] as Card;
    expect(() => expectNoLeak({ ...payload, hint: other }, truth, 'x')).toThrow();
    const [suit, value] = [
      { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' }[other[1] as 'S'],
      other[0],
    ];
    expect(() =>
      expectNoLeak({ ...payload, hint: { suit, value: value === 'T' ? '10' : value } }, truth, 'x'),
    ).toThrow();
    const leakyPlayers = payload.gameData.players.map((player) => ({ ...player, hand: [] }));
    expect(() =>
      expectNoLeak({ ...payload, gameData: { ...payload.gameData, players: leakyPlayers } }, truth, 'x'),
    ).toThrow();
    expect(() => expectNoLeak({ ...payload, note: 'ab'.repeat(32) }, truth, 'x')).toThrow();
    expect(() => expectNoLeak(payload, truth, 'x')).not.toThrow();
  });
});

describe.each(databaseTiers())('what a guest receives over HTTP and sockets (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  /** Plays one guest game with a chosen line, recording everything; then judges every message. */
  async function recordGame(mode: SpadesMode, choices: number[]) {
    /** What the seat received, with the move count of the table when it was sent (when the body has no view). */
    const received: { label: string; body: unknown; moves?: number }[] = [];
    const created = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: mode,
      map: 'spades',
    });
    expect(created.status, created.text).toBe(200);
    received.push({ label: 'create-guest', body: created.body });
    const token = created.body.accessToken as string;
    const gameId = created.body.gameData.game_id as string;
    const socket = await connectSeat(baseUrl, token);
    sockets.push(socket);
    let turn = 0;
    const final = await playFromSocket(http, token, socket, {
      choose: (view: SpadesView) => {
        const options = legalActionsForView(view);
        turn += 1;
        return options.length > 0
          ? (options[(choices[turn % choices.length] ?? 0) % options.length] as never)
          : chooseSpadesAction(view);
      },
      onReply: (reply) => received.push({ label: 'move', body: reply.body }),
      beforeAct: async (event) => {
        if (turn % 4 !== 1) return;
        const moves = viewOfEvent(event)?.moves;
        const load = await http('GET', '/game/spades/load', undefined, token);
        received.push({ label: 'load', body: load.body });
        const players = await http(
          'POST',
          '/game/spades/load/player',
          { playerList: ['bot-1', 'bot-2', 'bot-3'] },
          token,
        );
        received.push({ label: 'load/player', body: players.body, moves });
        // A refused move's reply is recorded too.
        const view = viewOfEvent(event) as SpadesView;
        const mine = (card: Card) =>
          view.myHand.includes(card) ||
          [...view.trick, ...view.tricks.flatMap((trick) => trick.plays)].some(
            (play) => play.seat === view.seat && play.card === card,
          );
        const notMine = toCardData(FULL_DECK.find((card) => !mine(card)) as Card);
        const refused = await http(
          'POST',
          '/game/play-spades',
          { gameData: { game_id: gameId }, cardData: notMine },
          token,
        );
        received.push({ label: 'refused', body: refused.body, moves });
      },
    });
    expect(final.gameData.hasFinished).toBe(true);
    for (const path of ['/game/spades/load', '/game/load', '/game/spades/load/final'])
      received.push({ label: path, body: (await http('GET', path, undefined, token)).body });
    for (const event of socket.all) received.push({ label: `socket ${event.name}`, body: event.payload });

    // The truth: the deal from the now revealed seed, and the order the 52 cards were played in.
    const [row] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    if (!row) throw new Error('game row missing');
    const { state: finalState } = await storedGame(t, gameId);
    const deal = newSpadesGame({
      mode,
      seed: { serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: 0 },
    }).hands;
    expect(deal).toHaveLength(4);
    const playOrder = finalState.tricks.flatMap((trick) => trick.plays);
    expect(playOrder).toHaveLength(52);
    const seat = created.body.playerData.seat as Seat;
    let judged = 0;
    for (const { label, body, moves: sentAt } of received) {
      const view = (body as { gameData?: { view?: SpadesView } } | undefined)?.gameData?.view;
      const moves = view?.moves ?? sentAt ?? 0;
      const finished = view?.phase === 'finished' || label.includes('final');
      const played = new Set<Card>(
        finished
          ? playOrder.map((play) => play.card)
          : playOrder.slice(0, Math.max(0, moves - 4)).map((play) => play.card),
      );
      const hands = deal.map((cards) => cards.filter((card) => !played.has(card)));
      expectNoLeak(
        body,
        {
          seat,
          own: hands[seat] ?? [],
          hidden: new Set(hands.flatMap((cards, other) => (other === seat ? [] : cards))),
          serverSeed: row.serverSeed,
          finished,
        },
        `${mode} ${label} at ${moves}`,
      );
      judged += 1;
    }
    // Every committed change reached the socket, and the last one revealed the seed.
    expect(socket.states.length).toBeGreaterThan(52);
    expect(viewOfEvent(final)?.serverSeed).toBe(row.serverSeed);
    return judged;
  }

  it('no reply or event holds another seat’s unplayed card or the seed before the end', async () => {
    let judged = 0;
    for (const mode of SPADES_MODES) {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.nat({ max: 50 }), { minLength: 13, maxLength: 13 }), async (choices) => {
          judged += await recordGame(mode, choices);
        }),
        { numRuns: 2 },
      );
    }
    expect(judged).toBeGreaterThan(8 * 60);
  }, 120_000);
});
