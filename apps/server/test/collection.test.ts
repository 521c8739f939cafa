/**
 * The collection through the HTTP API (issue 14): skins bought with gems and put on one per slot, upgrades
 * levelled with gold to their maximum, racing purchases charged once per level, and the refusals.
 */
import type { CollectionItem, UserData } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalances } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { expectLedgerBalanced, grant, type Session, signUp } from './games/social-helpers.js';
import { get, json, post, startTestApp, type TestApp } from './harness.js';
import { expectError } from './mail-links.js';

describe.each(databaseTiers())('the collection on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  const upgrade = (who: Session, upgradeId: string) =>
    post(t.app, '/user/upgrade-collection', { upgrade_id: upgradeId }, { token: who.accessToken });
  const activate = (who: Session, upgradeId: string) =>
    post(t.app, '/user/activate-collection', { upgrade_id: upgradeId }, { token: who.accessToken });
  const item = (collection: CollectionItem[], upgradeId: string) =>
    collection.find((entry) => entry.upgrade_id === upgradeId);

  it('lists every item unowned at first, with its next cost', async () => {
    const who = await signUp(t, 'col');
    const { collection } = json<{ collection: CollectionItem[] }>(
      await get(t.app, '/user/get-collection', { token: who.accessToken }),
    );
    expect(item(collection, 'back-royal')).toMatchObject({
      category: 'skin',
      slot: 'card_back',
      level: 0,
      maxLevel: 1,
      owned: false,
      active: false,
      nextCost: { currency: 'gems', amount: 50 },
    });
    expect(item(collection, 'sharper-hints')).toMatchObject({ category: 'upgrade', slot: null, maxLevel: 3 });
    const active = json<{ active_upgrades: unknown[] }>(
      await get(t.app, '/user/get-active-upgrades', { token: who.accessToken }),
    );
    expect(active.active_upgrades).toEqual([]);
    expectError(await get(t.app, '/user/get-collection'), 401, 'UNAUTHORIZED');
  });

  it('buys skins with gems, wears the newest one per slot, and switches back', async () => {
    const who = await signUp(t, 'skin');
    expectError(await upgrade(who, 'back-royal'), 402, 'REQUIRES_GEMS', 'requires gems');
    await grant(t, who.userData.id, 'gems', 200);
    const royal = await upgrade(who, 'back-royal');
    expect(royal.statusCode, royal.body).toBe(200);
    const afterRoyal = json<{ collection: CollectionItem[]; userData: UserData }>(royal);
    expect(afterRoyal.userData.gems).toBe(150);
    expect(item(afterRoyal.collection, 'back-royal')).toMatchObject({
      owned: true,
      active: true,
      nextCost: null,
    });
    expectError(await upgrade(who, 'back-royal'), 409, 'UPGRADE_MAXED');

    const crimson = json<{ collection: CollectionItem[] }>(await upgrade(who, 'back-crimson'));
    expect(item(crimson.collection, 'back-crimson')?.active).toBe(true);
    expect(item(crimson.collection, 'back-royal')?.active).toBe(false);
    const back = json<{ collection: CollectionItem[] }>(await activate(who, 'back-royal'));
    expect(item(back.collection, 'back-royal')?.active).toBe(true);
    expect(item(back.collection, 'back-crimson')?.active).toBe(false);
    const off = json<{ collection: CollectionItem[] }>(
      await post(
        t.app,
        '/user/activate-collection',
        { upgrade_id: 'back-royal', wear: false },
        { token: who.accessToken },
      ),
    );
    expect(off.collection.filter((entry) => entry.slot === 'card_back' && entry.active)).toEqual([]);

    expectError(await activate(who, 'felt-midnight'), 409, 'UPGRADE_NOT_OWNED');
    expectError(await activate(who, 'sharper-hints'), 404, 'UPGRADE_NOT_FOUND');
    expectError(await upgrade(who, 'no-such-item'), 404, 'UPGRADE_NOT_FOUND', 'Upgrade not found.');
    expect((await getBalances(t.ctx.db, who.userData.id)).gems).toBe(200 - 50 - 80);
    await expectLedgerBalanced(t, who.userData.id);
  });

  it('levels an upgrade with gold to its maximum, once per level however many requests race', async () => {
    const who = await signUp(t, 'gold');
    await grant(t, who.userData.id, 'gold', 5000);
    const replies = await Promise.all(Array.from({ length: 6 }, () => upgrade(who, 'sharper-hints')));
    const codes = replies.map((reply) =>
      reply.statusCode === 200 ? 'ok' : json<{ code: string }>(reply).code,
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'UPGRADE_MAXED')).toHaveLength(3);
    expect((await getBalances(t.ctx.db, who.userData.id)).gold).toBe(5000 - 200 - 400 - 800);
    const active = json<{ active_upgrades: { upgrade_id: string; level: number }[] }>(
      await get(t.app, '/user/get-active-upgrades', { token: who.accessToken }),
    );
    expect(active.active_upgrades).toEqual([
      {
        upgrade_id: 'sharper-hints',
        name: 'Sharper Klondike hints',
        category: 'upgrade',
        level: 3,
        expiresAt: null,
      },
    ]);
    await expectLedgerBalanced(t, who.userData.id);
  });

  it('seats a person with the skins they wear, for everyone at the table to see', async () => {
    const who = await signUp(t, 'worn');
    await grant(t, who.userData.id, 'gems', 500);
    for (const skin of ['back-crimson', 'frame-gold'])
      expect((await upgrade(who, skin)).statusCode).toBe(200);
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades' },
      { token: who.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { gameData } = json<{ gameData: { players: { id: string; isBot: boolean; skins?: unknown }[] } }>(
      created,
    );
    const mine = gameData.players.find((player) => player.id === who.userData.id);
    expect(mine?.skins).toEqual({ card_back: 'back-crimson', felt: null, tile: null, frame: 'frame-gold' });
    for (const bot of gameData.players.filter((player) => player.isBot)) expect(bot.skins).toBeUndefined();
  });
});
