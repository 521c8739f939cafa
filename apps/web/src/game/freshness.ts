/**
 * Which table state wins. Realtime events carry a version that only grows; HTTP replies do not, so both
 * are also compared by the engine's move counter (`view.moves`), which grows with every accepted action.
 * A stale copy — an event overtaken by a reply, or a reply overtaken by bot moves — is dropped.
 */
import type { GameData } from '@cardroom/protocol';

export interface HeldState {
  gameData: GameData | null;
  /** The version of the last applied realtime event for this game (0 before any). */
  version: number;
  /** The game the user left or reset: late events for it are ignored. */
  closedGameId: string | null;
}

export function movesOf(gameData: GameData | null): number {
  return gameData?.view?.moves ?? -1;
}

/**
 * How far a table has gone. Spades counts its moves; a Klondike undo takes a move back off its count, so a
 * Klondike table goes by its clock (the server's time of the latest action, which never goes back).
 */
function progressOf(gameData: GameData): number {
  const view = gameData.view;
  return view?.game === 'klondike' ? view.elapsedMs : movesOf(gameData);
}

function notOlder(current: GameData, incoming: GameData): boolean {
  if (current.hasFinished && !incoming.hasFinished) return false;
  return progressOf(incoming) >= progressOf(current);
}

/** A realtime `game:state` event: newer version of the same game, or another game not just closed. */
export function acceptsEvent(held: HeldState, version: number, incoming: GameData): boolean {
  if (incoming.game_id === held.closedGameId) return false;
  const current = held.gameData;
  if (!current || current.game_id !== incoming.game_id) return true;
  return version > held.version && notOlder(current, incoming);
}

/** An HTTP reply the user asked for: another game always; the same game unless it is behind. */
export function acceptsReply(held: HeldState, incoming: GameData): boolean {
  const current = held.gameData;
  if (!current || current.game_id !== incoming.game_id) return true;
  return notOlder(current, incoming);
}
