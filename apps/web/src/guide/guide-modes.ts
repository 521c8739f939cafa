/** The game modes with a How-to-play guide (spec §2), and which mode-picker entry each belongs to. */
import type { GameMap, GameModeId } from '@cardroom/protocol';

export const GUIDE_MODES = [
  'classic',
  'deuceshigh',
  'heartsonfire',
  'clubhouse',
  'tilesonfire',
  'drawdominoes',
  'klondike',
] as const;

export type GuideMode = (typeof GUIDE_MODES)[number];

/** The i18n key of each guide mode's name and description (the mode picker's texts). */
export const GUIDE_MODE_KEY = {
  classic: 'modes.spades.classic',
  deuceshigh: 'modes.spades.deuceshigh',
  heartsonfire: 'modes.spades.heartsonfire',
  clubhouse: 'modes.spades.clubhouse',
  tilesonfire: 'modes.dominoes.tilesonfire',
  drawdominoes: 'modes.dominoes.classic',
  klondike: 'modes.solitaire.classic',
} as const satisfies Record<GuideMode, string>;

/** The guide for a map and mode pair: the four Spades modes, both Dominoes games and Klondike. */
export function guideModeFor(entry: { map: GameMap; game_mode: GameModeId }): GuideMode | null {
  if (entry.map === 'spades')
    return (GUIDE_MODES as readonly string[]).includes(entry.game_mode)
      ? (entry.game_mode as GuideMode)
      : null;
  if (entry.map === 'dominoes' && entry.game_mode === 'tilesonfire') return 'tilesonfire';
  if (entry.map === 'dominoes' && entry.game_mode === 'classic') return 'drawdominoes';
  if (entry.map === 'solitaire') return 'klondike';
  return null;
}
