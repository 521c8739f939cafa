/**
 * Draw Dominoes in the browser against the real server: a signed-in player starts a two-player game against a
 * bot from /game/dominoes and plays a whole hand through the UI (a raised tile, the end it goes on when it fits
 * two, Draw and Pass when they are the only move) until the hand-end summary shows every hand's pips; the
 * summary holds the next hand until Next hand is pressed. Every step waits on the table's own state (its move
 * count, whose turn), never on a sleep.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  logInThroughForm,
  MOBILE,
  QUICK_TABLES,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

let stack: Stack;

beforeAll(async () => {
  // The table waits minutes after a hand for Next hand, so only the press can start the next one.
  stack = await startStack({ ...QUICK_TABLES, HAND_PAUSE_MS: '90000' });
});

afterAll(async () => {
  await stack?.close();
});

const table = (page: Page) => page.getByTestId('dominoes-table');

async function movesShown(page: Page): Promise<number> {
  return Number(await table(page).getAttribute('data-moves'));
}

async function handsShown(page: Page): Promise<number> {
  return Number(await table(page).getAttribute('data-hands'));
}

/** Waits until it is this player's turn again, or the hand is over (its summary shows). */
async function myTurnOrHandOver(page: Page): Promise<void> {
  await page
    .locator(
      '[data-testid="dominoes-table"][data-my-turn="true"], [data-testid="dominoes-table"]:not([data-hands="0"]), [data-testid="dom-summary"]',
    )
    .first()
    .waitFor({ timeout: 20_000 });
}

/** One move through the UI: a raised tile (and, if it fits two ends, the first glowing end), else Draw or Pass. */
async function playOneMove(page: Page): Promise<'play' | 'end' | 'draw' | 'pass'> {
  const playable = page.locator('[data-playable="true"]');
  if ((await playable.count()) > 0) {
    await playable.first().click();
    const ends = page.locator('[data-testid^="end-"]');
    // A tile that fits one end is sent at once; one that fits several shows its ends and waits.
    const waiting = await page
      .getByTestId('dom-turn')
      .textContent()
      .then((text) => text?.startsWith('Tap a glowing end'));
    if (waiting) {
      await ends.first().click();
      return 'end';
    }
    return 'play';
  }
  const draw = page.getByTestId('dom-draw');
  if (await draw.isVisible()) {
    await draw.click();
    return 'draw';
  }
  await page.getByTestId('dom-pass').click();
  return 'pass';
}

describe('dominoes table (e2e)', () => {
  it('plays a whole Draw Dominoes hand against a bot through the UI, then shows the hand-end pips', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'dominoes');
    const { page, context } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/game/dominoes');
    await page.getByTestId('dom-mode-classic').check();
    await page.getByTestId('dom-seats-2').check();
    await page.getByTestId('dom-start').click();
    await table(page).waitFor();
    expect(await page.getByTestId('dom-seat-1').getByTestId('dom-count-1').textContent()).toMatch(/tiles?$/);
    await page.screenshot({ path: `${SHOTS_DIR}/dominoes-deal-mobile.png` });

    const made = new Set<string>();
    for (let step = 0; step < 200; step++) {
      await myTurnOrHandOver(page);
      if ((await handsShown(page)) > 0) break;
      const before = await movesShown(page);
      made.add(await playOneMove(page));
      // The server answered and the table moved on: its move count is past the one it had.
      await expect.poll(() => movesShown(page), { timeout: 10_000 }).toBeGreaterThan(before);
    }
    expect(await handsShown(page)).toBe(1);
    expect(made.has('play') || made.has('end')).toBe(true);

    const summary = page.getByTestId('dom-summary');
    await summary.waitFor();
    for (const seat of [0, 1])
      expect(await summary.getByTestId(`dom-pips-${seat}`).textContent()).toMatch(/^\d+$/);
    await page.screenshot({ path: `${SHOTS_DIR}/dominoes-hand-end-mobile.png` });

    // The next hand waits (minutes here) behind the summary's countdown; Next hand starts it at once.
    await summary.getByTestId('dom-pause').waitFor();
    const scoredAt = await movesShown(page);
    await summary.getByTestId('dom-summary-close').click();
    await summary.waitFor({ state: 'detached' });
    await page
      .locator(
        `[data-testid="dominoes-table"][data-my-turn="true"], [data-testid="dominoes-table"]:not([data-moves="${scoredAt}"])`,
      )
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await handsShown(page)).toBe(1);
    await context.close();
  });
});
