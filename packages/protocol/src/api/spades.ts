/**
 * Spec §7 Game calls of the spades table: bids, plays, loading, tutorial, open tables, prize pools and
 * reactions. All need a bearer token. The server is authoritative: where the client sends gameData, only
 * its game_id is read (see gameRefSchema), and an illegal move is refused with its rule code.
 */
import { z } from 'zod';
import {
  bidSchema,
  cardSchema,
  clientSeedSchema,
  finishedGameSchema,
  gameDataSchema,
  openGameSchema,
  playerDataSchema,
  playerReactionSchema,
  prizePoolEntrySchema,
  prizePoolSchema,
  SPADES_MODE_IDS,
  userDataSchema,
} from '../entities.js';
import { idSchema, singleLineText } from '../validation.js';
import { defineCall, emptyBody, indexCalls, successResponse } from './define.js';
import { gameRefSchema, gameStateResponse, okResponse, sessionResponse, userDataResponse } from './shared.js';

export const SPADES_CALL_LIST = [
  defineCall({
    id: 'spadesExitTutorial',
    method: 'POST',
    path: '/game/spades/exit-tutorial',
    auth: 'bearer',
    summary: 'Leave the spades tutorial and mark it done.',
    body: emptyBody,
    response: sessionResponse,
  }),
  defineCall({
    id: 'spadesValid',
    method: 'POST',
    path: '/game/spades/valid',
    auth: 'bearer',
    summary: 'Check a card without playing it; an illegal card is refused with its rule code.',
    body: z.strictObject({ playCard: cardSchema, gameData: gameRefSchema }),
    response: okResponse,
  }),
  defineCall({
    id: 'spadesPlay',
    method: 'POST',
    path: '/game/play-spades',
    auth: 'bearer',
    summary: 'Play a card from the caller’s hand.',
    body: z.strictObject({ gameData: gameRefSchema, cardData: cardSchema }),
    response: gameStateResponse,
  }),
  defineCall({
    id: 'spadesSetBid',
    method: 'POST',
    path: '/game/set-bid',
    auth: 'bearer',
    summary:
      "Bid in the caller's current game: 0 is nil. firestorm is Hearts on Fire's declaration; blind " +
      'asks for blind nil (bid 0, side trailing by 100+); autoBid lets the bot bid for the caller.',
    body: z.strictObject({
      bid: bidSchema,
      firestorm: z.boolean().default(false),
      autoBid: z.boolean().default(false),
      blind: z.boolean().default(false),
    }),
    response: gameStateResponse,
  }),
  defineCall({
    id: 'spadesSee',
    method: 'POST',
    path: '/game/spades/see',
    auth: 'bearer',
    summary:
      'A seat offered blind nil chooses to see its cards (rules.md: blind nil is blind); allowed at any time ' +
      'during bidding, not only on its turn. After seeing, blind nil is no longer offered this hand.',
    body: emptyBody,
    response: gameStateResponse,
  }),
  defineCall({
    id: 'spadesAuto',
    method: 'POST',
    path: '/game/spades/auto',
    auth: 'bearer',
    summary: "Let the bot make the caller's current move (timeout or the auto button).",
    body: z.strictObject({ gameData: gameRefSchema }),
    response: gameStateResponse,
  }),
  defineCall({
    id: 'spadesFinish',
    method: 'POST',
    path: '/game/spades/finish',
    auth: 'bearer',
    summary: "Settle the caller's finished game: rewards and progression are credited.",
    body: emptyBody,
    response: successResponse({
      gameData: gameDataSchema,
      playerData: playerDataSchema,
      userData: userDataSchema,
    }),
  }),
  defineCall({
    id: 'spadesEnd',
    method: 'POST',
    path: '/game/spades/end',
    auth: 'bearer',
    summary: 'Close the hand after its 13th trick and score it; hasFinished is true once the game is over.',
    body: z.strictObject({ gameData: gameRefSchema }),
    response: gameStateResponse,
  }),
  defineCall({
    id: 'spadesLoad',
    method: 'GET',
    path: '/game/spades/load',
    auth: 'bearer',
    summary: "The caller's current spades game; USER_NOT_IN_GAME when there is none.",
    response: gameStateResponse,
  }),
  defineCall({
    id: 'spadesLoadFinal',
    method: 'GET',
    path: '/game/spades/load/final',
    auth: 'bearer',
    summary: "The caller's last finished spades game with its outcome (game over screen).",
    response: successResponse({ finishedGame: finishedGameSchema }),
  }),
  defineCall({
    id: 'spadesLoadPlayers',
    method: 'POST',
    path: '/game/spades/load/player',
    auth: 'bearer',
    summary: "Public data of the listed players at the caller's table (never their hands).",
    body: z.strictObject({ playerList: z.array(idSchema).min(1).max(4) }),
    response: successResponse({ players: z.array(playerDataSchema) }),
  }),
  defineCall({
    id: 'spadesReset',
    method: 'POST',
    path: '/game/spades/reset',
    auth: 'bearer',
    summary: "Forget the caller's finished or abandoned spades game so a new one can start.",
    body: emptyBody,
    response: okResponse,
  }),
  defineCall({
    id: 'spadesSearch',
    method: 'POST',
    path: '/game/spades/search/:param',
    auth: 'bearer',
    summary: 'Open spades tables of one game mode (:param) with their seats, entry fee and reward.',
    params: z.strictObject({ param: z.enum(SPADES_MODE_IDS) }),
    body: emptyBody,
    response: successResponse({ games: z.array(openGameSchema) }),
  }),
  defineCall({
    id: 'spadesJoinPrizePool',
    method: 'POST',
    path: '/game/spades/join-prize-pool',
    auth: 'bearer',
    summary:
      "Enter a prize pool, paying its entry fee; ticket_id is the entry. clientSeed is the entrant's seed for the pool's table (rules.md: the players').",
    body: z.strictObject({ prizepool_id: idSchema, clientSeed: clientSeedSchema.optional() }),
    response: successResponse({ ticket_id: idSchema, userData: userDataSchema }),
  }),
  defineCall({
    id: 'spadesLeavePrizePool',
    method: 'POST',
    path: '/game/spades/leave-prize-pool',
    auth: 'bearer',
    summary: 'Leave the prize pool the caller entered before it starts; the entry fee is refunded.',
    body: emptyBody,
    response: userDataResponse,
  }),
  defineCall({
    id: 'spadesGetPrizePools',
    method: 'GET',
    path: '/game/spades/get-prize-pools',
    auth: 'bearer',
    summary: "Prize pools open for entry, and the caller's own latest entries with their results.",
    response: successResponse({
      prizePools: z.array(prizePoolSchema),
      myEntries: z.array(prizePoolEntrySchema),
    }),
  }),
  defineCall({
    id: 'spadesReaction',
    method: 'POST',
    path: '/game/spades/reaction',
    auth: 'bearer',
    summary: "Send a reaction to the caller's table; it is shown over the caller's avatar.",
    body: z.strictObject({ reaction: singleLineText(z.string().trim().min(1).max(32)) }),
    response: successResponse({ reaction: playerReactionSchema }),
  }),
] as const;

export const SPADES_CALLS = indexCalls(SPADES_CALL_LIST);
