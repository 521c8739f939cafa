/**
 * Dominoes at the table (issue 13): a move names the action only; the server fills the caller's seat. Tables
 * are created and found through the generic calls (gameCreate, gameSearch) with map 'dominoes' and `seats`.
 */
import { z } from 'zod';
import { gameDataSchema, playerDataSchema } from '../entities.js';
import { dominoesIntentSchema } from '../views/dominoes.js';
import { defineCall, successResponse } from './define.js';
import { requestIdSchema } from './game.js';
import { gameRefSchema } from './shared.js';

export const DOMINOES_CALL_LIST = [
  defineCall({
    id: 'dominoesMove',
    method: 'POST',
    path: '/game/dominoes/move',
    auth: 'bearer',
    summary:
      'An action in the caller’s current dominoes game (play a tile on an end, draw from the boneyard, pass) ' +
      'for the seat the caller holds; answers the new table.',
    body: z.strictObject({
      gameData: gameRefSchema,
      action: dominoesIntentSchema,
      /** The client's name for this request (kept when it resends it): a resent draw applies once. */
      requestId: requestIdSchema.optional(),
    }),
    response: successResponse({ gameData: gameDataSchema, playerData: playerDataSchema }),
  }),
] as const;
