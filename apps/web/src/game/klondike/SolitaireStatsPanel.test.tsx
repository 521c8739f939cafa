import type { SolitaireStats } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { fakeApi } from './fake-api.fixture.js';
import { SolitaireStatsPanel } from './SolitaireStatsPanel.js';

function statsFixture(overrides: Partial<SolitaireStats> = {}): SolitaireStats {
  return {
    played: 1234,
    won: 617,
    winRate: 50,
    bestScore: 5480,
    bestSeconds: 151,
    currentStreak: 3,
    bestStreak: 9,
    contestsEntered: 12,
    contestsWon: 5,
    contestWinnings: { currency: 'coins', amount: 900 },
    ...overrides,
  };
}

function renderStats(stats: SolitaireStats, language: 'en' | 'es' = 'en') {
  const api = fakeApi({ '/game/solitaire/stats': () => ({ json: { success: true, stats } }) });
  renderWithApp(<SolitaireStatsPanel />, {
    fetch: api.fetch,
    language,
    prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
  });
  return api;
}

const shown = (key: string) => screen.getByTestId(`kl-stat-${key}`).textContent;

describe('SolitaireStatsPanel', () => {
  it('shows every figure the server counts', async () => {
    const api = renderStats(statsFixture());
    await screen.findByTestId('kl-stats-panel');
    expect(api.to('/game/solitaire/stats')).toHaveLength(1);
    expect(shown('played')).toBe('1,234');
    expect(shown('won')).toBe('617');
    expect(shown('win-rate')).toBe('50%');
    expect(shown('best-score')).toBe('5,480');
    expect(shown('best-time')).toBe('2:31');
    expect(shown('streak')).toBe('3');
    expect(shown('best-streak')).toBe('9');
    expect(shown('contests')).toBe('12');
    expect(shown('contests-won')).toBe('5');
    expect(shown('winnings')).toBe('900');
  });

  it('shows a dash for a best score and time not set yet, in Spanish', async () => {
    renderStats(statsFixture({ played: 0, won: 0, winRate: 0, bestScore: null, bestSeconds: null }), 'es');
    await screen.findByTestId('kl-stats-panel');
    expect(shown('best-score')).toBe('—');
    expect(shown('best-time')).toBe('—');
    expect(screen.getByTestId('kl-stats-panel').textContent).toContain('Mejor racha');
  });

  it('says so when the statistics cannot be loaded', async () => {
    renderWithApp(<SolitaireStatsPanel />, {
      fetch: fakeApi({}).fetch,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
    });
    expect(await screen.findByText('This could not be loaded. Try again later.')).toBeTruthy();
  });
});
