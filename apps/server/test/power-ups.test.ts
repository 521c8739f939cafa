/**
 * Power-ups through the HTTP API (issue 14): packs bought with gold once per request, "Bot's advice" spent one
 * at a time on the caller's turn at a free-play table (Spades and Dominoes), the bot's own choice from the
 * caller's view, and every refusal costs nothing: no gold, no stock, ranked tables, a table not dealt yet. A
 * ranked table takes no bot either.
 */
import { randomUUID } from 'node:crypto';
import { chooseDominoesAction, chooseSpadesAction } from '@cardroom/engine';
import type { PowerUp, PowerUpAdvice, PowerUpStock, UserData } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powerUpEvents } from '../src/db/schema.js';
import { databaseTiers } from './databases.js';
import { dominoesTable, dominoesViewOf } from './games/dominoes-helpers.js';
import { FAST_TABLES, playTurn, type Table, viewOf, waitForTurn } from './games/play-helpers.js';
import { expectLedgerBalanced, grant, type Session, signUp } from './games/social-helpers.js';
import { eventually } from './games/socket-helpers.js';
import { get, json, post, startTestApp, type TestApp } from './harness.js';
import { expectError } from './mail-links.js';

describe.each(databaseTiers())('power-ups on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t.close();
  });
  const dominoes = dominoesTable(() => t);

  const buy = (who: Session, packId: string, requestId = randomUUID()) =>
    post(
      t.app,
      '/store/buy-power-up',
      { pack_id: packId, request_id: requestId },
      { token: who.accessToken },
    );
  const use = (who: Session, gameId: string, requestId = randomUUID(), powerUpId = 'advice') =>
    post(
      t.app,
      '/game/use-power-up',
      { game_id: gameId, power_up_id: powerUpId, request_id: requestId },
      { token: who.accessToken },
    );
  const stockOf = async (who: Session) =>
    json<{ stock: PowerUpStock }>(await get(t.app, '/store/power-ups', { token: who.accessToken })).stock;
  /** The user's power-up events add up to the stock the store shows. */
  async function expectEventsSumToStock(who: Session) {
    const events = await t.ctx.db
      .select()
      .from(powerUpEvents)
      .where(eq(powerUpEvents.userId, who.userData.id));
    const stock = await stockOf(who);
    for (const [powerUpId, count] of Object.entries(stock)) {
      const mine = events.filter((event) => event.powerUpId === powerUpId);
      expect(mine.reduce((total, event) => total + event.delta, 0)).toBe(count);
    }
  }

  async function withAdvice(prefix: string, packId = 'advice-3'): Promise<Session> {
    const who = await signUp(t, prefix);
    await grant(t, who.userData.id, 'gold', 100);
    await grant(t, who.userData.id, 'coins', 1000);
    const bought = await buy(who, packId);
    expect(bought.statusCode, bought.body).toBe(200);
    return who;
  }

  it('lists the packs on sale and a stock of 0 at first; visitors are refused', async () => {
    const who = await signUp(t, 'pu');
    const reply = json<{ power_ups: PowerUp[]; stock: PowerUpStock }>(
      await get(t.app, '/store/power-ups', { token: who.accessToken }),
    );
    const advice = reply.power_ups.find((powerUp) => powerUp.power_up_id === 'advice');
    expect(advice?.games).toEqual(['spades', 'dominoes']);
    expect(advice?.packs.map((pack) => pack.price.currency)).toEqual(['gold', 'gold']);
    expect(reply.stock).toEqual({ advice: 0, 'extra-time': 0 });
    expectError(await get(t.app, '/store/power-ups'), 401, 'UNAUTHORIZED');
  });

  it('buys a pack with gold once per request, and refuses without gold or for an unknown pack', async () => {
    const who = await signUp(t, 'pubuy');
    expectError(await buy(who, 'advice-3'), 402, 'REQUIRES_GOLD', 'requires gold');
    expect((await stockOf(who)).advice).toBe(0);
    await grant(t, who.userData.id, 'gold', 100);
    const requestId = randomUUID();
    const first = json<{ stock: PowerUpStock; userData: UserData }>(await buy(who, 'advice-3', requestId));
    expect(first.stock.advice).toBe(3);
    expect(first.userData.gold).toBe(70);
    const retried = json<{ stock: PowerUpStock; userData: UserData }>(await buy(who, 'advice-3', requestId));
    expect(retried.stock.advice).toBe(3);
    expect(retried.userData.gold).toBe(70);
    expectError(await buy(who, 'advice-10', requestId), 409, 'IDEMPOTENCY_CONFLICT');
    expectError(await buy(who, 'advice-999'), 404, 'POWER_UP_NOT_FOUND');
    // Two taps at once with their own ids both buy; 70 gold pays for two packs of 30, not a third.
    const [a, b] = await Promise.all([buy(who, 'advice-3'), buy(who, 'advice-3')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expectError(await buy(who, 'advice-3'), 402, 'REQUIRES_GOLD');
    expect((await stockOf(who)).advice).toBe(9);
    await expectLedgerBalanced(t, who.userData.id);
    await expectEventsSumToStock(who);
  });

  it("answers the Spades bot's move for the caller's turn at a free table, charged once per request", async () => {
    const who = await withAdvice('puspades');
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', map: 'spades', game_mode: 'classic' },
      { token: who.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const table: Table = await waitForTurn(t.app, who.accessToken);
    const gameId = table.gameData.game_id;
    const requestId = randomUUID();
    const reply = await use(who, gameId, requestId);
    expect(reply.statusCode, reply.body).toBe(200);
    const { advice, stock } = json<{ advice: PowerUpAdvice; stock: PowerUpStock }>(reply);
    expect(advice).toEqual({ map: 'spades', action: chooseSpadesAction(viewOf(table)) });
    expect(stock.advice).toBe(2);
    // A retry of the same request is answered again without a second charge.
    const again = json<{ advice: PowerUpAdvice; stock: PowerUpStock }>(await use(who, gameId, requestId));
    expect(again.advice).toEqual(advice);
    expect(again.stock.advice).toBe(2);
    expectError(await use(who, randomUUID()), 409, 'USER_NOT_IN_GAME');
    await use(who, gameId);
    await use(who, gameId);
    expectError(await use(who, gameId), 409, 'POWER_UP_NONE_LEFT');
    expect((await stockOf(who)).advice).toBe(0);
    await expectEventsSumToStock(who);
  });

  it("answers the Dominoes bot's move from the caller's own view", async () => {
    const who = await withAdvice('pudom');
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', map: 'dominoes', game_mode: 'classic', seats: 2 },
      { token: who.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const table = await eventually(
      async () => {
        const loaded = await dominoes.load(who.accessToken);
        const view = dominoesViewOf(loaded);
        return view.turn === view.seat && view.phase === 'playing' ? loaded : undefined;
      },
      30_000,
      'my turn',
      5,
    );
    const reply = await use(who, table.gameData.game_id);
    expect(reply.statusCode, reply.body).toBe(200);
    const { advice } = json<{ advice: PowerUpAdvice }>(reply);
    expect(advice).toEqual({ map: 'dominoes', action: chooseDominoesAction(dominoesViewOf(table)) });
  });

  it('refuses, free of charge, at a ranked table and at a table not dealt yet', async () => {
    const who = await withAdvice('puranked');
    const ranked = await post(
      t.app,
      '/game/search',
      { type: 'vs', map: 'spades', game_mode: 'classic', tier: 'ranked' },
      { token: who.accessToken },
    );
    expect(ranked.statusCode, ranked.body).toBe(200);
    const rankedId = json<Table>(ranked).gameData.game_id;
    expectError(await use(who, rankedId), 409, 'POWER_UP_NOT_ALLOWED');
    // Nor a bot: ranked play is between people (a bot-filled table would be rated, and re-dealt by leaving).
    expectError(
      await post(t.app, '/game/add-bot', {}, { token: who.accessToken }),
      404,
      'NOT_AVAILABLE',
      'Bots never sit at ranked tables.',
    );
    const stillWaiting = json<Table>(await get(t.app, '/game/load', { token: who.accessToken })).gameData;
    expect([stillWaiting.people, stillWaiting.hasStarted]).toEqual([1, false]);
    expect((await post(t.app, '/game/exit', {}, { token: who.accessToken })).statusCode).toBe(200);

    const waiting = await post(
      t.app,
      '/game/create',
      { type: 'vs', map: 'spades', game_mode: 'classic' },
      { token: who.accessToken },
    );
    expect(waiting.statusCode, waiting.body).toBe(200);
    expectError(await use(who, json<Table>(waiting).gameData.game_id), 409, 'WRONG_PHASE');
    expect((await stockOf(who)).advice).toBe(3);
    await expectEventsSumToStock(who);
  });

  it('adds 30 s to the turn clock, never past 60 s from now, and tells the table', async () => {
    const who = await withAdvice('putime', 'extra-time-3');
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', map: 'spades', game_mode: 'classic' },
      { token: who.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const table: Table = await waitForTurn(t.app, who.accessToken);
    const before = Date.parse(table.gameData.turnDeadline ?? '');
    expect(before).toBeGreaterThan(Date.now());
    const requestId = randomUUID();
    const first = await use(who, table.gameData.game_id, requestId, 'extra-time');
    expect(first.statusCode, first.body).toBe(200);
    const reply = json<{ turnDeadline: string; stock: PowerUpStock }>(first);
    expect(Date.parse(reply.turnDeadline) - before).toBe(30_000);
    expect(reply.stock['extra-time']).toBe(2);
    const loaded = json<Table>(await get(t.app, '/game/spades/load', { token: who.accessToken }));
    expect(loaded.gameData.turnDeadline).toBe(reply.turnDeadline);
    // The same request again: answered, not charged, the clock not moved again.
    const again = json<{ turnDeadline: string; stock: PowerUpStock }>(
      await use(who, table.gameData.game_id, requestId, 'extra-time'),
    );
    expect(again).toMatchObject({ turnDeadline: reply.turnDeadline, stock: { 'extra-time': 2 } });
    // A second one fills the clock to 60 s from now; a third would add nothing and is refused free.
    const second = json<{ turnDeadline: string }>(
      await use(who, table.gameData.game_id, undefined, 'extra-time'),
    );
    const clock = Date.parse(second.turnDeadline) - Date.now();
    expect(clock).toBeGreaterThan(55_000);
    expect(clock).toBeLessThanOrEqual(60_000);
    expectError(await use(who, table.gameData.game_id, undefined, 'extra-time'), 409, 'POWER_UP_NOT_NOW');
    expect((await stockOf(who))['extra-time']).toBe(1);
    await expectEventsSumToStock(who);
    // The move still goes through under the longer clock.
    const played = await playTurn(t.app, who.accessToken, loaded);
    expect(played.statusCode, played.body).toBe(200);
  });
});
