/**
 * The spades table's server calls (spec §7) and their state changes (spec §4): opening a table of each
 * kind with the coin check, joining a friendly game, bids and plays, finishing, playing again, the
 * tutorial's exit, reactions, chat, bots and the share link. Rules stay in @cardroom/engine.
 */
import {
  type Card,
  playRefusal,
  SPADES_ERROR_MESSAGES,
  type SpadesErrorCode,
  type SpadesView,
} from '@cardroom/engine';
import {
  type FriendlyGameShare,
  type GameData,
  type GameMode,
  type GameType,
  gameCostFor,
  isGuest,
  type Locale,
  SUPPORTED_LOCALES,
} from '@cardroom/protocol';
import { isApiError } from '../api/errors.js';
import { request } from '../api/request.js';
import { feedbackFor } from '../audio/sfx.js';
import { i18n } from '../i18n/index.js';
import { localizeServerError } from '../i18n/server-errors.js';
import {
  chatLoaded,
  chatReceived,
  coinErrorSet,
  gameLoaded,
  gameReset,
  gameTokenSet,
  lastKindSet,
  type PlayKind,
  reactionReceived,
} from '../store/game-slice.js';
import type { AppThunk } from '../store/index.js';
import { sessionStarted, userUpdated } from '../store/session-slice.js';
import { errorShown, messageShown } from '../store/ui-slice.js';
import { toProtocolCard } from './cards.js';
import { newClientSeed } from './client-seed.js';

const KIND_TYPE: Record<PlayKind, GameType> = {
  bots: 'bots',
  guest: 'bots',
  vs: 'vs',
  friendly: 'vs',
  tutorial: 'tutorial',
};

/** Coins a kind of table costs to enter (spec §9); the tutorial is free. */
export function costOf(kind: PlayKind): number {
  return kind === 'tutorial' ? 0 : gameCostFor(KIND_TYPE[kind]);
}

function locale(): Locale | undefined {
  const language = i18n.language.slice(0, 2);
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
}

/** Spec §4 not enough coins: the coin-error flag, the invalid sound and the error vibration. */
export function notEnoughCoins(cost: number, message?: string): AppThunk {
  return (dispatch, getState) => {
    dispatch(coinErrorSet(true));
    feedbackFor(getState().settings).invalid();
    if (message !== undefined) dispatch(errorShown(message || i18n.t('lobby.notEnoughCoins', { cost })));
  };
}

/** The game a table is opened for: the chosen spades mode unless a game's own lobby names another. */
export interface TableTarget {
  map: 'spades' | 'dominoes';
  game_mode: GameMode['game_mode'];
  /** Seats at the table, for games with a choice (dominoes: 2 or 4; search matches only those). */
  seats?: 2 | 4;
}

/** Opens a table of the chosen game and mode; resolves true when the user is seated. */
export function openTable(kind: PlayKind, target?: TableTarget): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { gameMode, quickPlay } = getState().game;
    const { user, accessToken } = getState().session;
    const { map, game_mode, seats } = target ?? { map: 'spades' as const, game_mode: gameMode.game_mode };
    const cost = costOf(kind);
    const quick = quickPlay && (kind === 'bots' || kind === 'friendly') ? { quick: true } : {};
    // A new seed of the player's own for every table (rules.md); they may change it until the deal.
    const clientSeed = newClientSeed();
    const seated = seats === undefined ? {} : { seats };
    const body = { type: KIND_TYPE[kind], game_mode, map, clientSeed, ...quick, ...seated };
    const onError = (error: unknown) => {
      if (isApiError(error) && error.code === 'NOT_ENOUGH_COINS') dispatch(notEnoughCoins(cost));
    };
    if (kind === 'guest' || !accessToken) {
      const reply = await dispatch(request('gameCreateGuest', { body }, { onError }));
      if (!reply) return false;
      dispatch(sessionStarted(reply));
      dispatch(gameLoaded(reply));
      dispatch(lastKindSet('guest'));
      return true;
    }
    if (user && user.coins < cost) {
      dispatch(notEnoughCoins(cost, ''));
      return false;
    }
    dispatch(coinErrorSet(false));
    if (kind === 'friendly') {
      const reply = await dispatch(request('gameCreateFriendly', { body }, { onError }));
      if (!reply) return false;
      dispatch(gameLoaded(reply));
      dispatch(gameTokenSet(reply.gameToken));
      dispatch(lastKindSet(kind));
      return true;
    }
    const reply =
      kind === 'vs'
        ? await dispatch(
            request(
              'gameSearch',
              {
                body: {
                  game_mode,
                  type: 'vs',
                  map,
                  ...seated,
                  tier: 'free',
                  platform: 'web',
                  locale: locale(),
                  clientSeed,
                },
              },
              { onError, fallback: i18n.t('lobby.searchFailed') },
            ),
          )
        : await dispatch(request('gameCreate', { body }, { onError }));
    if (!reply) return false;
    dispatch(sessionStarted(reply));
    dispatch(gameLoaded(reply));
    dispatch(lastKindSet(kind));
    return true;
  };
}

/** Takes a seat in a shared friendly game (`/game?join=<id>`). */
export function joinFriendly(gameId: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(
      request('gameJoinFriendly', {
        body: { game_id: gameId, platform: 'web', locale: locale(), clientSeed: newClientSeed() },
      }),
    );
    if (!reply) return false;
    dispatch(sessionStarted(reply));
    dispatch(gameLoaded(reply));
    dispatch(lastKindSet('friendly'));
    return true;
  };
}

/** GET /game/load in the background: the table in progress, or none (a table left elsewhere is reset). */
export function loadTable(): AppThunk<Promise<'done' | 'failed'>> {
  return async (dispatch, getState) => {
    const reply = await dispatch(request('gameLoad', {}, { silent: true, loading: false }));
    if (!reply) return 'failed';
    if (reply.gameData) dispatch(gameLoaded({ gameData: reply.gameData, playerData: reply.playerData }));
    else if (getState().game.gameData) dispatch(gameReset());
    return 'done';
  };
}

/** The engine's reason a card may not be played now, in the interface language; null when it may. */
export function refusalText(view: SpadesView, card: Card): string | null {
  let code: SpadesErrorCode | null = null;
  if (view.phase !== 'playing') code = 'WRONG_PHASE';
  else if (view.turn !== view.seat) code = 'NOT_YOUR_TURN';
  else code = playRefusal(view.myHand, card, view.trick, view.spadesBroken, view.mode);
  return code ? localizeServerError(code, SPADES_ERROR_MESSAGES[code], i18n.language) : null;
}

export function playCard(game: GameData, view: SpadesView, card: Card): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const refusal = refusalText(view, card);
    if (refusal) {
      feedbackFor(getState().settings).invalid();
      dispatch(errorShown(refusal));
      return false;
    }
    const reply = await dispatch(
      request(
        'spadesPlay',
        { body: { gameData: { game_id: game.game_id }, cardData: toProtocolCard(card) } },
        { loading: false },
      ),
    );
    if (reply) dispatch(gameLoaded(reply));
    return reply !== null;
  };
}

export interface BidChoice {
  bid: number;
  blind?: boolean;
  firestorm?: boolean;
  autoBid?: boolean;
}

export function placeBid(choice: BidChoice): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(
      request(
        'spadesSetBid',
        {
          body: {
            bid: choice.bid,
            blind: choice.blind ?? false,
            firestorm: choice.firestorm ?? false,
            autoBid: choice.autoBid ?? false,
          },
        },
        { loading: false },
      ),
    );
    if (reply) dispatch(gameLoaded(reply));
    return reply !== null;
  };
}

/** The blind nil choice's "See cards": the reply is the first to hold the caller's hand (rules.md). */
export function seeCards(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(request('spadesSee', { body: {} }, { loading: false }));
    if (reply) dispatch(gameLoaded(reply));
    return reply !== null;
  };
}

/** Lets the bot make the current move for the caller (the Auto button). */
export function autoMove(game: GameData): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const reply = await dispatch(
      request('spadesAuto', { body: { gameData: { game_id: game.game_id } } }, { loading: false }),
    );
    if (reply) dispatch(gameLoaded(reply));
  };
}

/** Settles the finished game: the fresh user (new coin balance) and the table with its outcome. */
export function finishGame(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(request('spadesFinish', { body: {} }, { loading: false }));
    if (!reply) return false;
    dispatch(userUpdated(reply.userData));
    dispatch(gameLoaded(reply));
    return true;
  };
}

/** Forgets the finished table on the server and here. */
export function leaveFinished(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(request('spadesReset', { body: {} }, { silent: true }));
    dispatch(gameReset());
  };
}

/** Play again: the same kind of table in the same mode (a guest gets a new guest table). */
export function playAgain(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { lastKind, gameData } = getState().game;
    const user = getState().session.user;
    const fromType: PlayKind =
      gameData?.type === 'vs' ? 'vs' : gameData?.type === 'tutorial' ? 'tutorial' : 'bots';
    let kind: PlayKind = lastKind ?? fromType;
    if (!user || isGuest(user)) kind = 'guest';
    else if (kind === 'guest') kind = 'bots';
    await dispatch(leaveFinished());
    return dispatch(openTable(kind));
  };
}

export function exitTutorial(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const reply = await dispatch(request('spadesExitTutorial', { body: {} }));
    if (reply) dispatch(sessionStarted(reply));
    dispatch(gameReset());
  };
}

export function sendReaction(reaction: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const reply = await dispatch(request('spadesReaction', { body: { reaction } }, { loading: false }));
    if (reply) dispatch(reactionReceived(reply.reaction));
  };
}

export function loadChat(gameId: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const reply = await dispatch(
      request('userChatGet', { params: { id: gameId } }, { silent: true, loading: false }),
    );
    if (reply) dispatch(chatLoaded(reply.messages));
  };
}

export function sendChat(gameId: string, message: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(
      request(
        'userChatSend',
        { params: { id: gameId }, body: { message, locale: locale() } },
        { loading: false, fallback: i18n.t('chat.sendFailed') },
      ),
    );
    if (reply) dispatch(chatReceived(reply.chatMessage));
    return reply !== null;
  };
}

/** Changes the caller's client seed at their waiting table (refused once dealt); true when saved. */
export function changeClientSeed(clientSeed: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(request('gameSetSeed', { body: { clientSeed } }, { loading: false }));
    if (reply) {
      dispatch(gameLoaded(reply));
      dispatch(messageShown(i18n.t('waiting.seedSaved')));
    }
    return reply !== null;
  };
}

export function addBot(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const reply = await dispatch(request('gameAddBot', { body: {} }));
    if (reply) dispatch(gameLoaded(reply));
  };
}

export function loadShare(): AppThunk<Promise<FriendlyGameShare | null>> {
  return async (dispatch) =>
    dispatch(request('gameGenerateQr', {}, { loading: false, fallback: i18n.t('share.qrFailed') }));
}
