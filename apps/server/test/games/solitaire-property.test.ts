/**
 * Random action sequences through HTTP at a solitaire table: whatever is sent (legal actions of the server's
 * state, undo, hints, or moves the rules refuse), each reply is either the table exactly as the engine views
 * the stored state, or a refusal with a known code that changes nothing; no reply names a hidden card.
 */
import {
  type KlondikeAction,
  type KlondikeState,
  klondikeView,
  legalKlondikeActions,
} from '@cardroom/engine';
import { ERROR_CODES, klondikeViewOnWire } from '@cardroom/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTiers } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES } from './play-helpers.js';
import { signUp } from './social-helpers.js';
import {
  create,
  expectNoHiddenCard,
  intentOf,
  klondikeViewOf,
  move,
  type SolitaireReply,
  serverState,
} from './solitaire-helpers.js';

const pile = fc.oneof(
  fc.constant({ pile: 'waste' as const }),
  fc.record({ pile: fc.constant('tableau' as const), index: fc.constantFrom(0, 1, 2, 3, 4, 5, 6) }),
  fc.record({ pile: fc.constant('foundation' as const), suit: fc.constantFrom('S', 'H', 'C', 'D') }),
);

/** A step: the n-th legal action of the state met then, or an action picked blind (often refused). */
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('blind' as const),
      action: fc.oneof(
        fc.constantFrom(
          { type: 'draw' as const },
          { type: 'recycle' as const },
          { type: 'undo' as const },
          { type: 'hint' as const },
          { type: 'autoComplete' as const },
        ),
        fc.record({
          type: fc.constant('move' as const),
          from: pile,
          to: pile,
          count: fc.integer({ min: 1, max: 4 }),
        }),
      ),
    }),
  },
);

describe.each(databaseTiers())('solitaire random actions through HTTP (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every reply is the stored table’s view or a refusal that changed nothing', async () => {
    const known = new Set<string>(ERROR_CODES);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(1 as const, 3 as const),
        fc.array(step, { maxLength: 30 }),
        async (draw, steps) => {
          const who = await signUp(t, 'sop');
          const token = who.accessToken;
          const gameId = (await create(t, token, { draw })).gameData.game_id;
          let state: KlondikeState = await serverState(t, gameId);
          for (const next of steps) {
            if (state.status !== 'playing') break;
            const legal = legalKlondikeActions(state);
            const action =
              next.kind === 'legal' && legal.length > 0
                ? intentOf(legal[next.pick % legal.length] as KlondikeAction)
                : next.kind === 'blind'
                  ? next.action
                  : { type: 'hint' as const };
            const reply = await move(t, token, gameId, action);
            const after = await serverState(t, gameId);
            expectNoHiddenCard(json(reply), after, `the reply to ${JSON.stringify(action)}`);
            if (reply.statusCode === 200) {
              const view = klondikeViewOf(json<SolitaireReply>(reply));
              expect(view).toEqual(klondikeViewOnWire(klondikeView(after)));
            } else {
              const { code } = json<{ code: string }>(reply);
              expect(known.has(code), code).toBe(true);
              expect([400, 409, 422]).toContain(reply.statusCode);
              expect(after.moves).toBe(state.moves);
              expect(after.lastAtMs).toBe(state.lastAtMs);
            }
            if (next.kind === 'legal' && legal.length > 0) expect(reply.statusCode, reply.body).toBe(200);
            state = after;
          }
          const exit = await post(t.app, '/game/exit', {}, { token });
          expect(exit.statusCode).toBe(200);
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});
