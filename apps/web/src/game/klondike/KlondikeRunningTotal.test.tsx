import type { KlondikeView } from '@cardroom/engine';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { KlondikeScreen } from './KlondikeScreen.js';
import { klondikeViewFixture } from './klondike-view.fixture.js';
import {
  dealCounted,
  readRunningTotal,
  runningTotalReset,
  runningTotalValue,
  scoreSeen,
} from './running-total.js';

const vegas = (score: number, overrides: Partial<KlondikeView> = {}) =>
  klondikeViewFixture({
    settings: { draw: 1, scoring: 'vegas', ranked: false, maxPasses: 1 },
    passes: { used: 0, left: 0 },
    score,
    ...overrides,
  });

/**
 * A server that deals game kl-1, kl-2… (each at −52) and answers each move of the current game with the next
 * score of `scores`; it has no table in progress when the screen arrives.
 */
function vegasServer(scores: number[]) {
  let games = 0;
  let moves = 0;
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    const gameData = (score: number) => ({
      game_id: `kl-${games}`,
      map: 'solitaire',
      game_mode: 'classic',
      view: vegas(score),
    });
    let reply: unknown;
    if (url.endsWith('/game/load')) reply = { success: true, gameData: null, playerData: null };
    else if (url.endsWith('/game/exit')) reply = { success: true };
    else if (url.endsWith('/create')) {
      games += 1;
      reply = {
        success: true,
        gameData: gameData(-52),
        playerData: {},
        accessToken: 't2',
        userData: sampleUser(),
      };
    } else reply = { success: true, gameData: gameData(scores[moves++] ?? -52), playerData: {}, hint: null };
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return fetch;
}

function renderScreen(fetch: typeof globalThis.fetch) {
  return renderWithApp(<KlondikeScreen />, {
    route: '/game/solitaire',
    fetch,
    prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
  });
}

async function dealVegas(runningTotal: boolean) {
  fireEvent.click(screen.getByTestId('kl-scoring-vegas'));
  const toggle = screen.getByTestId<HTMLInputElement>('kl-running-total-on');
  if (toggle.checked !== runningTotal) fireEvent.click(toggle);
  fireEvent.click(screen.getByTestId('kl-deal'));
}

const shownTotal = () => screen.getByTestId('kl-running-total').textContent;

describe('Vegas running total', () => {
  it('adds each deal’s score from the moment it is dealt; an abandoned deal keeps the score it had', () => {
    let total = dealCounted(readRunningTotal(), 'a', -52);
    expect(runningTotalValue(total)).toBe(-52);
    total = scoreSeen(total, 'a', -37);
    expect(runningTotalValue(total)).toBe(-37);
    // Another deal's scores (not counted) change nothing.
    expect(scoreSeen(total, 'other', 208)).toBe(total);
    total = dealCounted(total, 'b', -52);
    expect(runningTotalValue(total)).toBe(-89);
    // The same deal counted again (picked up after a reload) is not charged twice.
    expect(runningTotalValue(dealCounted(total, 'b', -52))).toBe(-89);
    total = runningTotalReset(scoreSeen(total, 'b', -42));
    expect(runningTotalValue(total)).toBe(0);
    expect(runningTotalValue(scoreSeen(total, 'b', -37))).toBe(5);
  });

  it('shows the total at a running-total table, keeps it across visits and deals, and resets it', async () => {
    const fetch = vegasServer([-47, -42]);
    const first = renderScreen(fetch);
    await dealVegas(true);
    await waitFor(() => expect(shownTotal()).toBe('-52'));
    fireEvent.click(screen.getByTestId('stock'));
    await waitFor(() => expect(shownTotal()).toBe('-47'));
    first.unmount();

    // The next visit picks the total up from this device's storage; a new deal abandons kl-1 at −47.
    renderScreen(fetch);
    await dealVegas(true);
    await waitFor(() => expect(screen.getByTestId('kl-score').textContent).toBe('-52'));
    expect(shownTotal()).toBe('-99');
    fireEvent.click(screen.getByTestId('stock'));
    await waitFor(() => expect(shownTotal()).toBe('-89'));

    fireEvent.click(screen.getByTestId('kl-new'));
    expect(screen.getByTestId('kl-running-total-now').textContent).toBe('Total so far: -89');
    fireEvent.click(screen.getByTestId('kl-running-total-reset'));
    expect(screen.getByTestId('kl-running-total-now').textContent).toBe('Total so far: 0');
    expect(runningTotalValue(readRunningTotal())).toBe(0);
  });

  it('leaves the total alone for a Vegas deal without it, and hides it there', async () => {
    localStorage.setItem('klondike.runningTotal', JSON.stringify({ banked: -30, gameId: 'old', score: -10 }));
    renderScreen(vegasServer([-47]));
    await dealVegas(false);
    await waitFor(() => expect(screen.getByTestId('kl-score').textContent).toBe('-52'));
    expect(screen.queryByTestId('kl-running-total')).toBeNull();
    expect(runningTotalValue(readRunningTotal())).toBe(-40);
  });
});
