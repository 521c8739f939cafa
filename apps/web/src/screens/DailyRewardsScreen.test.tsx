/**
 * Issue 14: the Daily Rewards screen against a fake API: the month's calendar with today's reward marked,
 * Claim once (the balance goes into the session), tomorrow's day named once claimed, and guests asked to
 * register.
 */
import { type DailyRewards, ROLE_GUEST, type UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { DailyRewardsScreen } from './DailyRewardsScreen.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeRewards(start: UserData, claimedDays = 2, claimedToday = false) {
  let user = start;
  const calendar: DailyRewards = {
    lastClaimedDate: claimedToday ? '2026-11-29' : claimedDays > 0 ? '2026-11-27' : null,
    today: '2026-11-29',
    rewards: Array.from({ length: 30 }, (_, i) => ({
      day: i + 1,
      amount: i === 20 ? { currency: 'credits', amount: 25 } : { currency: 'coins', amount: 50 + 25 * i },
      claimed: i < claimedDays,
    })),
  };
  const posts: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/user/daily-reward')
      return json({ success: false, code: 'NOT_FOUND', message: 'x' }, 404);
    if ((init?.method ?? 'GET') === 'GET') return json({ success: true, dailyRewards: calendar });
    posts.push(url.pathname);
    const day = calendar.rewards.find((entry) => !entry.claimed);
    if (!day || calendar.lastClaimedDate === calendar.today)
      return json({ success: false, code: 'REWARD_NOT_AVAILABLE', message: 'Already claimed.' }, 409);
    day.claimed = true;
    calendar.lastClaimedDate = calendar.today;
    user = { ...user, coins: user.coins + day.amount.amount };
    return json({ success: true, reward: day.amount, dailyRewards: calendar, userData: user });
  };
  return { fetch, posts };
}

function renderScreen(user: UserData, fake: ReturnType<typeof fakeRewards>, language: 'en' | 'es' = 'en') {
  return renderWithApp(<DailyRewardsScreen />, {
    route: '/daily-rewards',
    language,
    fetch: fake.fetch,
    prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
  });
}

describe('DailyRewardsScreen', () => {
  it("shows the month's days, today's marked, and claims it once", async () => {
    const user = sampleUser();
    const fake = fakeRewards(user);
    const { store } = renderScreen(user, fake);
    const today = await screen.findByTestId('daily-day-3');
    expect(today.className).toContain('daily-day-today');
    expect(today.textContent).toContain('100 coins');
    expect(screen.getByTestId('daily-day-1').dataset.claimed).toBe('true');
    expect(screen.getByTestId('daily-day-21').textContent).toContain('$0.25 in credits');
    fireEvent.click(screen.getByTestId('daily-rewards-claim'));
    expect((await screen.findByTestId('daily-rewards-got')).textContent).toBe(
      '100 coins added to your balance.',
    );
    expect(screen.getByTestId('daily-rewards-done').textContent).toContain('Come back tomorrow for day 4.');
    expect(screen.queryByTestId('daily-rewards-claim')).toBeNull();
    expect(screen.getByTestId('daily-day-3').dataset.claimed).toBe('true');
    await waitFor(() => expect(store.getState().session.user?.coins).toBe(user.coins + 100));
    expect(fake.posts).toHaveLength(1);
  });

  it('says when today is claimed already, in Spanish', async () => {
    renderScreen(sampleUser(), fakeRewards(sampleUser(), 3, true), 'es');
    expect((await screen.findByTestId('daily-rewards-done')).textContent).toContain('por la del día 4');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recompensas diarias');
  });

  it('asks a guest to register and loads nothing', async () => {
    const fake = fakeRewards(sampleUser());
    renderScreen({ ...sampleUser(), roles: [ROLE_GUEST] }, fake);
    const prompt = await screen.findByTestId('daily-rewards-guest');
    expect(prompt.textContent).toContain('Register to collect');
    expect(screen.queryByTestId('daily-rewards-grid')).toBeNull();
  });
});
