/**
 * A dominoes table as the browser tests read and play it: its move and hand counts (the table's own data
 * attributes, what every wait is on), a move made through the UI, the lobby signed in with a mode and seat
 * count chosen.
 */
import type { Page } from 'playwright-core';
import { createVerifiedUser, logInThroughForm, type Stack } from './harness.js';

export const dominoesTable = (page: Page) => page.getByTestId('dominoes-table');

/** One of the table's counts: moves made, or hands played. */
export async function tableNumber(page: Page, attribute: 'data-moves' | 'data-hands'): Promise<number> {
  return Number(await dominoesTable(page).getAttribute(attribute));
}

export const movesShown = (page: Page) => tableNumber(page, 'data-moves');
export const handsShown = (page: Page) => tableNumber(page, 'data-hands');

/** Waits until it is this player's turn again, or the hand is over (its summary shows). */
export async function myTurnOrHandOver(page: Page): Promise<void> {
  await page
    .locator(
      '[data-testid="dominoes-table"][data-my-turn="true"], [data-testid="dominoes-table"]:not([data-hands="0"]), [data-testid="dom-summary"]',
    )
    .first()
    .waitFor({ timeout: 20_000 });
}

/** One move through the UI: a raised tile (and, if it fits two ends, the first glowing end), else Draw or Pass. */
export async function playOneMove(page: Page): Promise<'play' | 'end' | 'draw' | 'pass'> {
  const playable = page.locator('[data-playable="true"]');
  if ((await playable.count()) > 0) {
    await playable.first().click();
    // A tile that fits one end is sent at once; one that fits several shows its ends and waits.
    const waiting = await page
      .getByTestId('dom-turn')
      .textContent()
      .then((text) => text?.startsWith('Tap a glowing end'));
    if (waiting) {
      await page.locator('[data-testid^="end-"]').first().click();
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

/** A new verified player, signed in at a viewport and waiting on the dominoes lobby with a mode and seats chosen. */
export async function onDominoesLobby(
  stack: Stack,
  viewport: { width: number; height: number },
  choice: { prefix: string; mode: 'classic' | 'tilesonfire'; seats: 2 | 3 | 4 },
) {
  const user = await createVerifiedUser(stack.baseUrl, choice.prefix);
  const opened = await stack.newPage(viewport);
  await logInThroughForm(opened.page, user.email, user.password);
  await opened.page.goto('/game/dominoes');
  await opened.page.getByTestId(`dom-mode-${choice.mode}`).check();
  await opened.page.getByTestId(`dom-seats-${choice.seats}`).check();
  return { ...opened, user };
}
