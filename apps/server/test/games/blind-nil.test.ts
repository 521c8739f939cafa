/**
 * Blind nil is blind for a real user (rules.md): a seat of a side trailing by 100 or more at the start of a
 * hand gets no card of its hand in any HTTP reply or socket event until it bids blind nil or calls
 * POST /game/spades/see; after seeing, blind nil is refused. The trailing side is made by writing the stored
 * state of a freshly dealt guest table (the scores before the hand), as a match that went badly would have.
 */
import { type Card, type Seat, type SpadesState, toCardData } from '@cardroom/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema.js';
import { publishCommitted } from '../../src/games/moves.js';
import { loadRecord } from '../../src/games/repository.js';
import { storedState } from '../../src/games/stored-state.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import {
  connectSeat,
  type Http,
  injectHttp,
  listen,
  MANUAL_TABLES,
  type SeatSocket,
  serverUntilTurn,
  stepServer,
  storedGame,
} from './socket-helpers.js';

/** Every protocol card `{suit, value}` and engine card 'TH' anywhere in a JSON text, as engine cards. */
function cardsInJson(text: string): Set<Card> {
  const found = new Set<Card>();
  const codes: Record<string, string> = { spades: 'S', hearts: 'H', clubs: 'C', diamonds: 'D' };
  for (const match of text.matchAll(/"suit":"(\w+)","value":"(\w+)"|"value":"(\w+)","suit":"(\w+)"/g)) {
    const suit = codes[match[1] ?? match[4] ?? ''];
    const value = match[2] ?? match[3] ?? '';
    if (suit) found.add(`${value === '10' ? 'T' : value}${suit}` as Card);
  }
  for (const match of text.matchAll(/"([2-9TJQKA][SHCD])"/g)) found.add(match[1] as Card);
  return found;
}

const shown = (text: string, hand: readonly Card[]) => hand.filter((card) => cardsInJson(text).has(card));

describe.each(databaseTiers())('blind nil is blind end to end (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, MANUAL_TABLES);
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  /**
   * A guest's classic table (the guest in seat 0) rewritten to the start of a hand in which the other side
   * leads by 150, so seat 0 (and its partner) are offered blind nil; `dealer` decides who bids first.
   */
  async function trailingTable(dealer: Seat) {
    const created = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    expect(created.status, created.text).toBe(200);
    const token = created.body.accessToken as string;
    const gameId = created.body.gameData.game_id as string;
    const { record, state } = await storedGame(t, gameId);
    const trailing: SpadesState = {
      ...state,
      dealer,
      turn: ((dealer + 1) % 4) as Seat,
      scores: state.scores.map((side, index) => ({ ...side, score: index === 1 ? 150 : 0 })),
    };
    const game = t.games.runtime.games.get('spades');
    await t.ctx.db
      .update(games)
      .set({ state: storedState(game, trailing), version: record.game.version + 1 })
      .where(eq(games.id, gameId));
    const hand = trailing.hands[0] as Card[];
    expect(hand).toHaveLength(13);
    return { token, gameId, hand };
  }

  it('sends seat 0 none of its cards until it chooses to see them, off its turn', async () => {
    const { token, gameId, hand } = await trailingTable(0);
    const socket = await connectSeat(baseUrl, token);
    sockets.push(socket);
    const replies: string[] = [];

    const load = await http('GET', '/game/spades/load', undefined, token);
    expect(load.status, load.text).toBe(200);
    expect(load.body.gameData.view.blindNilChoice).toBe(true);
    expect(load.body.playerData.hand).toEqual([]);
    replies.push(load.text, (await http('GET', '/game/load', undefined, token)).text);
    // A normal bid off turn is refused, and the refusal holds no card either.
    replies.push((await http('POST', '/game/set-bid', { bid: 3 }, token)).text);

    // Events: the table published as it is, then the first bot's bid (seat 1 bids first: dealer 0).
    const record = await loadRecord(t.ctx.db, gameId);
    if (!record) throw new Error('game row missing');
    await publishCommitted(t.games.runtime, record);
    await stepServer(t, gameId);
    await socket.waitFor((event) => (event.gameData.view as { moves: number }).moves === 1);
    const eventsBefore = socket.all.length;
    expect(eventsBefore).toBeGreaterThanOrEqual(2);
    for (const event of socket.all) expect(shown(JSON.stringify(event.payload), hand)).toEqual([]);
    for (const text of replies) expect(shown(text, hand)).toEqual([]);
    // The checker itself sees a card in either form.
    expect(shown(JSON.stringify({ card: toCardData(hand[0] as Card) }), hand)).toEqual([hand[0]]);
    expect(shown(JSON.stringify([hand[1]]), hand)).toEqual([hand[1]]);

    // Seat 2 (a bot) is to bid, not seat 0: seeing is allowed off turn, and its reply is the first with the hand.
    const seen = await http('POST', '/game/spades/see', {}, token);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.gameData.view.turn).not.toBe(0);
    expect(seen.body.gameData.view.blindNilChoice).toBe(false);
    expect(seen.body.playerData.hand).toHaveLength(13);
    expect(shown(JSON.stringify(seen.body.playerData), hand).sort()).toEqual([...hand].sort());
    const after = await socket.waitFor((event) => event.playerData.hand?.length === 13);
    expect(shown(JSON.stringify(after), hand).sort()).toEqual([...hand].sort());
    // Seeing twice (a resent call) answers the table again.
    expect((await http('POST', '/game/spades/see', {}, token)).status).toBe(200);

    // On its turn, blind nil is no longer offered; an ordinary bid is.
    await serverUntilTurn(t, gameId, 0);
    const blind = await http('POST', '/game/set-bid', { bid: 0, blind: true }, token);
    expect(blind.body.code).toBe('BLIND_NIL_AFTER_SEEING');
    const bid = await http('POST', '/game/set-bid', { bid: 3 }, token);
    expect(bid.status, bid.text).toBe(200);
    expect(bid.body.playerData.bid).toBe(3);
  });

  it('refuses a bid made without choosing, and a blind nil shows the cards only once bid', async () => {
    const { token, gameId, hand } = await trailingTable(3);
    const refused = await http('POST', '/game/set-bid', { bid: 4 }, token);
    expect(refused.body.code).toBe('BLIND_NIL_CHOICE_PENDING');
    expect(shown(refused.text, hand)).toEqual([]);
    const blind = await http('POST', '/game/set-bid', { bid: 0, blind: true }, token);
    expect(blind.status, blind.text).toBe(200);
    const { state } = await storedGame(t, gameId);
    expect(state.bids[0]).toMatchObject({ value: 0, blind: true });
    // Once bid, the seat plays its hand: now it has it.
    expect(blind.body.playerData.hand).toHaveLength(13);
    expect(shown(blind.text, hand).sort()).toEqual([...hand].sort());
  });

  /** Sets the table's turn deadline to a time no move would compute, so a kept one is told from a new one. */
  async function markDeadline(gameId: string): Promise<Date> {
    const marked = new Date(Date.now() + 123_456);
    await t.ctx.db.update(games).set({ deadlineAt: marked }).where(eq(games.id, gameId));
    return marked;
  }

  it('keeps the turn clock of the seat to act when another seat chooses to see its cards', async () => {
    const { token, gameId } = await trailingTable(0);
    const marked = await markDeadline(gameId);
    const seen = await http('POST', '/game/spades/see', {}, token);
    expect(seen.status, seen.text).toBe(200);
    const { record, state } = await storedGame(t, gameId);
    expect(state.seen[0]).toBe(true);
    expect(state.turn).toBe(1);
    expect(record.game.deadlineAt?.getTime()).toBe(marked.getTime());
  });

  it('starts a new clock when the seat to act sees its own cards (rules.md: the timer is per action)', async () => {
    const { token, gameId } = await trailingTable(3);
    const marked = await markDeadline(gameId);
    const seen = await http('POST', '/game/spades/see', {}, token);
    expect(seen.status, seen.text).toBe(200);
    const { record, state } = await storedGame(t, gameId);
    expect(state.turn).toBe(0);
    expect(record.game.deadlineAt).not.toBeNull();
    expect(record.game.deadlineAt?.getTime()).not.toBe(marked.getTime());
  });

  it('refuses to see when not offered blind nil', async () => {
    const created = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    const see = await http('POST', '/game/spades/see', {}, created.body.accessToken);
    expect(see.status).toBeGreaterThanOrEqual(400);
    expect(see.body.code).toBe('WRONG_PHASE');
    expect(created.body.playerData.hand).toHaveLength(13);
  });
});
