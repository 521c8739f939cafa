/**
 * The table component of each game the web app can seat a player at, keyed by map: adding a game to the web
 * is one table component and one line here (decision 0013). A map without one shows the lobby.
 */
import type { GameData, GameMap } from '@cardroom/protocol';
import type { ComponentType } from 'react';
import { DominoesGameTable } from './dominoes/DominoesGameTable.js';
import { KlondikeGameTable } from './klondike/KlondikeScreen.js';
import { SpadesTable } from './SpadesTable.js';

export const TABLE_COMPONENTS: Partial<Record<GameMap, ComponentType<{ game: GameData }>>> = {
  spades: SpadesTable,
  solitaire: KlondikeGameTable,
  dominoes: DominoesGameTable,
};

export function tableComponentOf(map: GameMap): ComponentType<{ game: GameData }> | undefined {
  return TABLE_COMPONENTS[map];
}
