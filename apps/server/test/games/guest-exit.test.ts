/**
 * A guest who exits leaves the table: a bot takes the seat, /game/load has no table for them any more, and
 * nothing is paid or refunded (a guest table is free).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../src/db/schema.js';
import { loadRecord } from '../../src/games/repository.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES } from './play-helpers.js';
import { type Http, injectHttp } from './socket-helpers.js';

describe.each(databaseTiers())('a guest exiting a game (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, TURN_SECONDS: '600' });
    http = injectHttp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the table to a bot, with no table to load and no ledger rows', async () => {
    const created = await http('POST', '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    expect(created.status).toBe(200);
    const token = created.body.accessToken as string;
    const guestId = created.body.userData.id as string;
    const gameId = created.body.gameData.game_id as string;
    const rowsBefore = await t.ctx.db.select().from(ledger).where(eq(ledger.userId, guestId));

    const exited = await http('POST', '/game/exit', {}, token);
    expect(exited.status).toBe(200);
    expect(exited.body.userData.coins).toBe(created.body.userData.coins);

    const loaded = await http('GET', '/game/load', undefined, token);
    expect(loaded.status).toBe(200);
    expect(loaded.body.gameData).toBeNull();
    const record = await loadRecord(t.ctx.db, gameId);
    expect(record?.seats.find((seat) => seat.userId === guestId)).toMatchObject({
      isBot: true,
      active: false,
    });
    const rowsAfter = await t.ctx.db.select().from(ledger).where(eq(ledger.userId, guestId));
    expect(rowsAfter).toEqual(rowsBefore);
  });
});
