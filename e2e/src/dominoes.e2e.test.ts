/**
 * Draw Dominoes in the browser against the real server: a signed-in player starts a two-player game against a
 * bot from /game/dominoes and plays a whole hand through the UI (a raised tile, the end it goes on when it fits
 * two, Draw and Pass when they are the only move) until the hand-end summary shows every hand's pips; the
 * summary holds the next hand until Next hand is pressed. Every step waits on the table's own state (its move
 * count, whose turn), never on a sleep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dominoesTable,
  handsShown,
  movesShown,
  myTurnOrHandOver,
  onDominoesLobby,
  playOneMove,
} from './dominoes-page.js';
import { MOBILE, QUICK_TABLES, SHOTS_DIR, type Stack, startStack } from './harness.js';

let stack: Stack;

beforeAll(async () => {
  // The table waits minutes after a hand for Next hand, so only the press can start the next one.
  stack = await startStack({ ...QUICK_TABLES, HAND_PAUSE_MS: '90000' });
});

afterAll(async () => {
  await stack?.close();
});

describe('dominoes table (e2e)', () => {
  it('plays a whole Draw Dominoes hand against a bot through the UI, then shows the hand-end pips', async () => {
    const { page, context } = await onDominoesLobby(stack, MOBILE, {
      prefix: 'dominoes',
      mode: 'classic',
      seats: 2,
    });
    await page.getByTestId('dom-start').click();
    await dominoesTable(page).waitFor();
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
