/**
 * Fair play in the browser against the real server: a player offered blind nil sees card backs and the
 * question "Blind nil or see cards?" until they choose; the waiting table shows the player's own client
 * seed; the fair-shuffle page verifies a finished game (mixed seeds, commitment, the deal) and replays its hand.
 */
import { mixClientSeeds, type Seat, type SpadesState } from '@cardroom/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../apps/server/src/db/schema.js';
import { bumpVersion, loadRecord } from '../../apps/server/src/games/repository.js';
import {
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  moveIfMyTurn,
  QUICK_TABLES,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

let stack: Stack;

type Animated = { getAnimations(options?: { subtree: boolean }): { finished: Promise<unknown> }[] };

/**
 * Waits for the finite animations under `testId` to end (fade-ins, the deal), not for a running turn clock:
 * before a screenshot. A function, not a string: the app's CSP forbids eval.
 */
async function settled(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).evaluate(async (element) => {
    const animations = (element as unknown as Animated).getAnimations({ subtree: true });
    await Promise.all(animations.map((animation) => animation.finished));
  });
}

/** Waits, at most `timeoutMs`, for the table to offer the page something to act on. */
async function actionable(page: Page, timeoutMs: number): Promise<void> {
  await page
    .locator(
      ['bid-panel', 'see-cards', 'hand-card-legal', 'score-close', 'game-over']
        .map((id) => `[data-testid="${id}"]`)
        .join(', '),
    )
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: timeoutMs })
    .catch(() => undefined);
}

beforeAll(async () => {
  stack = await startStack(QUICK_TABLES);
});

afterAll(async () => {
  await stack?.close();
});

/**
 * Rewrites the guest's table to the start of a hand its side trails by 150, the guest (seat 0) to bid first
 * (whatever the bots bid meanwhile is undone), with a turn clock long enough for the test to look.
 */
async function makeGuestTrail(gameId: string): Promise<void> {
  const record = await loadRecord(stack.ctx.db, gameId);
  const stored = record?.game.state as { v: number; game: string; state: SpadesState } | undefined;
  if (!record || !stored) throw new Error('the guest has no dealt table');
  const dealer = 3 as Seat;
  const state: SpadesState = {
    ...stored.state,
    dealer,
    turn: 0,
    phase: 'bidding',
    bids: [null, null, null, null],
    seen: [false, false, false, false],
    scores: stored.state.scores.map((side, index) => ({ ...side, score: index === 1 ? 150 : 0 })),
  };
  // Through the repository: a new snapshot (the bots' bids logged after the old one are not replayed on top of
  // this state) that the server's table cache hears about.
  await bumpVersion(stack.ctx.db, gameId, {
    state: { ...stored, state },
    deadlineAt: new Date(Date.now() + 600_000),
  });
}

describe('fair play in the browser', () => {
  it('a player offered blind nil sees card backs and the choice, then their cards once they choose', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await stack.newPage(viewport);
      await page.goto('/game');
      await page.getByTestId('play-guest').click();
      await page.getByTestId('spades-table').waitFor();
      await makeGuestTrail(await tableId());
      await page.reload();
      await page.getByTestId('blind-choice').waitFor();
      await expect(page.getByTestId('hand-card').count()).resolves.toBe(0);
      await expect(page.locator('[data-testid="hand-face-down"] .hand-card-back').count()).resolves.toBe(13);
      // The seat's turn clock runs for minutes here: wait for the panel's and the fan's own animations only.
      for (const testId of ['blind-choice', 'hand-face-down']) await settled(page, testId);
      const name = viewport === MOBILE ? 'mobile' : 'desktop';
      await page.screenshot({ path: `${SHOTS_DIR}/blind-nil-choice-${name}.png` });

      await page.getByTestId('see-cards').click();
      await page.getByTestId('bid-panel').waitFor();
      await expect(page.getByTestId('blind-choice').count()).resolves.toBe(0);
      await expect(page.getByTestId('bid-blind-nil').count()).resolves.toBe(0);
      await expect(page.locator('[data-testid="hand"] [data-card]').count()).resolves.toBe(13);
      await context.close();
    }
  });

  it('shows the player’s own client seed at a waiting table and lets them change it', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'seed');
    const { context, page } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/game');
    await page.getByTestId('play-friend').click();
    await page.getByTestId('seed-panel').waitFor();
    const shown = await page.getByTestId('client-seed').innerText();
    expect(shown).toMatch(/^[0-9a-f]{16}$/);
    await page.getByTestId('seed-change').click();
    await page.getByTestId('seed-input').fill('my_lucky-seed7');
    await page.getByTestId('seed-save').click();
    await expect
      .poll(() => page.getByTestId('client-seed').innerText(), { timeout: 5_000 })
      .toBe('my_lucky-seed7');
    await settled(page, 'waiting-panel');
    await page.screenshot({ path: `${SHOTS_DIR}/waiting-seed-mobile.png` });
    await context.close();
  });

  it('the fair page verifies a finished game: mixed seeds, commitment, every hand', async () => {
    const { context, page } = await stack.newPage(DESKTOP);
    await page.goto('/game');
    await page.getByTestId('play-guest').click();
    await page.getByTestId('spades-table').waitFor();
    const until = Date.now() + 150_000;
    while (!(await page.getByTestId('game-over').isVisible())) {
      if (Date.now() > until) throw new Error('the game did not end in time');
      const closeScores = page.getByTestId('score-close');
      if (await closeScores.isVisible()) await closeScores.click();
      const moved = await moveIfMyTurn(page).catch(() => false);
      if (!moved) await actionable(page, 2_000);
    }
    const link = (await page.getByTestId('verify-shuffle').getAttribute('href')) ?? '';
    expect(link).toMatch(/seed=[0-9a-f]{16}/);
    await page.goto(link);
    await page.getByTestId('fair-screen').waitFor();
    await expect(page.getByTestId('fair-verdict').getAttribute('data-match')).resolves.toBe('true');
    await expect(page.getByTestId('fair-mix').getAttribute('data-match')).resolves.toBe('true');
    const seeds = await page.getByTestId('fair-player-seeds').locator('li').allInnerTexts();
    await expect(page.getByTestId('fair-client-seed').innerText()).resolves.toBe(mixClientSeeds(seeds));
    await expect(page.locator('[data-testid^="fair-hand-"] svg').count()).resolves.toBe(52);
    // The link names the game: the hand's replay from the moves log, first trick shown, one winner.
    expect(link).toMatch(/game=[0-9a-f-]{36}/);
    await page.getByTestId('replay-trick').waitFor();
    await expect(page.getByTestId('replay-trick-number').innerText()).resolves.toBe('Trick 1 of 13');
    await expect(page.locator('[data-testid="replay-trick"] li').count()).resolves.toBe(4);
    await expect(page.locator('[data-testid="replay-trick"] [data-winner="true"]').count()).resolves.toBe(1);
    await page.getByTestId('replay-next').click();
    await expect(page.getByTestId('replay-trick-number').innerText()).resolves.toBe('Trick 2 of 13');
    await settled(page, 'fair-screen');
    await page.screenshot({ path: `${SHOTS_DIR}/fair-desktop.png`, fullPage: true });
    await page.getByTestId('fair-replay').screenshot({ path: `${SHOTS_DIR}/fair-replay-desktop.png` });
    await page.setViewportSize(MOBILE);
    await page.getByTestId('fair-replay').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/fair-replay-mobile.png` });
    // A longer match's selector (the same seeds dealt further, as a match of five hands would be).
    await page.setViewportSize(MOBILE);
    await page.goto(link.replace(/hands=\d+/, 'hands=5'));
    await page.getByTestId('fair-hand-select').selectOption('2');
    await page.getByRole('heading', { name: 'Hand 3 as dealt' }).waitFor();
    await settled(page, 'fair-screen');
    await page.screenshot({ path: `${SHOTS_DIR}/fair-mobile.png`, fullPage: true });
    await context.close();
  });
});

/** The id of the table the newest guest sits at (the only live one per test). */
async function tableId(): Promise<string> {
  const rows = await stack.ctx.db.select({ id: games.id, createdAt: games.createdAt }).from(games);
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!newest) throw new Error('no table');
  return newest.id;
}
