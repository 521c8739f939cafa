/**
 * Klondike in the browser against the real server: a signed-in player deals a free-play game, draws by tapping
 * the stock, moves a card by tapping it and another by dragging it onto its destination, and the table fits a
 * phone and a desktop without scrolling; and a deal the solver wins is won through the UI, tapping cards home,
 * dragging them between columns and finishing with auto-complete. Every step waits on the table's move counter
 * or the win, never on a sleep.
 */
import {
  foundationCard,
  type KlondikeAction,
  type KlondikeState,
  type KlondikeView,
  legalActionsForKlondikeView,
} from '@cardroom/engine';
import { solveKlondikePosition } from '@cardroom/engine/klondike-solver';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecord } from '../../apps/server/src/games/repository.js';
import {
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

type Move = Extract<KlondikeAction, { type: 'move' }>;

/** The card a move picks up: the head of the run it takes. */
function cardOf(view: KlondikeView, move: Move): string {
  if (move.from.pile === 'waste') return view.wasteTop.at(-1) as string;
  if (move.from.pile === 'tableau') {
    const up = view.tableau[move.from.index]?.up ?? [];
    return up[up.length - move.count] as string;
  }
  return foundationCard(move.from.suit, view.foundations[move.from.suit]);
}

function slotOf(move: Move): string {
  if (move.to.pile === 'tableau') return `slot-tableau-${move.to.index}`;
  if (move.to.pile === 'foundation') return `slot-foundation-${move.to.suit}`;
  return 'slot-waste';
}

async function movesShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('kl-moves').textContent());
}

/** Waits until the table shows more moves than `before`: the server answered and the view is on screen. */
async function movedPast(page: Page, before: number): Promise<void> {
  await expect.poll(() => movesShown(page), { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Drags a card by its visible top strip onto a pile, through the highlight the table shows while dragging. */
async function drag(page: Page, card: string, slot: string): Promise<void> {
  const from = await page.getByTestId(`card-${card}`).boundingBox();
  const to = await page.getByTestId(slot).boundingBox();
  if (!from || !to) throw new Error(`no box for ${card} or ${slot}`);
  await page.mouse.move(from.x + 12, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 30, { steps: 3 });
  await page.getByTestId(slot).and(page.locator('[data-target="true"]')).waitFor();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** The dealt state of the player's table, read from the database the way the server stored it. */
async function dealtState(gameId: string): Promise<KlondikeState> {
  const record = await loadRecord(stack.ctx.db, gameId);
  const stored = record?.game.state as { state?: KlondikeState } | undefined;
  if (!stored?.state) throw new Error(`game ${gameId} is not dealt`);
  return stored.state;
}

async function fitsWithoutScrolling(page: Page, viewport: { width: number; height: number }) {
  // An expression, not a function: this project's tests have no DOM types.
  const size = await page.evaluate<{ height: number; width: number }>(
    '({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth })',
  );
  expect(size.height).toBeLessThanOrEqual(viewport.height);
  expect(size.width).toBeLessThanOrEqual(viewport.width);
  // The last column's lowest card lies inside the viewport.
  const table = await page.getByTestId('klondike-table').boundingBox();
  expect(table && table.y + table.height).toBeLessThanOrEqual(viewport.height);
}

describe('Klondike table', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`deals, draws from the stock, moves a card by tap and one by drag (${name})`, async () => {
      const user = await createVerifiedUser(stack.baseUrl, 'klondike');
      const { page, context } = await stack.newPage(viewport);
      let view: KlondikeView | null = null;
      page.on('response', async (response) => {
        if (!response.url().includes('/game/solitaire/')) return;
        const body = (await response.json().catch(() => null)) as {
          gameData?: { view?: KlondikeView };
        } | null;
        if (body?.gameData?.view) view = body.gameData.view;
      });
      await logInThroughForm(page, user.email, user.password);
      await page.goto('/game/solitaire');
      await page.getByTestId('kl-deal').click();
      await page.getByTestId('klondike-table').waitFor();
      await page.getByTestId('stock').waitFor();
      expect(await movesShown(page)).toBe(0);
      // Seven columns: 21 face-down cards and 7 faces, nothing else shown.
      expect(await page.getByTestId('card-back').count()).toBe(21);
      expect(await page.getByTestId('klondike-table').locator('[data-testid="card-face"]').count()).toBe(7);
      await fitsWithoutScrolling(page, viewport);
      await page.screenshot({ path: `${SHOTS_DIR}/solitaire-deal-${name}.png` });

      await page.getByTestId('stock').click();
      await movedPast(page, 0);
      expect(await page.getByTestId('stock').getAttribute('aria-label')).toContain('23 cards');

      let tapped = false;
      let dragged = false;
      for (let step = 0; step < 80 && !(tapped && dragged); step++) {
        const current = view as KlondikeView | null;
        if (!current) throw new Error('no view from the server yet');
        const before = await movesShown(page);
        const moves = legalActionsForKlondikeView(current).filter(
          (action): action is Move => action.type === 'move' && action.from.pile !== 'foundation',
        );
        const move = moves[0];
        if (!move) {
          await page.getByTestId('stock').click();
          await movedPast(page, before);
          const shown = await movesShown(page);
          await expect.poll(() => (view as KlondikeView | null)?.moves).toBe(shown);
          continue;
        }
        const card = page.getByTestId(`card-${cardOf(current, move)}`);
        if (!tapped) {
          // The visible strip of an overlapped card: its top edge.
          await card.click({ position: { x: 12, y: 6 } });
          tapped = true;
        } else {
          const from = await card.boundingBox();
          const to = await page.getByTestId(slotOf(move)).boundingBox();
          if (!from || !to) throw new Error('a card or a pile has no box');
          await page.mouse.move(from.x + 12, from.y + 6);
          await page.mouse.down();
          await page.mouse.move(from.x + 30, from.y + 30, { steps: 3 });
          await page.getByTestId(slotOf(move)).and(page.locator('[data-target="true"]')).waitFor();
          await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
          await page.mouse.up();
          dragged = true;
        }
        await movedPast(page, before);
        const shown = await movesShown(page);
        await expect.poll(() => (view as KlondikeView | null)?.moves).toBe(shown);
      }
      expect([tapped, dragged]).toEqual([true, true]);
      await fitsWithoutScrolling(page, viewport);
      await page.screenshot({ path: `${SHOTS_DIR}/solitaire-played-${name}.png` });

      // Undo takes the drag back.
      const before = await movesShown(page);
      await page.getByTestId('kl-undo').click();
      await expect.poll(() => movesShown(page), { timeout: 10_000 }).toBeLessThan(before);
      await context.close();
    });
  }

  it('wins a deal the solver proves through the UI: taps home, drags between piles, auto-completes', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'klwin');
    const { page, context } = await stack.newPage(MOBILE);
    let view: KlondikeView | null = null;
    let gameId: string | null = null;
    page.on('response', async (response) => {
      if (!response.url().includes('/game/solitaire/')) return;
      const body = (await response.json().catch(() => null)) as {
        gameData?: { game_id: string; view?: KlondikeView };
      } | null;
      if (body?.gameData?.view) {
        view = body.gameData.view;
        gameId = body.gameData.game_id;
      }
    });
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/game/solitaire');
    let actions: KlondikeAction[] | null = null;
    for (let attempt = 0; attempt < 8 && !actions; attempt++) {
      if (attempt > 0) await page.getByTestId('kl-new').click();
      const previous = gameId;
      await page.getByTestId('kl-deal').click();
      await expect.poll(() => gameId !== null && gameId !== previous, { timeout: 10_000 }).toBe(true);
      const state = await dealtState(gameId as unknown as string);
      const solution = solveKlondikePosition(state, { draw: 1, maxPasses: null, maxMs: 3000 });
      if (solution.verdict === 'winnable') actions = solution.actions;
    }
    if (!actions) throw new Error('no winnable deal in 8 tries');
    let tapped = 0;
    let dragged = 0;
    for (const action of actions) {
      const current = view as KlondikeView | null;
      if (!current) throw new Error('no view');
      if (current.canAutoComplete) break;
      const before = await movesShown(page);
      if (action.type === 'draw' || action.type === 'recycle') {
        await page.getByTestId('stock').click();
      } else if (action.type === 'move') {
        const card = cardOf(current, action);
        if (action.to.pile === 'foundation' && action.count === 1) {
          await page.getByTestId(`card-${card}`).click({ position: { x: 12, y: 6 } });
          tapped++;
        } else {
          await drag(page, card, slotOf(action));
          dragged++;
        }
      }
      await movedPast(page, before);
      // The page's reply is read here after the table showed it: wait for the same count.
      const shown = await movesShown(page);
      await expect.poll(() => (view as KlondikeView | null)?.moves).toBe(shown);
    }
    expect(tapped).toBeGreaterThan(0);
    expect(dragged).toBeGreaterThan(0);
    await page.getByTestId('kl-auto').click();
    await page.getByTestId('kl-win').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('kl-win').textContent()).toContain('You won!');
    await page.screenshot({ path: `${SHOTS_DIR}/solitaire-won-mobile.png` });
    await context.close();
  }, 180_000);
});
