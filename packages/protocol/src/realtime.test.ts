/**
 * Client socket events reach a handler only in their exact shape (socket-guard.ts drops the rest): a
 * hostile client's hand acknowledgements with other types, sizes or extra arguments are refused here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientEventSchemas } from './realtime.js';

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
