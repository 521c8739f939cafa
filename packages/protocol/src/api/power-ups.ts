/**
 * Power-ups (issue 14): packs bought with gold in the store, kept as a count per kind, and spent one at a time
 * at a free-play table on the caller's turn. "Bot's advice" answers the move the house bot would make from the
 * caller's own view, so it shows nothing the caller could not see; "Extra time" adds to the caller's turn
 * clock. Never in ranked, prize-pool or contest play.
 */
import { z } from 'zod';
import { userDataSchema } from '../entities.js';
import { amountSchema } from '../game-entities.js';
import { idSchema, isoDateTimeSchema } from '../validation.js';
import { dominoesActionSchema } from '../views/dominoes-actions.js';
import { spadesActionSchema } from '../views/spades-actions.js';
import { defineCall, successResponse } from './define.js';

export const POWER_UP_IDS = ['advice', 'extra-time'] as const;

/** What one "Extra time" adds to the caller's turn clock, and the most the clock may then show. */
export const EXTRA_TIME_SECONDS = 30;
export const EXTRA_TIME_MAX_CLOCK_SECONDS = 60;
export type PowerUpId = (typeof POWER_UP_IDS)[number];

/** A pack of one power-up and its price in a currency of the game. */
export const powerUpPackSchema = z.object({
  pack_id: z.string(),
  count: z.number().int().positive(),
  price: amountSchema,
});

export const powerUpSchema = z.object({
  power_up_id: z.enum(POWER_UP_IDS),
  name: z.string(),
  /** The games (maps) whose free-play tables take it. */
  games: z.array(z.string()),
  packs: z.array(powerUpPackSchema),
});
export type PowerUp = z.infer<typeof powerUpSchema>;

/** How many of each power-up the caller holds (a kind never bought is 0). */
export const powerUpStockSchema = z.record(z.enum(POWER_UP_IDS), z.number().int().nonnegative());
export type PowerUpStock = z.infer<typeof powerUpStockSchema>;

/** The bot's advice: an action of the table's game, for the caller's own seat. */
export const powerUpAdviceSchema = z.discriminatedUnion('map', [
  z.object({ map: z.literal('spades'), action: spadesActionSchema }),
  z.object({ map: z.literal('dominoes'), action: dominoesActionSchema }),
]);
export type PowerUpAdvice = z.infer<typeof powerUpAdviceSchema>;

export const POWER_UP_CALL_LIST = [
  defineCall({
    id: 'storePowerUps',
    method: 'GET',
    path: '/store/power-ups',
    auth: 'bearer',
    summary: 'The power-ups on sale, their packs and prices, and how many of each the caller holds.',
    response: successResponse({ power_ups: z.array(powerUpSchema), stock: powerUpStockSchema }),
  }),
  defineCall({
    id: 'storeBuyPowerUp',
    method: 'POST',
    path: '/store/buy-power-up',
    auth: 'bearer',
    summary: 'Buys a pack of power-ups with gold; `request_id` makes a retried tap buy it once.',
    body: z.strictObject({ pack_id: idSchema, request_id: z.uuid() }),
    response: successResponse({ stock: powerUpStockSchema, userData: userDataSchema }),
  }),
  defineCall({
    id: 'gameUsePowerUp',
    method: 'POST',
    path: '/game/use-power-up',
    auth: 'bearer',
    summary:
      "Spends one power-up at the caller's free-play table on their turn; a retried `request_id` is charged once.",
    body: z.strictObject({ game_id: idSchema, power_up_id: z.enum(POWER_UP_IDS), request_id: z.uuid() }),
    response: successResponse({
      stock: powerUpStockSchema,
      /** Bot's advice: the move for the caller's seat. */
      advice: powerUpAdviceSchema.optional(),
      /** Extra time: the caller's turn clock now ends here. */
      turnDeadline: isoDateTimeSchema.optional(),
    }),
  }),
] as const;
