/**
 * How each collection skin looks (issue 14): the catalogue's skin ids (apps/server/src/store/catalogue.json)
 * to colours, one look per slot. An id this build does not know, or none, draws the standard look, so a
 * skin added to the catalogue before the app draws it shows as standard rather than breaking the table.
 */
import type { SeatSkins, SkinSlot } from '@cardroom/protocol';
import type { CSSProperties } from 'react';

export interface CardBackLook {
  /** The card's ground. */
  base: string;
  /** The lattice drawn over it and the inner border. */
  pattern: string;
  /** The card's outer edge. */
  edge: string;
}

export interface FeltLook {
  /** The light in the middle of the table, then the felt, then the dark at its edges. */
  light: string;
  felt: string;
  shade: string;
}

export interface TileLook {
  face: string;
  edge: string;
  pip: string;
  /** A face-down tile's gradient. */
  backLight: string;
  backDark: string;
}

export interface FrameLook {
  /** The ring drawn round the avatar, and its glow. */
  ring: string;
  glow: string;
}

export const STANDARD_CARD_BACK: CardBackLook = { base: '#1d3f7a', pattern: '#8fb4e8', edge: '#c9c3b3' };
export const STANDARD_FELT: FeltLook = { light: '#176a4e', felt: '#0f3b2e', shade: '#0a2a20' };
export const STANDARD_TILE: TileLook = {
  face: '#fdfcf7',
  edge: '#bdb6a4',
  pip: '#14161c',
  backLight: '#3a3f4b',
  backDark: '#1f232b',
};

const CARD_BACKS: Record<string, CardBackLook> = {
  'back-royal': { base: '#1e2f8f', pattern: '#f2c94c', edge: '#f2c94c' },
  'back-crimson': { base: '#8e1b2b', pattern: '#f4b6b6', edge: '#e9d8c4' },
};

const FELTS: Record<string, FeltLook> = {
  'felt-midnight': { light: '#2c3e78', felt: '#141d3d', shade: '#090d1f' },
  'felt-emerald': { light: '#1fa372', felt: '#0b6a48', shade: '#063b28' },
};

const TILES: Record<string, TileLook> = {
  'tile-ivory': {
    face: '#f6ecd2',
    edge: '#b39b63',
    pip: '#5a3a12',
    backLight: '#e9dcb9',
    backDark: '#b39b63',
  },
};

const FRAMES: Record<string, FrameLook> = {
  'frame-gold': { ring: '#f2b705', glow: 'rgb(242 183 5 / 55%)' },
};

export function cardBackLook(id: string | null | undefined): CardBackLook {
  return (id && CARD_BACKS[id]) || STANDARD_CARD_BACK;
}

export function feltLook(id: string | null | undefined): FeltLook {
  return (id && FELTS[id]) || STANDARD_FELT;
}

export function tileLook(id: string | null | undefined): TileLook {
  return (id && TILES[id]) || STANDARD_TILE;
}

/** Null: no frame (the standard avatar). */
export function frameLook(id: string | null | undefined): FrameLook | null {
  return (id && FRAMES[id]) || null;
}

/** The felt as CSS variables for a table's frame (table.css, dominoes.css, klondike.css read them). */
export function feltStyle(id: string | null | undefined): CSSProperties | undefined {
  if (!id || !FELTS[id]) return undefined;
  const look = feltLook(id);
  return {
    '--felt-light': look.light,
    '--bg-felt': look.felt,
    '--felt-shade': look.shade,
  } as CSSProperties;
}

/** A seat's tiles as CSS variables (dominoes.css reads them); undefined: the standard tiles. */
export function tileStyle(id: string | null | undefined): CSSProperties | undefined {
  if (!id || !TILES[id]) return undefined;
  const look = tileLook(id);
  return {
    '--tile-face': look.face,
    '--tile-edge': look.edge,
    '--tile-pip': look.pip,
    '--tile-back-light': look.backLight,
    '--tile-back-dark': look.backDark,
  } as CSSProperties;
}

/** The skin a seat wears in one slot, when the server sent the seat's skins. */
export function seatSkin(skins: SeatSkins | undefined, slot: SkinSlot): string | null {
  return skins?.[slot] ?? null;
}

/** Catalogue ids this build has names for (i18n collection.items). */
export const NAMED_ITEMS = [
  'back-royal',
  'back-crimson',
  'felt-midnight',
  'felt-emerald',
  'tile-ivory',
  'frame-gold',
  'sharper-hints',
] as const;
export type NamedItem = (typeof NAMED_ITEMS)[number];

export function isNamedItem(id: string): id is NamedItem {
  return (NAMED_ITEMS as readonly string[]).includes(id);
}
