/**
 * The client seed is the players' (rules.md, fair shuffles): each person sends their own when they sit down
 * (or enter a prize pool) and may change it until the deal; the deal uses mixClientSeeds of every seated
 * person's seed in seat order (bots have none) with the current shuffle version; the server never picks one.
 */
import { randomUUID } from 'node:crypto';
import { CURRENT_SHUFFLE_VERSION, dealFirstHand, mixClientSeeds, type SpadesState } from '@cardroom/engine';
import { DEFAULT_CLIENT_SEED, type PrizePool } from '@cardroom/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTable } from '../../src/games/projection.js';
import { loadRecord } from '../../src/games/repository.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { grant, type Session, signUp, type TableReply } from './social-helpers.js';
import { MANUAL_TABLES } from './socket-helpers.js';

describe.each(databaseTiers())('players’ client seeds (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, MANUAL_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (path: string, body: unknown, session: Session) =>
    post(t.app, path, body, { token: session.accessToken });

  it('deals from the mix of every person’s seed in seat order, changeable only before the deal', async () => {
    const owner = await signUp(t, 'sda');
    const friend = await signUp(t, 'sdb');
    const created = await call(
      '/game/create-friendly',
      { type: 'vs', game_mode: 'classic', map: 'spades', clientSeed: 'a1a1a1a1a1a1a1a1' },
      owner,
    );
    expect(created.statusCode, created.body).toBe(200);
    const gameId = json<TableReply>(created).gameData.game_id;
    expect(json<TableReply>(created).gameData.fairness?.clientSeeds).toEqual(['a1a1a1a1a1a1a1a1']);

    const joined = await call(
      '/game/join-friendly',
      { game_id: gameId, clientSeed: 'Friend_seed-2' },
      friend,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(json<TableReply>(joined).gameData.fairness?.clientSeeds).toEqual([
      'a1a1a1a1a1a1a1a1',
      'Friend_seed-2',
    ]);

    // The owner changes theirs before the deal; everyone sees the table's seed as it would mix now.
    const changed = await call('/game/seed', { clientSeed: 'c0ffee00c0ffee00' }, owner);
    expect(changed.statusCode, changed.body).toBe(200);
    const fairness = json<TableReply>(changed).gameData.fairness;
    expect(fairness?.clientSeeds).toEqual(['c0ffee00c0ffee00', 'Friend_seed-2']);
    expect(fairness?.clientSeed).toBe(mixClientSeeds(['c0ffee00c0ffee00', 'Friend_seed-2']));
    expect(fairness?.shuffleVersion).toBe(CURRENT_SHUFFLE_VERSION);

    // Bots fill the table and it deals.
    for (let bot = 0; bot < 2; bot++) expect((await call('/game/add-bot', {}, owner)).statusCode).toBe(200);
    const record = await loadRecord(t.ctx.db, gameId);
    if (!record) throw new Error('game row missing');
    const state = loadTable(t.games.runtime.games, record).table.state as SpadesState;
    const mixed = mixClientSeeds(['c0ffee00c0ffee00', 'Friend_seed-2']);
    const expected = dealFirstHand({
      serverSeed: record.game.serverSeed,
      clientSeed: mixed,
      nonce: 0,
      version: CURRENT_SHUFFLE_VERSION,
    });
    expect(state.hands).toEqual(expected.hands);
    expect(state.dealer).toBe(expected.dealer);
    expect(state.seed).toEqual({
      serverSeed: record.game.serverSeed,
      clientSeed: mixed,
      nonce: 0,
      version: CURRENT_SHUFFLE_VERSION,
    });
    expect(record.game.clientSeed).toBe(mixed);
    expect(record.game.clientSeeds).toEqual(['c0ffee00c0ffee00', 'Friend_seed-2']);

    // After the deal the seed is fixed.
    const late = await call('/game/seed', { clientSeed: 'toolate' }, friend);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(json(late).code).toBe('GAME_ALREADY_STARTED');
    const after = (await loadRecord(t.ctx.db, gameId))?.seats.find((seat) => seat.seat === 1);
    expect(after?.clientSeed).toBe('Friend_seed-2');
  });

  it('refuses a seed outside the engine’s pattern with VALIDATION_ERROR, wherever it is sent', async () => {
    const owner = await signUp(t, 'sdc');
    const bad = fc.sample(
      fc.oneof(
        fc.constant(''),
        fc.constant('a'.repeat(65)),
        fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !/^[A-Za-z0-9_-]+$/.test(text)),
      ),
      { numRuns: 8, seed: 11 },
    );
    const open = await call('/game/create', { type: 'vs', game_mode: 'classic', map: 'spades' }, owner);
    expect(open.statusCode, open.body).toBe(200);
    for (const clientSeed of bad) {
      const reply = await call('/game/seed', { clientSeed }, owner);
      expect(reply.statusCode, JSON.stringify(clientSeed)).toBe(400);
      expect(json(reply).code).toBe('VALIDATION_ERROR');
      const search = await call(
        '/game/search',
        { type: 'vs', game_mode: 'classic', map: 'spades', clientSeed },
        owner,
      );
      expect(json(search).code).toBe('VALIDATION_ERROR');
      const enter = await call(
        '/game/spades/join-prize-pool',
        { prizepool_id: randomUUID(), clientSeed },
        owner,
      );
      expect(enter.statusCode, JSON.stringify(clientSeed)).toBe(400);
      expect(json(enter).code).toBe('VALIDATION_ERROR');
    }
    // Someone who sent none counts as the public placeholder, never a seed the server made up.
    const table = json<TableReply>(open);
    expect(table.gameData.fairness?.clientSeeds).toEqual([DEFAULT_CLIENT_SEED]);
    expect(table.gameData.fairness?.clientSeed).toBe(mixClientSeeds([DEFAULT_CLIENT_SEED]));
  });

  it('deals a prize pool’s table from its entrants’ own seeds in seat order', async () => {
    const people = await Promise.all([0, 1, 2, 3].map((index) => signUp(t, `spp${index}`)));
    for (const person of people) await grant(t, person.userData.id, 'ticket_bronze', 1);
    const listed = await get(t.app, '/game/spades/get-prize-pools', { token: people[0]?.accessToken });
    const pool = json<{ prizePools: PrizePool[] }>(listed).prizePools.find(
      (candidate) => candidate.game_mode === 'clubhouse',
    );
    if (!pool) throw new Error('no open clubhouse pool');
    // Entrants are seated in the order they entered; the last sends no seed (an old client).
    const sent = ['pool-seed-0', 'Pool_Seed_1', '22222222deadbeef', undefined];
    for (const [index, person] of people.entries()) {
      const clientSeed = sent[index];
      const entered = await call(
        '/game/spades/join-prize-pool',
        { prizepool_id: pool.prizepool_id, ...(clientSeed ? { clientSeed } : {}) },
        person,
      );
      expect(entered.statusCode, entered.body).toBe(200);
    }
    const seeds = sent.map((seed) => seed ?? DEFAULT_CLIENT_SEED);
    const mixed = mixClientSeeds(seeds);

    const load = await get(t.app, '/game/spades/load', { token: people[2]?.accessToken });
    expect(load.statusCode, load.body).toBe(200);
    const table = json<TableReply>(load);
    expect(table.gameData.players.map((player) => player.id)).toEqual(people.map((p) => p.userData.id));
    expect(table.gameData.fairness).toMatchObject({
      clientSeeds: seeds,
      clientSeed: mixed,
      shuffleVersion: CURRENT_SHUFFLE_VERSION,
    });
    const record = await loadRecord(t.ctx.db, table.gameData.game_id);
    if (!record) throw new Error('game row missing');
    expect(record.game.prizePoolId).toBe(pool.prizepool_id);
    expect(record.seats.map((seat) => seat.clientSeed)).toEqual(sent.map((seed) => seed ?? null));
    const state = loadTable(t.games.runtime.games, record).table.state as SpadesState;
    expect(state.seed).toEqual({
      serverSeed: record.game.serverSeed,
      clientSeed: mixed,
      nonce: 0,
      version: CURRENT_SHUFFLE_VERSION,
    });
  });

  it('mixes a guest’s seed alone at a bots table (bots bring none)', async () => {
    const created = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'deuceshigh',
      map: 'spades',
      clientSeed: '0123456789abcdef',
    });
    expect(created.statusCode, created.body).toBe(200);
    const table = json<TableReply>(created);
    expect(table.gameData.fairness).toMatchObject({
      clientSeeds: ['0123456789abcdef'],
      clientSeed: mixClientSeeds(['0123456789abcdef']),
      shuffleVersion: CURRENT_SHUFFLE_VERSION,
      serverSeed: null,
    });
    const view = table.gameData.view as { clientSeed: string; shuffleVersion: number } | undefined;
    expect(view?.clientSeed).toBe(mixClientSeeds(['0123456789abcdef']));
    expect(view?.shuffleVersion).toBe(CURRENT_SHUFFLE_VERSION);
  });
});
