/** The mode picker's entries: every map and mode pair of rules.md, Deuces High (the default) first. */
import { DEFAULT_GAME_MODE, type GameMap, type GameMode, type GameModeId } from '@cardroom/protocol';
import { en } from '../i18n/en.js';

export const MODE_ENTRIES = [
  { map: 'spades', game_mode: 'deuceshigh', key: 'modes.spades.deuceshigh' },
  { map: 'spades', game_mode: 'classic', key: 'modes.spades.classic' },
  { map: 'spades', game_mode: 'heartsonfire', key: 'modes.spades.heartsonfire' },
  { map: 'spades', game_mode: 'clubhouse', key: 'modes.spades.clubhouse' },
  { map: 'solitaire', game_mode: 'classic', key: 'modes.solitaire.classic' },
  { map: 'dominoes', game_mode: 'classic', key: 'modes.dominoes.classic' },
  { map: 'dominoes', game_mode: 'tilesonfire', key: 'modes.dominoes.tilesonfire' },
] as const satisfies ReadonlyArray<{ map: GameMap; game_mode: GameModeId; key: string }>;

export type ModeEntry = (typeof MODE_ENTRIES)[number];

export function findEntry(mode: Pick<GameMode, 'map' | 'game_mode'>): ModeEntry {
  return (
    MODE_ENTRIES.find((entry) => entry.map === mode.map && entry.game_mode === mode.game_mode) ??
    MODE_ENTRIES[0]
  );
}

function englishText(entry: ModeEntry): { name: string; description: string } {
  const byMap = en.modes[entry.map] as Record<string, { name: string; description: string }>;
  return byMap[entry.game_mode] ?? { name: entry.game_mode, description: '' };
}

/** The game mode entity of spec §3 (name, map, game_mode, icon, description) for a picker entry. */
export function toGameMode(entry: ModeEntry): GameMode {
  if (entry.map === DEFAULT_GAME_MODE.map && entry.game_mode === DEFAULT_GAME_MODE.game_mode)
    return DEFAULT_GAME_MODE;
  const { name, description } = englishText(entry);
  return {
    map: entry.map,
    game_mode: entry.game_mode,
    name,
    description,
    icon: entry.map === 'spades' ? entry.game_mode : entry.map,
  };
}

/** The games with tables today; a map added to MODE_ENTRIES before its table shows as coming soon. */
const PLAYABLE_MAPS: readonly GameMap[] = ['spades', 'solitaire', 'dominoes'];

export function isPlayable(entry: { map: GameMap }): boolean {
  return PLAYABLE_MAPS.includes(entry.map);
}

/**
 * Where an entry is played. Spades' lobby at /game follows the saved choice; the dominoes lobby offers
 * both its modes, so the chosen one rides along in the address to be preselected there.
 */
export function tablePathOf(entry: ModeEntry): string {
  if (entry.map === 'solitaire') return '/game/solitaire';
  if (entry.map === 'dominoes') return `/game/dominoes?mode=${entry.game_mode}`;
  return '/game';
}
