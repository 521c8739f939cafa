/** The picture of a game mode: a domino tile, a card fan, or the suit that marks the spades mode. */
import type { GameMap, GameModeId } from '@cardroom/protocol';
import { Icon } from './Icon.js';
import { SuitIcon } from './Suit.js';

export function ModeIcon({
  entry,
  size = 28,
}: {
  entry: { map: GameMap; game_mode: GameModeId };
  size?: number;
}) {
  if (entry.map === 'dominoes') return <Icon name="domino" size={size} />;
  if (entry.map === 'solitaire') return <Icon name="cards" size={size} />;
  const suit =
    entry.game_mode === 'heartsonfire' ? 'hearts' : entry.game_mode === 'clubhouse' ? 'clubs' : 'spades';
  return <SuitIcon suit={suit} size={size} />;
}
