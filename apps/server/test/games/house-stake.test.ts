/**
 * Issue 9 review, defect 4: a payout beyond a table's pot was paid as `bot-table-prize` with no upper bound.
 * The house stakes at most the entry of each seat nobody paid for, and one entry per person paid; a payout
 * needing more throws (the settlement rolls back) instead of minting coins.
 */
import { type Outcome, placesByScore, spadesModule } from '@cardroom/engine';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema.js';
import type { GameRecord, GameRow, SeatRow } from '../../src/games/repository.js';
import { houseStakeLimit, type Settlement, settle, splitTablePayouts } from '../../src/games/settlement.js';
import { applyBalanceChanges } from '../../src/wallet/wallet.js';
import { databaseTiers } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { expectWalletInvariants } from '../wallet-invariants.js';
import { FAST_TABLES, type Table } from './play-helpers.js';
import { signUp } from './social-helpers.js';

type SeatKind = 'bot' | 'person' | 'left';

function tableOf(mode: string, fee: number, kinds: SeatKind[]): GameRecord {
  const game = {
    id: 'g',
    gameMode: mode,
    entryFee: fee,
    prizePoolId: null,
    type: 'vs',
  } as unknown as GameRow;
  const seats = kinds.map(
    (kind, seat) =>
      ({
        gameId: 'g',
        seat,
        userId: kind === 'bot' ? null : `u${seat}`,
        // A person who left during play is a bot now; their entry stays in the pot (forfeit).
        isBot: kind !== 'person',
        active: kind === 'person',
        entryCharged: kind === 'bot' ? 0 : fee,
      }) as unknown as SeatRow,
  );
  return { game, seats };
}

const sideOf = (mode: string, seat: number) => spadesModule.sideOf(mode, 4, seat);

/** The outcome of a finished table whose `winners` sides came first (tied on a draw). */
function finalState(mode: string, winners: number[], draw: boolean): Outcome {
  const count = spadesModule.sideCount(mode, 4);
  const scores = Array.from({ length: count }, (_, side) => (winners.includes(side) ? 100 : 0));
  return {
    sides: Array.from({ length: count }, (_, side) =>
      [0, 1, 2, 3].filter((seat) => sideOf(mode, seat) === side),
    ),
    scores,
    places: placesByScore(scores),
    draw,
  };
}

const table = fc
  .record({
    mode: fc.constantFrom('classic', 'clubhouse'),
    fee: fc.constantFrom(0, 50, 100, 250),
    kinds: fc.array(fc.constantFrom<SeatKind>('bot', 'person', 'left'), { minLength: 4, maxLength: 4 }),
    draw: fc.boolean(),
    firstWinner: fc.nat(3),
  })
  .map(({ mode, fee, kinds, draw, firstWinner }) => {
    const sides = [...new Set([0, 1, 2, 3].map((seat) => sideOf(mode, seat)))];
    const first = sides[firstWinner % sides.length] ?? 0;
    // A draw is shared by two or more sides at the top; otherwise one side wins.
    const winners = draw ? [first, ...sides.filter((side) => side !== first).slice(0, 1)] : [first];
    return { mode, fee, kinds, state: finalState(mode, winners, draw) };
  });

describe('the house stake at a table', () => {
  it('covers every settlement the rules produce, and the pot pays first', () => {
    fc.assert(
      fc.property(table, ({ mode, fee, kinds, state }) => {
        const record = tableOf(mode, fee, kinds);
        const settlement = settle(record, state);
        const { payouts, rake } = splitTablePayouts(record, settlement);
        const fromHouse = payouts.reduce((sum, payout) => sum + payout.fromHouse, 0);
        const fromPot = payouts.reduce((sum, payout) => sum + payout.fromPot, 0);
        const pot = kinds.filter((kind) => kind !== 'bot').length * fee;
        expect(fromPot + rake).toBe(pot);
        expect(fromHouse).toBeLessThanOrEqual(houseStakeLimit(record, settlement));
        // The house never stakes more than the bots' seats would have.
        expect(fromHouse).toBeLessThanOrEqual(kinds.filter((kind) => kind === 'bot').length * fee);
        for (const [index, person] of settlement.people.entries())
          expect((payouts[index]?.fromPot ?? 0) + (payouts[index]?.fromHouse ?? 0)).toBe(person.payout);
      }),
      { numRuns: 500 },
    );
  });

  it('a vs-bots win is the entry from the pot plus one entry from the house', () => {
    const record = tableOf('classic', 100, ['person', 'bot', 'bot', 'bot']);
    const settlement = settle(record, finalState('classic', [0], false));
    expect(splitTablePayouts(record, settlement)).toEqual({
      payouts: [{ userId: 'u0', fromPot: 100, fromHouse: 100 }],
      rake: 0,
    });
  });

  it('refuses a payout beyond the pot and the house stake instead of paying it', () => {
    fc.assert(
      fc.property(table, fc.integer({ min: 1, max: 1000 }), ({ mode, fee, kinds, state }, extra) => {
        const record = tableOf(mode, fee, kinds);
        const honest = settle(record, state);
        const winner = honest.people.findIndex((person) => person.payout > 0);
        fc.pre(winner >= 0);
        const limit = houseStakeLimit(record, honest);
        const pot = kinds.filter((kind) => kind !== 'bot').length * fee;
        const paid = honest.people.reduce((sum, person) => sum + person.payout, 0);
        // Inflate one payout so the total needs `extra` more than pot + house stake can give.
        const inflated: Settlement = {
          ...honest,
          people: honest.people.map((person, index) =>
            index === winner ? { ...person, payout: person.payout + pot + limit - paid + extra } : person,
          ),
        };
        expect(() => splitTablePayouts(record, inflated)).toThrow(/beyond its stake/);
      }),
      { numRuns: 300 },
    );
  });

  it('a table where nobody paid (free, guests) gets nothing from the house', () => {
    const record = tableOf('classic', 0, ['person', 'bot', 'bot', 'bot']);
    const settlement = settle(record, finalState('classic', [0], false));
    expect(houseStakeLimit(record, settlement)).toBe(0);
    expect(() =>
      splitTablePayouts(record, {
        ...settlement,
        people: settlement.people.map((person) => ({ ...person, payout: 1 })),
      }),
    ).toThrow(/beyond its stake/);
  });
});

describe.each(databaseTiers())('the wallet invariants bound the house stake per game (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const stake = (userId: string, gameId: string, delta: number) =>
    applyBalanceChanges(t.ctx.db, {
      userId,
      changes: [{ currency: 'coins', delta }],
      reason: 'bot-table-prize',
      idempotencyKey: `bot-table-prize:${gameId}:${userId}`,
    });

  it('one entry per person paid is within the bound; one coin more is reported', async () => {
    const [fair, greedy] = [await signUp(t, 'hs'), await signUp(t, 'hs')];
    const tables: string[] = [];
    for (const session of [fair, greedy]) {
      const created = await post(
        t.app,
        '/game/create',
        { type: 'bots', game_mode: 'classic', map: 'spades', quick: true },
        { token: session.accessToken },
      );
      expect(created.statusCode, created.body).toBe(200);
      tables.push(json<Table>(created).gameData.game_id);
    }
    const [game] = await t.ctx.db
      .select()
      .from(games)
      .where(eq(games.id, tables[0] ?? ''));
    const fee = game?.entryFee ?? 0;
    expect(fee).toBeGreaterThan(0);
    // The bot-table-prize of a vs-bots win: the house matches the person's entry, once.
    await stake(fair.userData.id, tables[0] ?? '', fee);
    await expectWalletInvariants(t.ctx.db, 'a fair stake');
    await stake(greedy.userData.id, tables[1] ?? '', fee + 1);
    await expect(expectWalletInvariants(t.ctx.db, 'an over-stake')).rejects.toThrow(/house stakes beyond/);
  });
});
