import type { GameData, PlayerData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { gameLoaded } from '../store/game-slice.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { GameScreen } from './GameScreen.js';

const me: PlayerData = {
  id: 'me',
  username: 'me',
  avatar: null,
  seat: 0,
  isBot: false,
  bid: null,
  tricksWon: [],
  declaredFirestorm: false,
  score: 0,
  roundScore: [],
};

function waitingTable(map: GameData['map']): GameData {
  return {
    game_id: 'g1',
    map,
    game_mode: 'classic',
    type: 'vs',
    people: 1,
    maxPeople: 4,
    players: [me],
    hasStarted: false,
    hasFinished: false,
    fairness: {
      commitment: 'ab',
      clientSeed: 'mixed',
      clientSeeds: ['seed'],
      shuffleVersion: 1,
      nonce: 0,
      serverSeed: null,
    },
  } as unknown as GameData;
}

function renderSeatedAt(map: GameData['map']) {
  renderWithApp(<GameScreen />, {
    route: '/game',
    prepare: (store) => {
      store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser({ id: 'me' }) }));
      store.dispatch(gameLoaded({ gameData: waitingTable(map), playerData: me }));
    },
  });
}

describe('GameScreen picks the table component by the game’s map', () => {
  it('seats a Spades player at the Spades table', () => {
    renderSeatedAt('spades');
    expect(screen.getByTestId('spades-table')).toBeTruthy();
  });

  it('seats a Dominoes player at the dominoes table, waiting for the deal before it has a view', () => {
    renderSeatedAt('dominoes');
    expect(screen.queryByTestId('spades-table')).toBeNull();
    expect(screen.getByTestId('dominoes-table-waiting')).toBeTruthy();
  });
});
