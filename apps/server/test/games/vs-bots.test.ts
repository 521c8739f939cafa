import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTiers } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES, playToTheEnd, type Table } from './play-helpers.js';

describe.each(databaseTiers())('a guest plays vs bots (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['classic', 'deuceshigh', 'heartsonfire', 'clubhouse'])(
    'plays a whole single-hand %s game',
    async (mode) => {
      const created = await post(t.app, '/game/create-guest', {
        type: 'bots',
        game_mode: mode,
        map: 'spades',
      });
      expect(created.statusCode, created.body).toBe(200);
      const body = json<Table & { accessToken: string; userData: { roles: string[] } }>(created);
      expect(body.userData.roles).toContain('ROLE_GUEST');
      expect(body.gameData.players.filter((player) => player.isBot)).toHaveLength(3);
      expect(body.gameData.fairness?.serverSeed).toBeNull();
      const final = await playToTheEnd(t.app, body.accessToken);
      expect(final.gameData.hasFinished).toBe(true);
      expect(final.gameData.fairness?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(final.gameData.outcome?.payouts).toHaveLength(1);
    },
    60_000,
  );
});
