import { randomUUID } from 'node:crypto';
import { GAME_COST_DEFAULT, GAME_COST_VS } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema.js';
import { getBalances } from '../../src/wallet/wallet.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectError } from '../mail-links.js';
import { FAST_TABLES } from './play-helpers.js';
import {
  decodePng,
  expectLedgerBalanced,
  grant,
  type Session,
  signUp,
  type TableReply,
} from './social-helpers.js';

interface Share {
  success: true;
  game_id: string;
  shareableLink: string;
  qrCodeDataUrl: string;
}

/** Reads the QR code in a PNG data URL module by module and compares it with the code of `text`. */
function expectQrOf(dataUrl: string, text: string) {
  const prefix = 'data:image/png;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  const png = decodePng(Buffer.from(dataUrl.slice(prefix.length), 'base64'));
  expect(png.width).toBe(png.height);
  const dark = (x: number, y: number) => (png.pixel(x, y)[0] ?? 255) < 128;
  // The top-left finder pattern starts at the quiet zone's edge: that gives the margin and the module size.
  let edge = 0;
  while (edge < png.width && !dark(edge, edge)) edge++;
  const expected = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = (png.width - 2 * edge) / expected.size;
  expect(Number.isInteger(scale) && scale > 0).toBe(true);
  const read: number[] = [];
  for (let row = 0; row < expected.size; row++)
    for (let col = 0; col < expected.size; col++)
      read.push(dark(edge + col * scale + scale / 2, edge + row * scale + scale / 2) ? 1 : 0);
  expect(read).toEqual([...expected.data]);
}

describe.each(databaseTiers())('friendly games (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const createFriendly = (session: Session, type = 'vs', game_mode = 'classic') =>
    post(t.app, '/game/create-friendly', { type, game_mode, map: 'spades' }, { token: session.accessToken });
  const join = (session: Session, gameId: string) =>
    post(t.app, '/game/join-friendly', { game_id: gameId, locale: 'en' }, { token: session.accessToken });
  const coins = async (session: Session) => (await getBalances(t.ctx.db, session.userData.id)).coins;

  it('opens a friendly table, seats a friend by game_id, fills with bots and deals', async () => {
    const owner = await signUp(t, 'own');
    const friend = await signUp(t, 'fri');
    const created = await createFriendly(owner);
    expect(created.statusCode, created.body).toBe(200);
    const table = json<TableReply>(created);
    expect(table.gameToken).toEqual(expect.any(String));
    expect(table.gameData.gameToken).toBe(table.gameToken);
    expect(table.gameData.people).toBe(1);
    expect(table.gameData.hasStarted).toBe(false);
    expect(table.playerData.id).toBe(owner.userData.id);
    const gameId = table.gameData.game_id;
    // No bot-fill timer on a friendly table, and the entry is the vs price.
    const [row] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({ friendly: true, deadlineAt: null, entryFee: GAME_COST_VS, type: 'vs' });
    expect(await coins(owner)).toBe(1000 - GAME_COST_VS);

    const joined = await join(friend, gameId);
    expect(joined.statusCode, joined.body).toBe(200);
    const seated = json<TableReply & { accessToken: string }>(joined);
    expect(seated.gameData.people).toBe(2);
    expect(seated.playerData.id).toBe(friend.userData.id);
    expect(seated.userData?.coins).toBe(1000 - GAME_COST_VS);
    expect(seated.accessToken).toBe(friend.accessToken);
    // Joining again is harmless: same seat, no second charge.
    expect((await join(friend, gameId)).statusCode).toBe(200);
    expect(await coins(friend)).toBe(1000 - GAME_COST_VS);

    const firstBot = await post(t.app, '/game/add-bot', {}, { token: owner.accessToken });
    expect(firstBot.statusCode, firstBot.body).toBe(200);
    expect(json<TableReply>(firstBot).gameData.hasStarted).toBe(false);
    const secondBot = await post(t.app, '/game/add-bot', {}, { token: owner.accessToken });
    expect(secondBot.statusCode, secondBot.body).toBe(200);
    const started = json<TableReply>(secondBot).gameData;
    expect(started.hasStarted).toBe(true);
    expect(started.players.map((player) => player.isBot)).toEqual([false, false, true, true]);
    expect(await coins(owner)).toBe(1000 - GAME_COST_VS);
    expect(await coins(friend)).toBe(1000 - GAME_COST_VS);
    await expectLedgerBalanced(t, owner.userData.id);
    await expectLedgerBalanced(t, friend.userData.id);

    // Too late for anyone else.
    const late = await signUp(t, 'late');
    expectError(await join(late, gameId), 409, 'GAME_ALREADY_STARTED', 'Game has already started.');
    expect(await coins(late)).toBe(1000);
  });

  it('charges the non-vs price for a friendly game against bots and refuses a shared tutorial', async () => {
    const owner = await signUp(t, 'bots');
    const created = await createFriendly(owner, 'bots', 'heartsonfire');
    expect(created.statusCode, created.body).toBe(200);
    expect(json<TableReply>(created).gameData.entryFee).toBe(GAME_COST_DEFAULT);
    expect(await coins(owner)).toBe(1000 - GAME_COST_DEFAULT);
    const other = await signUp(t, 'tut');
    expectError(
      await createFriendly(other, 'tutorial'),
      404,
      'NOT_AVAILABLE',
      'The tutorial cannot be shared.',
    );
  });

  it('shares the current friendly table as a link and a QR code of that link', async () => {
    const owner = await signUp(t, 'qr');
    expectError(await get(t.app, '/game/generate-qr', { token: owner.accessToken }), 404, 'GAME_NOT_FOUND');
    const gameId = json<TableReply>(await createFriendly(owner, 'vs', 'deuceshigh')).gameData.game_id;
    const reply = await get(t.app, '/game/generate-qr', { token: owner.accessToken });
    expect(reply.statusCode, reply.body).toBe(200);
    const share = json<Share>(reply);
    expect(share.game_id).toBe(gameId);
    expect(share.shareableLink).toBe(`http://cardroom.test/game?join=${gameId}`);
    expectQrOf(share.qrCodeDataUrl, share.shareableLink);
    // A friend seated at the table may share it too.
    const friend = await signUp(t, 'qrf');
    expect((await join(friend, gameId)).statusCode).toBe(200);
    const theirs = json<Share>(await get(t.app, '/game/generate-qr', { token: friend.accessToken }));
    expect(theirs.shareableLink).toBe(share.shareableLink);
  });

  it('refuses QR codes for tables that are not friendly', async () => {
    const player = await signUp(t, 'pub');
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades' },
      { token: player.accessToken },
    );
    expect(created.statusCode).toBe(200);
    expectError(await get(t.app, '/game/generate-qr', { token: player.accessToken }), 404, 'GAME_NOT_FOUND');
  });

  it('answers each join failure with its code and charges nothing', async () => {
    const owner = await signUp(t, 'err');
    const gameId = json<TableReply>(await createFriendly(owner)).gameData.game_id;
    const someone = await signUp(t, 'who');
    expectError(await join(someone, randomUUID()), 404, 'GAME_NOT_FOUND', 'Game not found.');
    expectError(await join(someone, 'not-a-game'), 404, 'GAME_NOT_FOUND');

    // A public table cannot be joined by link.
    const host = await signUp(t, 'host');
    const publicTable = await post(
      t.app,
      '/game/search',
      { type: 'vs', game_mode: 'clubhouse', map: 'spades', tier: 'ranked' },
      { token: host.accessToken },
    );
    expect(publicTable.statusCode, publicTable.body).toBe(200);
    expectError(await join(someone, json<TableReply>(publicTable).gameData.game_id), 404, 'GAME_NOT_FOUND');

    // Seated at a live table already (the owner of another friendly table).
    const busy = await signUp(t, 'busy');
    expect((await createFriendly(busy)).statusCode).toBe(200);
    expectError(await join(busy, gameId), 409, 'ALREADY_IN_GAME');

    // Not enough coins: 100 left, the vs entry is 150.
    const poor = await signUp(t, 'poor');
    await grant(t, poor.userData.id, 'coins', -900);
    expectError(await join(poor, gameId), 402, 'NOT_ENOUGH_COINS', 'Not enough coins.');
    expect(await coins(poor)).toBe(100);
    await expectLedgerBalanced(t, poor.userData.id);

    const table = json<TableReply>(await get(t.app, '/game/load', { token: owner.accessToken }));
    expect(table.gameData.people).toBe(1);
    expectError(
      await post(t.app, '/game/join-friendly', { game_id: gameId, extra: 1 }, { token: someone.accessToken }),
      400,
      'VALIDATION_ERROR',
      'Unknown field: extra.',
      'extra',
    );
    expectError(await post(t.app, '/game/join-friendly', { game_id: gameId }), 401, 'UNAUTHORIZED');
  });

  it('gives the last seat to one of two friends joining at once', async () => {
    const owner = await signUp(t, 'race');
    const gameId = json<TableReply>(await createFriendly(owner, 'bots')).gameData.game_id;
    expect((await post(t.app, '/game/add-bot', {}, { token: owner.accessToken })).statusCode).toBe(200);
    expect((await post(t.app, '/game/add-bot', {}, { token: owner.accessToken })).statusCode).toBe(200);
    const [a, b] = await Promise.all([signUp(t, 'ra'), signUp(t, 'rb')]);
    const replies = await Promise.all([join(a, gameId), join(b, gameId)]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.statusCode === 409);
    expect(['GAME_FULL', 'GAME_ALREADY_STARTED']).toContain(loser?.json().code);
    const charged = [await coins(a), await coins(b)].sort((x, y) => x - y);
    expect(charged).toEqual([1000 - GAME_COST_DEFAULT, 1000]);
    const table = json<TableReply>(await get(t.app, '/game/load', { token: owner.accessToken }));
    expect(table.gameData.people).toBe(4);
    expect(table.gameData.hasStarted).toBe(true);
  });
});
