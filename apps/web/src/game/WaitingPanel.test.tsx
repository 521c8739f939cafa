import type { GameData, PlayerData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { gameLoaded } from '../store/game-slice.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { isClientSeed, newClientSeed, ownClientSeed } from './client-seed.js';
import { WaitingPanel } from './WaitingPanel.js';

function player(id: string, seat: 0 | 1 | 2, isBot: boolean): PlayerData {
  return {
    id,
    username: id,
    avatar: null,
    seat,
    isBot,
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: 0,
    roundScore: [],
  };
}

// The caller sits in seat 2 behind a person (seat 0) and a bot (seat 1): the people's seeds are in seat order,
// bots left out, so the caller's is the second.
const me = player('me', 2, false);
const players = [player('ann', 0, false), player('bot-1', 1, true), me];

function waiting(seeds: string[], freePlay = true): GameData {
  return {
    freePlay,
    game_id: 'g1',
    map: 'spades',
    game_mode: 'classic',
    type: 'vs',
    people: 3,
    maxPeople: 4,
    players,
    hasStarted: false,
    hasFinished: false,
    fairness: {
      commitment: 'ab',
      clientSeed: 'mixed',
      clientSeeds: seeds,
      shuffleVersion: 1,
      nonce: 0,
      serverSeed: null,
    },
  } as unknown as GameData;
}

describe('client seeds in the app', () => {
  it('makes 16 hex characters from the CSPRNG, a seed the server accepts, different every table', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newClientSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) {
      expect(seed).toMatch(/^[0-9a-f]{16}$/);
      expect(isClientSeed(seed)).toBe(true);
    }
    expect(newClientSeed((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(8));
  });

  it('finds the caller’s own seed among the people’s, skipping bots', () => {
    expect(ownClientSeed(waiting(['ann-seed', 'my-seed']), me)).toBe('my-seed');
    expect(ownClientSeed(waiting(['ann-seed', 'my-seed']), null)).toBeNull();
  });
});

describe('WaitingPanel: the client seed', () => {
  it('shows the caller’s seed and changes it, refusing one the server would refuse', async () => {
    const bodies: unknown[] = [];
    const fetchSeed: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/game/seed')) {
        const body = JSON.parse(String(init?.body)) as { clientSeed: string };
        bodies.push(body);
        return Response.json({
          success: true,
          gameData: waiting(['ann-seed', body.clientSeed]),
          playerData: me,
        });
      }
      return Response.json({ success: false, code: 'NOT_FOUND', message: 'x' }, { status: 404 });
    };
    renderWithApp(<WaitingPanel game={waiting(['ann-seed', 'c0ffee00c0ffee00'])} friendly={false} />, {
      fetch: fetchSeed,
      prepare: (store) => {
        store.dispatch(sessionStarted({ accessToken: 'token', userData: sampleUser() }));
        store.dispatch(gameLoaded({ gameData: waiting(['ann-seed', 'c0ffee00c0ffee00']), playerData: me }));
      },
    });
    expect(screen.getByRole('heading', { name: 'Your client seed' })).toBeTruthy();
    expect(screen.getByTestId('client-seed').textContent).toBe('c0ffee00c0ffee00');

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const input = screen.getByTestId('seed-input') as HTMLInputElement;
    expect(input.value).toBe('c0ffee00c0ffee00');
    fireEvent.change(input, { target: { value: 'not a seed!' } });
    expect(screen.getByRole('alert').textContent).toBe('Use 1 to 64 letters, digits, _ or -.');
    expect(screen.getByTestId('seed-save').hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: 'my_lucky-seed7' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('seed-save'));
    await waitFor(() => expect(bodies).toEqual([{ clientSeed: 'my_lucky-seed7' }]));
  });

  it('speaks Spanish', () => {
    renderWithApp(<WaitingPanel game={waiting(['ann-seed', 'abc'])} friendly={false} />, {
      language: 'es',
      prepare: (store) => {
        store.dispatch(gameLoaded({ gameData: waiting(['ann-seed', 'abc']), playerData: me }));
      },
    });
    expect(screen.getByRole('heading', { name: 'Tu semilla de cliente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeTruthy();
  });

  it('offers a bot at a free table only; a ranked table says it waits for people', () => {
    const free = renderWithApp(<WaitingPanel game={waiting(['ann-seed', 'abc'])} friendly={false} />);
    expect(screen.getByTestId('add-bot').textContent).toBe('Add bot');
    free.unmount();
    renderWithApp(<WaitingPanel game={waiting(['ann-seed', 'abc'], false)} friendly={false} />, {
      language: 'es',
    });
    expect(screen.queryByTestId('add-bot')).toBeNull();
    expect(screen.getByText(/solo para personas: sin bots/)).toBeTruthy();
  });
});
