/**
 * A Dominoes action on the wire: exactly the engine's DominoesAction (a tile played on an end, a draw, a
 * pass; `auto` when the server moved for the seat, the client's `requestId` when it sent one), as a dominoes
 * table's moves log stores it and a replay sends it. Plain `z.object`s, so a field the log holds but the
 * protocol does not name never leaves the server. dominoes-actions.test.ts pins the schema to the engine's
 * type in both directions.
 */
import { z } from 'zod';
import { dominoesEndSchema, dominoTileSchema } from './dominoes.js';

const MAX_SEATS = 4;

const seat = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);
/** Set when the server moved for the seat (a bot, a person out of time). */
const auto = z.boolean().optional();
/** Kept in the replay: the engine remembers the last action with it, so the re-dealt state matches exactly. */
const requestId = z.string().optional();

export const dominoesActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('play'),
    seat,
    tile: dominoTileSchema,
    end: dominoesEndSchema,
    auto,
    requestId,
  }),
  z.object({ type: z.literal('draw'), seat, auto, requestId }),
  z.object({ type: z.literal('pass'), seat, auto, requestId }),
]);

export type DominoesWireAction = z.output<typeof dominoesActionSchema>;
