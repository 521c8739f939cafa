/**
 * A Klondike action on the wire: exactly the engine's KlondikeAction (server-stamped `atMs`, the client's
 * `requestId` when it sent one), as a solitaire table's moves log stores it and a replay sends it. Plain
 * `z.object`s like the view's, so a field the log holds but the protocol does not name never leaves the
 * server. klondike-actions.test.ts pins the schema to the engine's type in both directions.
 */
import { SUITS } from '@cardroom/engine';
import { z } from 'zod';

const CARDS_PER_SUIT = 13;
const atMs = z.number().nonnegative();
/** Kept in the replay: the engine remembers the last action with it, so the re-dealt state matches exactly. */
const requestId = z.string().optional();

const tableauIndex = z.literal([0, 1, 2, 3, 4, 5, 6]);

export const klondikeLoggedPileSchema = z.discriminatedUnion('pile', [
  z.object({ pile: z.literal('waste') }),
  z.object({ pile: z.literal('tableau'), index: tableauIndex }),
  z.object({ pile: z.literal('foundation'), suit: z.enum(SUITS) }),
]);

const timed = <T extends string>(type: T) => z.object({ type: z.literal(type), atMs, requestId });

export const klondikeActionSchema = z.discriminatedUnion('type', [
  timed('draw'),
  timed('recycle'),
  z.object({
    type: z.literal('move'),
    from: klondikeLoggedPileSchema,
    to: klondikeLoggedPileSchema,
    /** A run from a tableau column (at most a king down to an ace); otherwise 1. */
    count: z.number().int().min(1).max(CARDS_PER_SUIT),
    atMs,
    requestId,
  }),
  timed('undo'),
  timed('hint'),
  timed('resign'),
]);

export type KlondikeWireAction = z.output<typeof klondikeActionSchema>;
