/**
 * The reply allow-list covers the game view: a route's protocol response schema is what Fastify serialises
 * with (app.ts sets fastify-type-provider-zod's serializer, register-call.ts passes the call's response), so
 * a view carrying more than the protocol names (every seat's hands, the seeds) leaves without it, and a view
 * that does not match its schema is never sent at all.
 */
import { newSpadesGame, viewFor } from '@cardroom/engine';
import { API_CALLS, spadesViewOnWire } from '@cardroom/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/http/error-handler.js';

const state = newSpadesGame({
  mode: 'classic',
  seed: { serverSeed: 'allow-list-seed', clientSeed: 'c', nonce: 0 },
});
const view = spadesViewOnWire(viewFor(state, 0));

const reply = (gameView: unknown) => ({
  success: true,
  gameData: {
    game_id: 'g1',
    map: 'spades',
    game_mode: 'classic',
    type: 'bots',
    people: 1,
    maxPeople: 4,
    round: 0,
    hasStarted: true,
    hasFinished: false,
    spadePlayed: false,
    players: [],
    teams: [],
    currentTrick: [],
    turn: null,
    createdAt: '2025-01-31T12:00:00.000Z',
    view: gameView,
  },
  playerData: {
    id: 'u1',
    username: 'ann',
    avatar: null,
    seat: 0,
    isBot: false,
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: 0,
    roundScore: [],
  },
});

describe('the reply allow-list and the game view', () => {
  let app: FastifyInstance;
  let send: unknown;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    app.get('/load', { schema: { response: { 200: API_CALLS.spadesLoad.response } } }, async () => send);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the view the protocol names and drops what it does not', async () => {
    send = reply({
      ...view,
      hands: state.hands,
      seed: state.seed,
      settings: { ...view.settings, debug: true },
    });
    const response = await app.inject({ method: 'GET', url: '/load' });
    expect(response.statusCode).toBe(200);
    expect(response.json().gameData.view).toEqual(view);
    expect(response.body).not.toContain('"hands"');
    expect(response.body).not.toContain('allow-list-seed');
    expect(response.body).not.toContain('debug');
    // The other seats' cards are nowhere in the reply: only seat 0's own hand is.
    for (const card of state.hands.slice(1).flat()) expect(response.body).not.toContain(`"${card}"`);
  });

  it('refuses to send a view that does not match its schema', async () => {
    for (const bad of [
      viewFor(state, 0),
      { ...view, myHand: ['AS', 'AS', 'XX'] },
      { ...view, game: 'poker' },
    ]) {
      send = reply(bad);
      const response = await app.inject({ method: 'GET', url: '/load' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    }
  });
});
