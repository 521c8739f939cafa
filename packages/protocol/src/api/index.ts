/**
 * Every HTTP call of the API: spec §7's table plus the added calls (spec-calls.fixture.ts ADDED_CALLS). The
 * server registers one route per entry and validates with its schemas; the client builds requests from the
 * same entries.
 */
import { z } from 'zod';
import { AUTH_CALL_LIST } from './auth.js';
import { defineCall, indexCalls } from './define.js';
import { DOMINOES_CALL_LIST } from './dominoes.js';
import { GAME_CALL_LIST } from './game.js';
import { POWER_UP_CALL_LIST } from './power-ups.js';
import { REWARD_CALL_LIST } from './rewards.js';
import { SOLITAIRE_CALL_LIST } from './solitaire.js';
import { SPADES_CALL_LIST } from './spades.js';
import { STORE_CALL_LIST } from './store.js';
import { USER_CALL_LIST } from './user.js';

export * from './auth.js';
export * from './define.js';
export * from './dominoes.js';
export * from './game.js';
export * from './power-ups.js';
export * from './rewards.js';
export * from './shared.js';
export * from './solitaire.js';
export * from './spades.js';
export * from './store.js';
export * from './user.js';

export const SYSTEM_CALL_LIST = [
  defineCall({
    id: 'health',
    method: 'GET',
    path: '/health',
    auth: 'none',
    // Outside the { success } envelope on purpose: load balancers and uptime checks expect this shape.
    summary: 'Liveness check for load balancers and uptime monitors.',
    response: z.object({ status: z.literal('ok') }),
  }),
] as const;

/** All calls in one list, in spec order; tests check the ids and method+path pairs are unique. */
export const API_CALL_LIST = [
  ...AUTH_CALL_LIST,
  ...GAME_CALL_LIST,
  ...SOLITAIRE_CALL_LIST,
  ...DOMINOES_CALL_LIST,
  ...SPADES_CALL_LIST,
  ...USER_CALL_LIST,
  ...STORE_CALL_LIST,
  ...POWER_UP_CALL_LIST,
  ...REWARD_CALL_LIST,
  ...SYSTEM_CALL_LIST,
] as const;

/** All calls keyed by id: `API_CALLS.authLogin.body.parse(…)`. */
export const API_CALLS = indexCalls(API_CALL_LIST);

export type ApiCalls = typeof API_CALLS;
export type CallId = keyof ApiCalls;
export type ApiCall = ApiCalls[CallId];
