/** Reply shapes and payload parts that several areas share, so equal things have one definition. */
import { z } from 'zod';
import { gameDataSchema, playerDataSchema, userDataSchema } from '../entities.js';
import { idSchema } from '../validation.js';
import { successResponse } from './define.js';

/** A signed JWT access token; its session id lets the server revoke it at once. */
export const accessTokenSchema = z.string().min(1);

/** A plain acknowledgement; `message` is shown in the snackbar when the client wants to say something. */
export const okResponse = successResponse({});
export const messageResponse = successResponse({ message: z.string() });

/** Login-type replies: the client stores both (spec §7). */
export const sessionFields = { accessToken: accessTokenSchema, userData: userDataSchema };
export const sessionResponse = successResponse(sessionFields);

/** Entering a game charges coins and may mint a token with the game in it, so it returns all four. */
export const gameSessionResponse = successResponse({
  gameData: gameDataSchema,
  playerData: playerDataSchema,
  ...sessionFields,
});

/** A move or a table change returns the table and the caller's own seat. */
export const gameStateResponse = successResponse({ gameData: gameDataSchema, playerData: playerDataSchema });

export const userDataResponse = successResponse({ userData: userDataSchema });

/**
 * The client echoes its whole stored gameData back in several spades calls (spec §7). The server is
 * authoritative and reads only game_id; the rest is dropped here (a plain, non-strict object), so a stale
 * or edited copy can neither fail the request nor influence it.
 */
export const gameRefSchema = z.object({ game_id: idSchema });
