/**
 * Client socket events reach a handler only in their exact shape (socket-guard.ts drops the rest): a
 * hostile client's hand acknowledgements with other types, sizes or extra arguments are refused here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientEventSchemas,
  REALTIME_PROTOCOL_VERSION,
  readServerEvent,
  serverEventSchemas,
} from './realtime.js';

const ack = clientEventSchemas['game:hand-ack'];
const GAME_ID = '8f14e45f-ceea-467f-a0e6-1b3c4d5e6f70';

describe('game:hand-ack', () => {
  it('takes one acknowledgement of a table and a hand number', () => {
    expect(ack.safeParse([{ game_id: GAME_ID, hand: 2 }]).success).toBe(true);
  });

  it('refuses any other hand number, game id, or argument list', () => {
    const badHand = fc.oneof(
      fc.integer({ max: -1 }),
      fc.integer({ min: 1001 }),
      fc.double({ noInteger: true }),
      fc.string(),
      fc.constant(null),
    );
    fc.assert(fc.property(badHand, (hand) => !ack.safeParse([{ game_id: GAME_ID, hand }]).success));
    // A game id is one line of 1–128 characters, like every id the API takes.
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('', '   '),
          fc.string({ minLength: 129, maxLength: 6000 }).filter((text) => text.trim().length > 128),
          fc.integer(),
        ),
        (gameId) => !ack.safeParse([{ game_id: gameId, hand: 1 }]).success,
      ),
    );
    expect(ack.safeParse([]).success).toBe(false);
    expect(ack.safeParse([{ game_id: GAME_ID, hand: 1 }, 'extra']).success).toBe(false);
    expect(ack.safeParse([{ game_id: `${GAME_ID}\u0000`, hand: 1 }]).success).toBe(false);
  });
});

describe('reading server events', () => {
  const GAME_ID_B = '0b3c4d5e-ceea-467f-a0e6-8f14e45f6f70';

  it('passes a well-formed event through with its parsed payload', () => {
    const reading = readServerEvent('game:left', { v: REALTIME_PROTOCOL_VERSION, game_id: GAME_ID_B });
    expect(reading).toEqual({ kind: 'ok', payload: { v: 1, game_id: GAME_ID_B } });
  });

  it('tells another protocol version (reload) from a malformed event (drop)', () => {
    expect(readServerEvent('game:left', { v: 2, game_id: GAME_ID_B })).toEqual({ kind: 'version', v: 2 });
    // Without a version number at all the event is broken, not from another build: no reload loop.
    for (const payload of [null, undefined, 'text', [], {}, { v: '1', game_id: GAME_ID_B }])
      expect(readServerEvent('game:left', payload).kind).toBe('invalid');
    expect(readServerEvent('game:state', { v: 1, version: 3 }).kind).toBe('invalid');
    expect(readServerEvent('realtime:error', { v: 1, code: 'VALIDATION_ERROR' }).kind).toBe('invalid');
  });

  it('never throws, whatever arrives under any event name', () => {
    const names = Object.keys(serverEventSchemas) as (keyof typeof serverEventSchemas)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.oneof(
          fc.anything(),
          fc
            .record({ v: fc.constant(1) }, { requiredKeys: [] })
            .chain((base) =>
              fc.dictionary(fc.string(), fc.jsonValue()).map((rest) => ({ ...rest, ...base })),
            ),
        ),
        (name, payload) => {
          const reading = readServerEvent(name, payload);
          return ['ok', 'version', 'invalid'].includes(reading.kind);
        },
      ),
    );
  });
});

describe('client events', () => {
  it('refuses arbitrary argument lists without throwing (socket-guard parses every event with these)', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 3 }), (args) => {
        const sync = clientEventSchemas['game:sync'].safeParse(args).success;
        expect(sync).toBe(args.length === 0);
        const hand = clientEventSchemas['game:hand-ack'].safeParse(args);
        if (hand.success) expect(args).toHaveLength(1);
      }),
    );
  });
});
