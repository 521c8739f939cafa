/**
 * Spec §7 Game calls that are not spades-specific: creating, joining, finding, loading and leaving games,
 * solitaire, the leaderboard, friendly-game sharing and a finished game's replay. All need a bearer token
 * except create-guest.
 */
import { z } from 'zod';
import {
  clientSeedSchema,
  friendlyGameShareSchema,
  gameDataSchema,
  gameMapSchema,
  gameModeIdSchema,
  gameTypeSchema,
  isModeOfMap,
  LEADERBOARD_SCOPES,
  leaderboardDataSchema,
  PLAY_TIERS,
  playerDataSchema,
} from '../entities.js';
import { gameReplaySchema } from '../replay.js';
import { idSchema, localeSchema, platformSchema, singleLineText } from '../validation.js';
import { klondikeIntentSchema, klondikeSuggestionSchema } from '../views/klondike.js';
import { defineCall, emptyBody, indexCalls, successResponse } from './define.js';
import { gameRefSchema, gameSessionResponse, gameStateResponse, sessionResponse } from './shared.js';

/** A client-made request name (a UUID fits). */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A request id is 1 to 64 letters, digits, _ or -.');

export const MODE_NOT_IN_MAP_MESSAGE = 'This game mode is not available for this game.';

const modeMatchesMap = (value: {
  map: z.infer<typeof gameMapSchema>;
  game_mode: z.infer<typeof gameModeIdSchema>;
}) => isModeOfMap(value.map, value.game_mode);

/** Seats a dominoes table may have (engine DOMINOES_MIN_SEATS..DOMINOES_MAX_SEATS); absent: 4. */
export const DOMINOES_SEAT_COUNTS = [2, 3, 4] as const;
/** Seat counts matchmaking pairs people at (a 3-seat table is created with bots, or by a friend's link). */
export const DOMINOES_SEARCH_SEAT_COUNTS = [2, 4] as const;

export const SEATS_NOT_IN_MAP_MESSAGE = 'Only a dominoes table chooses its number of seats.';

/** Only dominoes tables choose their seat count; every other map seats what its game needs. */
const seatsMatchMap = (value: { map: z.infer<typeof gameMapSchema>; seats?: number | undefined }) =>
  value.seats === undefined || value.map === 'dominoes';

/** type, game_mode and map, with the mode checked against the map (rules.md's pairs). */
export const newGameBody = z
  .strictObject({
    type: gameTypeSchema,
    game_mode: gameModeIdSchema,
    map: gameMapSchema,
    /** Quick play (rules.md): one hand decides the game instead of a match to 500. */
    quick: z.boolean().optional(),
    /** The caller's client seed for this table (rules.md: the players'; the app makes one per table). */
    clientSeed: clientSeedSchema.optional(),
    /** Seats at a dominoes table (2, 3 or 4; absent: 4); no other map takes it. */
    seats: z.literal(DOMINOES_SEAT_COUNTS).optional(),
  })
  .refine(modeMatchesMap, { message: MODE_NOT_IN_MAP_MESSAGE, path: ['game_mode'] })
  .refine(seatsMatchMap, { message: SEATS_NOT_IN_MAP_MESSAGE, path: ['seats'] });

export const GAME_CALL_LIST = [
  defineCall({
    id: 'gameCreate',
    method: 'POST',
    path: '/game/create',
    auth: 'bearer',
    summary: 'Create a game and seat the caller; charges the entry cost in coins (150 for vs, else 100).',
    body: newGameBody,
    response: gameSessionResponse,
  }),
  defineCall({
    id: 'gameCreateFriendly',
    method: 'POST',
    path: '/game/create-friendly',
    auth: 'bearer',
    summary: 'Create a friendly game to share by link or QR code; gameToken is its invitation token.',
    body: newGameBody,
    response: successResponse({
      gameToken: singleLineText(z.string().min(1).max(4096)),
      gameData: gameDataSchema,
      playerData: playerDataSchema,
    }),
  }),
  defineCall({
    id: 'gameJoinFriendly',
    method: 'POST',
    path: '/game/join-friendly',
    auth: 'bearer',
    summary: 'Take a seat in a friendly game someone shared.',
    body: z.strictObject({
      game_id: idSchema,
      locale: localeSchema.optional(),
      platform: platformSchema.optional(),
      clientSeed: clientSeedSchema.optional(),
    }),
    response: gameSessionResponse,
  }),
  defineCall({
    id: 'gameCreateGuest',
    method: 'POST',
    path: '/game/create-guest',
    auth: 'none',
    summary: 'Create a guest account (ROLE_GUEST) and a game for it; returns the guest session too.',
    body: newGameBody,
    response: gameSessionResponse,
  }),
  defineCall({
    id: 'gameExit',
    method: 'POST',
    path: '/game/exit',
    auth: 'bearer',
    summary: 'Leave the current game (a bot takes the seat); returns the updated user and a fresh token.',
    body: emptyBody,
    response: sessionResponse,
  }),
  defineCall({
    id: 'gameLoad',
    method: 'GET',
    path: '/game/load',
    auth: 'bearer',
    summary: "The caller's current game, or nulls when not in one (Continue in the side menu).",
    response: successResponse({
      gameData: gameDataSchema.nullable(),
      playerData: playerDataSchema.nullable(),
    }),
  }),
  defineCall({
    id: 'gameSearch',
    method: 'POST',
    path: '/game/search',
    auth: 'bearer',
    summary: 'Matchmaking: seat the caller at an open vs table of this mode and tier, or open a new one.',
    body: z
      .strictObject({
        game_mode: gameModeIdSchema,
        type: z.literal('vs'),
        map: gameMapSchema,
        platform: platformSchema.optional(),
        locale: localeSchema.optional(),
        tier: z.enum(PLAY_TIERS).default('free'),
        clientSeed: clientSeedSchema.optional(),
        /** A dominoes table of 2 or 4 seats (absent: 4); only tables of that seat count are matched. */
        seats: z.literal(DOMINOES_SEARCH_SEAT_COUNTS).optional(),
      })
      .refine(modeMatchesMap, { message: MODE_NOT_IN_MAP_MESSAGE, path: ['game_mode'] })
      .refine(seatsMatchMap, { message: SEATS_NOT_IN_MAP_MESSAGE, path: ['seats'] }),
    response: gameSessionResponse,
  }),
  defineCall({
    id: 'gameSetSeed',
    method: 'POST',
    path: '/game/seed',
    auth: 'bearer',
    summary:
      "Change the caller's client seed at their waiting table (rules.md: the players' seed, changeable " +
      'before the deal); GAME_ALREADY_STARTED once dealt.',
    body: z.strictObject({ clientSeed: clientSeedSchema }),
    response: gameStateResponse,
  }),
  defineCall({
    id: 'gameAddBot',
    method: 'POST',
    path: '/game/add-bot',
    auth: 'bearer',
    summary: "Fill an empty seat of the caller's waiting table with a bot (never in cash or prize games).",
    body: emptyBody,
    response: gameStateResponse,
  }),
  defineCall({
    id: 'solitaireCreate',
    method: 'POST',
    path: '/game/solitaire/create',
    auth: 'bearer',
    summary:
      'Deal a new Klondike game (free play, no coins) for the caller from the fair shuffle and seat them ' +
      'alone; draw 1 or 3 and standard or Vegas scoring (default draw 1, standard).',
    body: z.strictObject({
      map: z.literal('solitaire'),
      draw: z.literal([1, 3]).optional(),
      scoring: z.enum(['standard', 'vegas']).optional(),
      /** The caller's client seed for this deal (rules.md: the player's); absent: the default seed. */
      clientSeed: clientSeedSchema.optional(),
    }),
    response: gameSessionResponse,
  }),
  defineCall({
    id: 'solitaireMove',
    method: 'POST',
    path: '/game/solitaire/move',
    auth: 'bearer',
    summary:
      'An action in the caller’s current Klondike game (draw, recycle, move, undo, hint, resign, ' +
      'autoComplete), timed by the server; answers the new table, and for a hint the suggested action ' +
      '(null: no move leads anywhere).',
    body: z.strictObject({
      gameData: gameRefSchema,
      action: klondikeIntentSchema,
      /**
       * The client's name for this request (kept when it resends it): a resent draw or undo whose first copy
       * was accepted answers the table instead of applying twice.
       */
      requestId: requestIdSchema.optional(),
    }),
    response: successResponse({
      gameData: gameDataSchema,
      playerData: playerDataSchema,
      hint: klondikeSuggestionSchema.nullable().optional(),
    }),
  }),
  defineCall({
    id: 'gameLeaderboard',
    method: 'GET',
    path: '/game/leaderboard',
    auth: 'bearer',
    summary: "Ranks for one game and period, with the caller's own row and position.",
    query: z.strictObject({
      map: gameMapSchema.default('spades'),
      scope: z.enum(LEADERBOARD_SCOPES).default('all'),
    }),
    response: successResponse(leaderboardDataSchema.shape),
  }),
  defineCall({
    id: 'gameGenerateQr',
    method: 'GET',
    path: '/game/generate-qr',
    auth: 'bearer',
    summary: "Share link and QR code of the caller's current friendly game.",
    response: successResponse(friendlyGameShareSchema.shape),
  }),
  defineCall({
    id: 'gameReplay',
    method: 'GET',
    path: '/game/replay',
    auth: 'bearer',
    summary:
      "A finished game's replay: its revealed seeds, seats and every logged move, to deal again and apply " +
      'through the engine; GAME_NOT_FINISHED while it is played (the log would show every hand).',
    // Game ids are UUIDs; anything else is refused here rather than reaching the database's uuid column.
    query: z.strictObject({ game_id: z.string().trim().pipe(z.guid('A game id is a UUID.')) }),
    response: successResponse({ replay: gameReplaySchema }),
  }),
] as const;

export const GAME_CALLS = indexCalls(GAME_CALL_LIST);
