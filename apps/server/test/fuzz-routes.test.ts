/**
 * Drives every route of the protocol's call list with generated malformed requests: wrong types, missing
 * and unknown fields, control characters, huge strings, deep nesting, `__proto__` and `constructor` keys,
 * arrays for objects, odd unicode, broken JSON and wrong content types; with no credentials, a user's
 * token, a guest's token, a forged token and the public API key. No answer may be a 5xx, every error
 * body has the `{ success: false, code, message }` shape, and the server still answers /health at the end.
 */
import { API_CALL_LIST, API_KEY_HEADER, type ApiCall } from '@cardroom/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BODIES } from '../../../packages/protocol/src/sample-bodies.fixture.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';

/** Runs per route; ~100 routes, so a tier takes well under a minute on a shared 2-core machine. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 16);
const STACK_TRACE = /\bat .*\.[jt]s:\d+|node_modules|"stack"/;
/** Calls that end or change the session they are made with: tokens are checked again after them. */
const SESSION_CHANGING = /^\/auth\/(logout|delete|reset-password)|^\/user\/update/;

/** JSON text built by hand, so keys such as __proto__ and duplicate keys reach the server as sent. */
type Json = { text: string };
const raw = (text: string): Json => ({ text });
const quote = (value: string) => JSON.stringify(value);

const oddStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31mred',
    '\u007f',
    '\r\n\t',
    '\ud800',
    '\udfff lone',
    '\u202eevil',
    '\u200b\u200d\ufeff',
    '🂡🃏👩‍👩‍👧',
    'Ω≈ç√∫',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    '{{7*7}}',
    'data:image/png;base64,AAAA',
    'preset:fox',
    'NaN',
    '-0',
  ),
  fc.integer({ min: 1, max: 4 }).map((n) => 'x'.repeat(10 ** n * 3)),
  fc.constant('y'.repeat(300_000)),
);

const scalar: fc.Arbitrary<Json> = fc.oneof(
  oddStrings.map((s) => raw(quote(s))),
  fc.constantFrom('null', 'true', 'false', '0', '-1', '1e308', '-1e-308', '9007199254740993', '1.5').map(raw),
  fc.integer().map((n) => raw(String(n))),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => raw(JSON.stringify(n))),
);

const dangerousKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
);

const value: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }).map((items) => raw(`[${items.map((i) => i.text).join(',')}]`)),
    fc
      .array(fc.tuple(fc.oneof(dangerousKey, oddStrings), tie('value')), { maxLength: 4 })
      .map((entries) => raw(`{${entries.map(([k, v]) => `${quote(k)}:${v.text}`).join(',')}}`)),
  ),
})).value;

/** Arrays or objects nested hundreds deep. */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean())
  .map(([depth, arrays]) =>
    raw(
      arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

function sampleFor(call: ApiCall): Record<string, unknown> {
  return ((SAMPLE_BODIES as Record<string, unknown>)[call.id] as Record<string, unknown> | undefined) ?? {};
}

function objectText(entries: [string, Json][]): Json {
  return raw(`{${entries.map(([k, v]) => `${quote(k)}:${v.text}`).join(',')}}`);
}

/** A body: the valid sample with one field broken, dropped or added, or anything else at all. */
function bodyFor(call: ApiCall): fc.Arbitrary<Json> {
  const sample = Object.entries(sampleFor(call)).map(([k, v]): [string, Json] => [k, raw(JSON.stringify(v))]);
  const keys = sample.map(([k]) => k);
  const mutated = fc
    .tuple(
      keys.length ? fc.constantFrom(...keys) : fc.constant('field'),
      fc.oneof(value, deepNesting),
      fc.constantFrom('replace', 'drop', 'add', 'proto'),
    )
    .map(([key, broken, how]) => {
      if (how === 'drop') return objectText(sample.filter(([k]) => k !== key));
      if (how === 'add') return objectText([...sample, ['extra', broken]]);
      if (how === 'proto') return objectText([...sample, ['__proto__', raw('{"isAdmin":true}')]]);
      return objectText(sample.map(([k, v]): [string, Json] => [k, k === key ? broken : v]));
    });
  const broken = fc
    .constantFrom('{', '{"a":', '[1,', '"unterminated', 'nul', '{}}', '', ' ', '\u0000')
    .map(raw);
  return fc.oneof(mutated, mutated, value, deepNesting, broken);
}

/** Percent-encodes text; a lone surrogate becomes its invalid UTF-8 bytes, as a hostile client may send. */
function encodeLoose(text: string): string {
  return Array.from(text, (char) =>
    char.length === 1 && char >= '\ud800' && char <= '\udfff' ? '%ED%A0%80' : encodeURIComponent(char),
  ).join('');
}

const queryValue = fc.oneof(oddStrings, fc.constantFrom('en', 'web', 'spades', 'weekly', '1', '', 'true'));
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(dangerousKey, fc.constantFrom('platform', 'locale', 'map', 'scope', 'page', 'x')),
      queryValue,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&')}`,
  );

const pathParam = fc.oneof(
  fc.uuid(),
  oddStrings.map((s) => encodeLoose(s.slice(0, 400))),
  fc.constantFrom('%', '%zz', '..', '%2e%2e', '%00', 'g1', '0'),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);

type Credential = 'none' | 'user' | 'guest' | 'forged' | 'apiKey' | 'wrongApiKey';
const credential = fc.constantFrom<Credential>(
  'none',
  'user',
  'user',
  'guest',
  'forged',
  'apiKey',
  'wrongApiKey',
);

describe.each(databaseTiers())('fuzzing every route on %s', (tier) => {
  let t: TestApp;
  const tokens = { user: '', guest: '' };

  async function signIn(): Promise<void> {
    const { email, password } = uniqueUser('fuzz');
    const login = await post(t.app, '/auth/login-dev', { email, password });
    tokens.user = json<{ accessToken: string }>(login).accessToken;
    const guest = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'deuceshigh',
      map: 'spades',
    });
    tokens.guest = json<{ accessToken: string }>(guest).accessToken;
    expect([typeof tokens.user, typeof tokens.guest], `${login.body} ${guest.body}`).toEqual([
      'string',
      'string',
    ]);
  }

  beforeAll(async () => {
    t = await startTestApp(tier, { GUESTS_PER_IP_PER_HOUR: '100000', MAIL_PER_IP_PER_HOUR: '100000' });
    await signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  function headersFor(who: Credential, type: string | undefined): Record<string, string> {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    if (who === 'user' || who === 'guest') headers.authorization = `Bearer ${tokens[who]}`;
    if (who === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
    if (who === 'apiKey') headers[API_KEY_HEADER] = t.ctx.config.PUBLIC_API_KEY;
    if (who === 'wrongApiKey') headers[API_KEY_HEADER] = '\u00ff'.repeat(3);
    return headers;
  }

  it('answers every malformed request with a 4xx error body, never a 5xx, and stays up', async () => {
    const failures: string[] = [];
    for (const call of API_CALL_LIST as readonly ApiCall[]) {
      const request = fc.record({
        body: bodyFor(call),
        query: queryString,
        params: fc.array(pathParam, { minLength: 2, maxLength: 2 }),
        who: credential,
        type: contentType,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ body, query, params, who, type }) => {
          let index = 0;
          const path = call.path.replace(/:[a-z_]+/gi, () => params[index++] ?? 'x');
          const response = await t.app.inject({
            method: call.method,
            url: `${path}${query}`,
            headers: headersFor(who, call.method === 'POST' ? type : undefined),
            ...(call.method === 'POST' ? { payload: body.text } : {}),
          });
          const where = `${call.method} ${path}${query.slice(0, 80)} as ${who}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          const code = response.statusCode >= 400 ? (response.json() as { code?: unknown }).code : undefined;
          // A sign-in provider with no settings is the deployment's state, announced on purpose as 503.
          if (response.statusCode >= 500 && code !== 'PROVIDER_NOT_CONFIGURED') failures.push(where);
          expect(response.body, where).not.toMatch(STACK_TRACE);
          if (response.statusCode >= 400) {
            const error = response.json() as Record<string, unknown>;
            expect(error.success, where).toBe(false);
            expect(typeof error.code, where).toBe('string');
            expect(typeof error.message, where).toBe('string');
          }
          if (SESSION_CHANGING.test(call.path) && (who === 'user' || who === 'guest')) await signIn();
        }),
        {
          numRuns: RUNS_PER_ROUTE,
          ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
        },
      );
    }
    expect(failures).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect({ status: health.statusCode, body: health.json() }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
  }, 300_000);
});
