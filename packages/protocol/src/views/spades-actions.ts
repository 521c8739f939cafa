/**
 * A Spades action on the wire: exactly the engine's SpadesAction (a bid, a card played, a seat offered blind
 * nil choosing to see its cards), as the moves log stores it and a replay sends it. Plain `z.object`s, so a
 * field the log holds but the protocol does not name never leaves the server. spades-actions.test.ts pins
 * the schema to the engine's type in both directions.
 */
import { MAX_BID, SEATS } from '@cardroom/engine';
import { z } from 'zod';
import { cardCodeSchema } from './spades.js';

const seat = z.literal(SEATS);
/** Set when the server moved for the seat (a bot, an away person, a turn timer that ran out). */
const auto = z.boolean().optional();

export const spadesActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bid'),
    seat,
    /** 0 is nil. */
    bid: z.number().int().min(0).max(MAX_BID),
    blind: z.boolean().optional(),
    firestorm: z.boolean().optional(),
    auto,
  }),
  z.object({ type: z.literal('play'), seat, card: cardCodeSchema, auto }),
  z.object({ type: z.literal('see'), seat, auto }),
]);

export type SpadesWireAction = z.output<typeof spadesActionSchema>;
