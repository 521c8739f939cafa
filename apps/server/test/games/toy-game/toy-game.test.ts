/**
 * Done-when of issue 11: a second game, registered only here, runs through the shared table runtime without
 * touching it — create, join, moves, bots, settlement (coins through the ledger), realtime (a socket gets its
 * game:state) and reload (a new server instance on the same database continues the game). On PGlite always,
 * and on PostgreSQL with Redis (socket rooms and counters) when TEST_DATABASE_URL and REDIS_URL are set.
 */
import { GAME_COST_DEFAULT, GAME_COST_VS } from '@cardroom/protocol';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { ledger, users, walletOperations } from '../../../src/db/schema.js';
import { getBalances } from '../../../src/wallet/wallet.js';
import { databaseTiers, redisSettingsFor } from '../../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../../harness.js';
import { expectWalletInvariants } from '../../wallet-invariants.js';
import { FAST_TABLES } from '../play-helpers.js';
import { grant, type Session, signUp } from '../social-helpers.js';
import { connectSeat, eventually, listen } from '../socket-helpers.js';
import type { ToyView } from './engine.js';
import { toyServerGame, toyViewSchema } from './server.js';

interface ToyReply {
  success: true;
  game_id: string;
  status: string;
  seat: number;
  view: ToyView | null;
}

describe.each(databaseTiers())('a toy second game through the table runtime (%s)', (tier) => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];

  /** A server instance hosting the toy game besides Spades, on the suite's database. */
  async function toyApp(): Promise<FastifyInstance> {
    const { app } = await buildApp(t.ctx.config, { database: t.database, games: [toyServerGame] });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, ...redisSettingsFor(tier) });
    // The database names the maps and modes it accepts; the toy brings its own pair.
    await t.ctx.db.execute(
      sql`insert into game_modes (map, mode) values ('toy', 'duel') on conflict do nothing`,
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  const call = async (app: FastifyInstance, who: Session, path: string, body?: unknown) => {
    const reply =
      body === undefined
        ? await get(app, path, { token: who.accessToken })
        : await post(app, path, body, { token: who.accessToken });
    expect(reply.statusCode, reply.body).toBe(200);
    const parsed = json<ToyReply>(reply);
    if (parsed.view) toyViewSchema.parse(parsed.view);
    return parsed;
  };

  /** Plays the highest card of whoever's turn it is among `people`; returns the mover's reply. */
  async function playOnce(app: FastifyInstance, people: Session[]): Promise<ToyReply> {
    for (const person of people) {
      const state = await call(app, person, '/toy/load');
      const view = state.view;
      if (view && !view.finished && view.turn === view.seat) {
        const [card] = view.myHand;
        return call(app, person, '/toy/move', { card });
      }
    }
    throw new Error('nobody at the table is to move');
  }

  const coins = async (who: Session) => (await getBalances(t.ctx.db, who.userData.id)).coins;

  /** The people's coin rows of one game (entries, payouts, the house's stake), oldest first. */
  async function gameLedger(gameId: string) {
    const rows = await t.ctx.db
      .select({
        userId: ledger.userId,
        reason: ledger.reason,
        delta: ledger.delta,
        balanceAfter: ledger.balanceAfter,
      })
      .from(ledger)
      .innerJoin(walletOperations, eq(walletOperations.id, ledger.operationId))
      .where(and(like(walletOperations.idempotencyKey, `%:${gameId}:%`), eq(ledger.currency, 'coins')))
      .orderBy(ledger.id);
    return rows.filter((row) => row.userId !== null);
  }

  /** Each person's last row of the game leaves the balance they hold now: nothing was paid beside the ledger. */
  async function expectLedgerBalances(rows: Awaited<ReturnType<typeof gameLedger>>, people: Session[]) {
    for (const person of people) {
      const last = rows.filter((row) => row.userId === person.userData.id).at(-1);
      expect(last?.balanceAfter).toBe(await coins(person));
    }
  }

  it('two people: create, join, a socket’s game:state, moves, a reload mid-game, and the payout', async () => {
    const [alice, bob] = [await signUp(t, 'ta'), await signUp(t, 'tb')];
    for (const who of [alice, bob]) await grant(t, who.userData.id, 'coins', 1000);
    // One win short of the first progression tier: the winner completes it.
    await t.ctx.db
      .update(users)
      .set({ gamesWon: 9 })
      .where(inArray(users.id, [alice.userData.id, bob.userData.id]));
    const before = { alice: await coins(alice), bob: await coins(bob) };
    const first = await toyApp();
    const baseUrl = await listen(first);
    const bobSocket = await connectSeat(baseUrl, bob.accessToken);
    let gameId = '';
    try {
      const created = await call(first, alice, '/toy/create', { bots: false });
      gameId = created.game_id;
      expect(created.status).toBe('waiting');
      const joined = await call(first, bob, '/toy/join', { game_id: created.game_id });
      expect(joined.status).toBe('playing');
      expect(joined.view?.myHand).toHaveLength(3);
      // The socket gets its own seat's view of the toy table (the runtime's one publish path).
      const pushed = await bobSocket.waitFor(
        (event) => (event.gameData.view as { game?: string } | undefined)?.game === 'toy',
      );
      const pushedView = toyViewSchema.parse(pushed.gameData.view);
      expect(pushedView.seat).toBe(1);
      expect(pushedView.myHand).toEqual(joined.view?.myHand);
      // Two moves on the first instance.
      await playOnce(first, [alice, bob]);
      await playOnce(first, [alice, bob]);
    } finally {
      bobSocket.close();
    }
    await first.close();
    // Reload: a new instance on the same database reads the stored state through the toy module and goes on.
    const second = await toyApp();
    let last: ToyReply | undefined;
    for (let move = 0; move < 4; move++) last = await playOnce(second, [alice, bob]);
    expect(last?.status).toBe('finished');
    const view = last?.view as ToyView;
    const aliceWon = (view.wins[0] ?? 0) > (view.wins[1] ?? 0);
    // vs people: each paid GAME_COST_VS; the winner takes the pot of both entries.
    expect(await coins(alice)).toBe(before.alice - GAME_COST_VS + (aliceWon ? 2 * GAME_COST_VS : 0));
    expect(await coins(bob)).toBe(before.bob - GAME_COST_VS + (aliceWon ? 0 : 2 * GAME_COST_VS));
    // The money moved as ledger rows of this game: both entries, then the whole pot to the winner.
    const winner = aliceWon ? alice : bob;
    const rows = await gameLedger(gameId);
    expect(rows.map(({ userId, reason, delta }) => ({ userId, reason, delta }))).toEqual([
      { userId: alice.userData.id, reason: 'game-entry', delta: -GAME_COST_VS },
      { userId: bob.userData.id, reason: 'game-entry', delta: -GAME_COST_VS },
      { userId: winner.userData.id, reason: 'game-payout', delta: 2 * GAME_COST_VS },
    ]);
    await expectLedgerBalances(rows, [alice, bob]);
    // Play's own rewards: gold for the win, tokens and a bronze ticket for the tier it completed; nothing for the loser.
    const loser = aliceWon ? bob : alice;
    const rewards = async (who: Session) => {
      const balances = await getBalances(t.ctx.db, who.userData.id);
      return { gold: balances.gold, tokens: balances.tokens, tickets: balances.ticket_bronze };
    };
    expect(await rewards(winner)).toEqual({ gold: 10, tokens: 5, tickets: 1 });
    expect(await rewards(loser)).toEqual({ gold: 0, tokens: 0, tickets: 0 });
    await expectWalletInvariants(t.ctx.db, 'after a toy game');
  });

  it('against a bot: the deadline scheduler plays the bot’s seat until the game is settled', async () => {
    const carol = await signUp(t, 'tc');
    await grant(t, carol.userData.id, 'coins', 1000);
    const before = await coins(carol);
    const app = await toyApp();
    const created = await call(app, carol, '/toy/create', { bots: true });
    expect(created.status).toBe('playing');
    const end = await eventually(
      async () => {
        const state = await call(app, carol, '/toy/load');
        if (state.status === 'finished') return state;
        if (state.view && state.view.turn === state.view.seat)
          await call(app, carol, '/toy/move', { card: state.view.myHand[0] });
        return undefined;
      },
      20_000,
      'the toy game to finish',
    );
    const won = (end.view?.wins[0] ?? 0) > (end.view?.wins[1] ?? 0);
    expect(await coins(carol)).toBe(before - GAME_COST_DEFAULT + (won ? 2 * GAME_COST_DEFAULT : 0));
    // Through the ledger: the entry; on a win, the pot (her entry) and the house's stake for the bot's seat.
    const rows = await gameLedger(created.game_id);
    const carolId = carol.userData.id;
    expect(rows.map(({ userId, reason, delta }) => ({ userId, reason, delta }))).toEqual([
      { userId: carolId, reason: 'game-entry', delta: -GAME_COST_DEFAULT },
      ...(won
        ? [
            { userId: carolId, reason: 'game-payout', delta: GAME_COST_DEFAULT },
            { userId: carolId, reason: 'bot-table-prize', delta: GAME_COST_DEFAULT },
          ]
        : []),
    ]);
    await expectLedgerBalances(rows, [carol]);
    await expectWalletInvariants(t.ctx.db, 'after a toy game against a bot');
  });

  it('a stored state the module cannot read, or of another version, is a clear error, not a crash', async () => {
    const erin = await signUp(t, 'te');
    await grant(t, erin.userData.id, 'coins', 1000);
    const app = await toyApp();
    const created = await call(app, erin, '/toy/create', { bots: false });
    const friend = await signUp(t, 'tf');
    await grant(t, friend.userData.id, 'coins', 1000);
    await call(app, friend, '/toy/join', { game_id: created.game_id });
    const corrupt = [
      { v: 1, game: 'toy', state: { game: 'nope' } },
      { v: 99, game: 'toy', state: {} },
      { v: 1, game: 'spades', state: {} },
    ];
    for (const stored of corrupt) {
      await t.ctx.db.execute(
        sql`update games set state = ${JSON.stringify(stored)}::jsonb where id = ${created.game_id}`,
      );
      const reply = await get(app, '/toy/load', { token: erin.accessToken });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(json<{ code: string }>(reply).code).toBe('INVALID_GAME_DATA');
    }
    // The server still answers everything else.
    expect((await get(app, '/health')).statusCode).toBe(200);
  });

  it('refuses the toy on a server that does not host it, and Spades is unaffected', async () => {
    const dave = await signUp(t, 'td');
    const reply = await post(t.app, '/toy/create', { bots: true }, { token: dave.accessToken });
    expect(reply.statusCode).toBe(404);
  });
});
