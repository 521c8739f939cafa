/**
 * "Replay this deal" shows only for a finished solitaire table whose seed is revealed, and opens the fair
 * page marked as solitaire with the game named (so the page lists the Klondike deal and asks for its replay).
 */
import type { GameData, PlayerData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameLoaded } from '../../store/game-slice.js';
import { renderWithApp } from '../../test/render.js';
import { parseFairParams } from '../links.js';
import { ReplayDealLink } from './ReplayDealLink.js';
import { isKlondikeFairSearch } from './replay-link.js';

const gameId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const fairness = {
  serverSeed: 'revealed-seed',
  clientSeed: 'table-seed',
  clientSeeds: ['mine'],
  shuffleVersion: 1,
  nonce: 0,
  commitment: 'c0ffee',
};

function show(game: Partial<GameData>, language: 'en' | 'es' = 'en') {
  renderWithApp(<ReplayDealLink />, {
    language,
    prepare: (store) =>
      store.dispatch(
        gameLoaded({
          gameData: { game_id: gameId, map: 'solitaire', hasFinished: true, fairness, ...game } as GameData,
          playerData: { id: 'p1', seat: 0 } as PlayerData,
        }),
      ),
  });
}

describe('ReplayDealLink', () => {
  it('links a finished solitaire deal to its replay on the fair page', () => {
    show({});
    const link = screen.getByRole('link', { name: 'Replay this deal' });
    const href = link.getAttribute('href') ?? '';
    const search = href.slice(href.indexOf('?'));
    expect(href.startsWith('/fair?')).toBe(true);
    expect(isKlondikeFairSearch(search)).toBe(true);
    expect(parseFairParams(search)).toMatchObject({ serverSeed: 'revealed-seed', gameId, hands: 1 });
  });

  it('says it in Spanish', () => {
    show({}, 'es');
    expect(screen.getByRole('link', { name: 'Ver la repetición' })).toBeTruthy();
  });

  it('shows nothing while the deal is played, before the reveal, or for another game', () => {
    show({ hasFinished: false });
    show({ fairness: { ...fairness, serverSeed: null } });
    show({ map: 'spades' });
    expect(screen.queryByTestId('kl-replay-deal')).toBeNull();
  });
});
