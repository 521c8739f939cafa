/** Drives a solitaire (Klondike) table through HTTP and checks that no reply shows a hidden card. */
import type { KlondikeAction, KlondikeState } from '@cardroom/engine';
import {
  type GameData,
  type KlondikeIntent,
  type KlondikeWireView,
  klondikeViewSchema,
  type PlayerData,
} from '@cardroom/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadTable } from '../../src/games/projection.js';
import { loadRecord } from '../../src/games/repository.js';
import { json, post, type TestApp } from '../harness.js';

export interface SolitaireReply {
  success: true;
  gameData: GameData;
  playerData: PlayerData;
  hint?: unknown;
  accessToken?: string;
  userData?: { id: string };
}

export function klondikeViewOf(reply: { gameData: GameData }): KlondikeWireView {
  return klondikeViewSchema.parse(reply.gameData.view);
}

/** The server's whole state of a game (every card) and the row's version, read the way the runtime reads it. */
export async function serverTable(
  t: TestApp,
  gameId: string,
): Promise<{ state: KlondikeState; version: number }> {
  const record = await loadRecord(t.ctx.db, gameId);
  if (!record) throw new Error(`no game ${gameId}`);
  const state = loadTable(t.games.runtime.games, record).table.state as KlondikeState | null;
  if (!state) throw new Error(`game ${gameId} is not dealt`);
  return { state, version: record.game.version };
}

export async function serverState(t: TestApp, gameId: string): Promise<KlondikeState> {
  return (await serverTable(t, gameId)).state;
}

/** The cards the player may not know now: face down in the tableau, in the stock, under the waste's top. */
export function hiddenCards(state: KlondikeState): string[] {
  return [
    ...state.tableau.flatMap((column) => column.down),
    ...state.stock,
    ...state.waste.slice(0, Math.max(0, state.waste.length - state.settings.draw)),
  ];
}

/** Fails when `payload` names any card hidden in the server's state (a finished game reveals its seed only). */
export function expectNoHiddenCard(payload: unknown, state: KlondikeState, where: string): void {
  const text = JSON.stringify(payload);
  const leaked = hiddenCards(state).filter((card) => text.includes(`"${card}"`));
  expect(leaked, `${where} shows hidden cards`).toEqual([]);
}

/** The move body of an engine action (its time is the server's to stamp). */
export function intentOf(action: KlondikeAction): KlondikeIntent {
  if (action.type === 'move') return { type: 'move', from: action.from, to: action.to, count: action.count };
  return { type: action.type };
}

export async function move(
  t: TestApp,
  token: string,
  gameId: string,
  action: KlondikeIntent,
): Promise<LightMyRequestResponse> {
  return post(t.app, '/game/solitaire/move', { gameData: { game_id: gameId }, action }, { token });
}

/** A move that must succeed; checks the reply's view and that no hidden card is in it. */
export async function moveOk(
  t: TestApp,
  token: string,
  gameId: string,
  action: KlondikeIntent,
): Promise<SolitaireReply> {
  const reply = await move(t, token, gameId, action);
  expect(reply.statusCode, `${JSON.stringify(action)}: ${reply.body}`).toBe(200);
  const body = json<SolitaireReply>(reply);
  klondikeViewOf(body);
  expectNoHiddenCard(body, await serverState(t, gameId), `the reply to ${action.type}`);
  return body;
}

export async function create(
  t: TestApp,
  token: string,
  options: { draw?: 1 | 3; scoring?: 'standard' | 'vegas'; clientSeed?: string } = {},
): Promise<SolitaireReply> {
  const reply = await post(t.app, '/game/solitaire/create', { map: 'solitaire', ...options }, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = json<SolitaireReply>(reply);
  expectNoHiddenCard(body, await serverState(t, body.gameData.game_id), 'the create reply');
  return body;
}

/** The refusal's code and status of a move that must fail. */
export async function refusal(t: TestApp, token: string, gameId: string, action: unknown) {
  const reply = await post(
    t.app,
    '/game/solitaire/move',
    { gameData: { game_id: gameId }, action },
    { token },
  );
  return { status: reply.statusCode, code: json<{ code?: string }>(reply).code };
}
