import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  API_CALL_LIST,
  API_CALLS,
  buildPath,
  type ParsedRequestOf,
  pathParamNames,
  type RequestOf,
  type ResponseOf,
} from './api/index.js';
import type { UserData } from './entities.js';
import { SAMPLE_BODIES } from './sample-bodies.fixture.js';
import { ADDED_CALLS, SPEC_CALLS } from './spec-calls.fixture.js';

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

describe('API_CALLS', () => {
  it('gives every call a unique id, and keys each call by its own id', () => {
    const ids = API_CALL_LIST.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(API_CALLS).sort()).toEqual([...ids].sort());
    for (const [id, call] of Object.entries(API_CALLS)) expect(call.id).toBe(id);
  });

  it('gives every call a unique method and path', () => {
    const keys = API_CALL_LIST.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has exactly the calls of spec §7 plus the added ones (ADDED_CALLS)', () => {
    expect(API_CALL_LIST.map(key).sort()).toEqual(
      [...SPEC_CALLS.map((row) => row.call), ...ADDED_CALLS].sort(),
    );
  });

  it('uses the auth of spec §7 and §6 for every call', () => {
    for (const row of SPEC_CALLS) {
      const call = API_CALL_LIST.find((candidate) => key(candidate) === row.call);
      expect(call?.auth, row.call).toBe(row.auth);
    }
  });

  it('has params exactly when the path has :name segments, with the same names', () => {
    for (const call of API_CALL_LIST) {
      const names = pathParamNames(call.path);
      if (names.length === 0) expect(call.params, call.id).toBeUndefined();
      else expect(Object.keys(call.params?.shape ?? {}).sort(), call.id).toEqual([...names].sort());
    }
  });

  it('gives every POST a body and no GET a body', () => {
    for (const call of API_CALL_LIST) {
      if (call.method === 'GET') expect(call.body, call.id).toBeUndefined();
      else expect(call.body, call.id).toBeDefined();
    }
  });

  it('wraps every success reply in { success: true } except the health check', () => {
    for (const call of API_CALL_LIST) {
      if (call.id === 'health') continue;
      // A union reply (login-token: a session, or the "code sent" message) wraps every branch.
      const branches =
        call.response instanceof z.ZodUnion
          ? (call.response.options as readonly z.ZodObject[])
          : [call.response as z.ZodObject];
      for (const branch of branches) expect(branch.shape.success, call.id).toBeInstanceOf(z.ZodLiteral);
    }
    expect(API_CALLS.health.response.parse({ status: 'ok' })).toEqual({ status: 'ok' });
  });

  it('accepts a valid sample body for every call that has a body', () => {
    for (const call of API_CALL_LIST) {
      if (!call.body) continue;
      const sample = SAMPLE_BODIES[call.id as keyof typeof SAMPLE_BODIES];
      expect(sample, `sample for ${call.id}`).toBeDefined();
      const result = call.body.safeParse(sample);
      expect(result.error?.issues ?? [], call.id).toEqual([]);
    }
  });

  it('rejects unknown fields in every body, query and params', () => {
    for (const call of API_CALL_LIST) {
      if (call.body) {
        const sample = SAMPLE_BODIES[call.id as keyof typeof SAMPLE_BODIES];
        const result = call.body.safeParse({ ...sample, unexpectedField: 1 });
        expect(result.success, call.id).toBe(false);
      }
      for (const schema of [call.query, call.params]) {
        if (!schema) continue;
        const issues = schema.safeParse({ unexpectedField: '1' }).error?.issues ?? [];
        expect(
          issues.some((issue) => issue.code === 'unrecognized_keys'),
          call.id,
        ).toBe(true);
      }
    }
  });

  it('rejects both reset-password variants when mixed, and accepts each alone', () => {
    const body = API_CALLS.authResetPassword.body;
    expect(body.safeParse({ email: 'a@b.co', token: 't', password: 'secret1' }).success).toBe(true);
    expect(body.safeParse({ oldPassword: 'old', newPassword: 'secret1' }).success).toBe(true);
    expect(
      body.safeParse({
        email: 'a@b.co',
        token: 't',
        password: 'secret1',
        oldPassword: 'old',
        newPassword: 'x1',
      }).success,
    ).toBe(false);
  });

  it('keeps only game_id of an echoed gameData, so client game state cannot influence the server', () => {
    const parsed = API_CALLS.spadesAuto.body.parse({ gameData: { game_id: 'g1', players: [], round: 99 } });
    expect(parsed).toEqual({ gameData: { game_id: 'g1' } });
  });

  it('checks the game mode belongs to the map', () => {
    const body = API_CALLS.gameCreate.body;
    expect(body.safeParse({ type: 'bots', game_mode: 'deuceshigh', map: 'spades' }).success).toBe(true);
    expect(body.safeParse({ type: 'bots', game_mode: 'tilesonfire', map: 'spades' }).success).toBe(false);
  });

  it('requires a notification id except to clear all', () => {
    const body = API_CALLS.userUpdateNotifications.body;
    expect(body.safeParse({ action: 'clear' }).success).toBe(true);
    expect(body.safeParse({ action: 'read' }).success).toBe(false);
    expect(body.safeParse({ action: 'read', notificationId: 'n1' }).success).toBe(true);
  });

  it('turns every request and response schema into JSON Schema (for the server docs)', () => {
    for (const call of API_CALL_LIST) {
      for (const schema of [call.body, call.query, call.params, call.response]) {
        if (!schema) continue;
        expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), call.id).not.toThrow();
      }
    }
  });

  it('builds concrete paths from params', () => {
    expect(buildPath(API_CALLS.userChatGetWith, { id: 'g 1', other: 'u2' })).toBe('/user/chat/get/g%201/u2');
    expect(() => buildPath(API_CALLS.userChatGet, {})).toThrow(/id/);
  });

  it('types requests and responses from the definitions', () => {
    expectTypeOf<RequestOf<typeof API_CALLS.authLogin>>().toEqualTypeOf<{
      body: { email: string; password: string };
    }>();
    expectTypeOf<RequestOf<typeof API_CALLS.userChatGetWith>>().toEqualTypeOf<{
      params: { id: string; other: string };
    }>();
    expectTypeOf<ParsedRequestOf<typeof API_CALLS.gameLeaderboard>['query']['scope']>().toEqualTypeOf<
      'daily' | 'weekly' | 'monthly' | 'all'
    >();
    expectTypeOf<ResponseOf<typeof API_CALLS.authLogin>>().toEqualTypeOf<{
      success: true;
      accessToken: string;
      userData: UserData;
    }>();
    expectTypeOf(API_CALLS.health.method).toEqualTypeOf<'GET'>();
  });
});
