/**
 * A ranked Klondike contest in the browser against the real server: two registered players each join a draw-1,
 * two-seat contest through the play chooser (100 coins each) and get the same deal; one wins it through the UI
 * with the solver's moves (no undo at a ranked table) and sees the results panel wait for the other entrant,
 * the other resigns; the contest settles, both panels rank the entrants, and the winner's balance rises by the
 * payout the panel shows (180 of the 200 entries: the house keeps 10%). Every step waits on the table's move
 * counter, a panel or a balance, never on a sleep.
 */
import { foundationCard, type KlondikeAction, type KlondikeState, type KlondikeView } from '@cardroom/engine';
import { solveKlondikePosition } from '@cardroom/engine/klondike-solver';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadRecord } from '../../apps/server/src/games/repository.js';
import { getBalances } from '../../apps/server/src/wallet/wallet.js';
import {
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

// A stack of its own per try: a retry must not find the first try's contest still open and join it.
let stack: Stack;

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

async function dealtState(gameId: string): Promise<KlondikeState> {
  const record = await loadRecord(stack.ctx.db, gameId);
  const stored = record?.game.state as { state?: KlondikeState } | undefined;
  if (!stored?.state) throw new Error(`game ${gameId} is not dealt`);
  return stored.state;
}

async function coinsShown(page: Page): Promise<number> {
  return Number((await page.getByTestId('topbar-coins').textContent())?.replace(/\D/g, ''));
}

/** The wallet's coins (the top bar gives way to the table's score while a table is open). */
async function coinsOf(userId: string | null): Promise<number> {
  if (!userId) throw new Error('no user id from the server yet');
  return (await getBalances(stack.ctx.db, userId)).coins;
}

/** A player's page that follows the server's solitaire replies: the latest view, its game and contest. */
async function playerPage(viewport: { width: number; height: number }, prefix: string) {
  const user = await createVerifiedUser(stack.baseUrl, prefix);
  const { page, context } = await stack.newPage(viewport);
  const seen = {
    view: null as KlondikeView | null,
    gameId: null as string | null,
    contestId: null as string | null,
    userId: null as string | null,
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/game/solitaire/')) return;
    const body = (await response.json().catch(() => null)) as {
      gameData?: { game_id: string; view?: KlondikeView };
      contest?: { contest_id: string };
      userData?: { id: string };
    } | null;
    if (body?.gameData?.view) {
      seen.view = body.gameData.view;
      seen.gameId = body.gameData.game_id;
    }
    if (body?.gameData && body.contest) seen.contestId = body.contest.contest_id;
    if (body?.userData) seen.userId = body.userData.id;
  });
  await logInThroughForm(page, user.email, user.password);
  return { page, context, seen };
}

/** Joins a draw-1 two-seat contest through the chooser and waits for the ranked table. */
async function joinContest(page: Page, expectedOpen: string): Promise<void> {
  await page.goto('/game/solitaire');
  await page.getByTestId('kl-tab-contest').click();
  await page.getByTestId('kl-contest-draw-1').check();
  await page.getByTestId('kl-contest-seats-2').check();
  expect(await page.getByTestId('kl-contest-entry').textContent()).toBe('100');
  expect(await page.getByTestId('kl-contest-prize').textContent()).toBe('180');
  await page.getByTestId('kl-contest-open').filter({ hasText: expectedOpen }).waitFor();
  await page.getByTestId('kl-contest-join').click();
  await page.getByTestId('klondike-table').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByTestId('kl-ranked-label').textContent()).toBe('Contest');
}

describe('Klondike contest', () => {
  it('two players enter a draw-1 contest; the winner is paid the prize the results show', async () => {
    stack = await startStack();
    try {
      await playContest();
    } finally {
      await stack.close();
    }
  }, 300_000);
});

/** The contest from the two entries to the settled results (the stack is the current try's). */
async function playContest(): Promise<void> {
  const winner = await playerPage(MOBILE, 'klcwin');
  const loser = await playerPage(DESKTOP, 'klclose');
  expect(await coinsShown(winner.page)).toBe(1000);
  expect(await coinsShown(loser.page)).toBe(1000);

  await joinContest(winner.page, 'You start a new contest');
  expect(await coinsOf(winner.seen.userId)).toBe(900);
  // A ranked table: no undo, and the hint says what it costs.
  expect(await winner.page.getByTestId('kl-undo').count()).toBe(0);
  expect(await winner.page.getByTestId('kl-hint').textContent()).toContain('Hint −20');
  await joinContest(loser.page, '1 of 2 has joined');
  expect(await coinsOf(loser.seen.userId)).toBe(900);
  expect(loser.seen.contestId).toBe(winner.seen.contestId);

  const winnerGame = winner.seen.gameId as string | null;
  const loserGame = loser.seen.gameId as string | null;
  if (!winnerGame || !loserGame) throw new Error('no table from the server');
  expect(winnerGame).not.toBe(loserGame);
  const deal = await dealtState(winnerGame);
  // Both entrants play the same deal.
  expect((await dealtState(loserGame)).tableau).toEqual(deal.tableau);
  const solution = solveKlondikePosition(deal, {
    draw: 1,
    maxPasses: deal.settings.maxPasses,
    maxMs: 20_000,
  });
  // Contest deals are the ones the solver proved winnable under the ranked pass limit.
  if (solution.verdict !== 'winnable') throw new Error(`the contest's deal is ${solution.verdict} here`);

  const { page } = winner;
  for (const action of solution.actions) {
    const current = winner.seen.view as KlondikeView | null;
    if (!current) throw new Error('no view');
    if (current.canAutoComplete) break;
    const before = await movesShown(page);
    if (action.type === 'draw' || action.type === 'recycle') {
      await page.getByTestId('stock').click();
    } else if (action.type === 'move') {
      const card = cardOf(current, action);
      if (action.to.pile === 'foundation' && action.count === 1) {
        await page.getByTestId(`card-${card}`).click({ position: { x: 12, y: 6 } });
      } else {
        await drag(page, card, slotOf(action));
      }
    } else {
      continue;
    }
    await movedPast(page, before);
    const shown = await movesShown(page);
    await expect.poll(() => (winner.seen.view as KlondikeView | null)?.moves).toBe(shown);
  }
  if (!(winner.seen.view as KlondikeView | null)?.won) await page.getByTestId('kl-auto').click();

  // The winner finished first: their results wait for the other entrant.
  const panel = page.getByTestId('kl-contest-result');
  await panel.waitFor({ timeout: 15_000 });
  expect(await panel.textContent()).toContain('You cleared the deal!');
  await page.getByTestId('kl-result-waiting').waitFor();
  expect(await page.getByTestId('kl-win').count()).toBe(0);
  await page.screenshot({ path: `${SHOTS_DIR}/solitaire-contest-waiting-mobile.png` });

  await loser.page.getByTestId('kl-resign').click();
  await loser.page.getByTestId('kl-resign-confirm').click();
  await loser.page.getByTestId('kl-result-headline').waitFor({ timeout: 15_000 });
  expect(await loser.page.getByTestId('kl-result-headline').textContent()).toBe('You placed #2.');

  // The winner's panel, still asking, shows the settled contest.
  await page.getByTestId('kl-result-headline').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('kl-result-waiting').count()).toBe(0);
  expect(await page.getByTestId('kl-result-place').allTextContents()).toEqual(['#1', '#2']);
  const payout = Number(await page.getByTestId('kl-my-payout').textContent());
  expect(payout).toBe(180);
  expect(await page.getByTestId('kl-result-payout').allTextContents()).toEqual(['180', '—']);
  await page.screenshot({ path: `${SHOTS_DIR}/solitaire-contest-settled-mobile.png` });
  expect(await coinsOf(winner.seen.userId)).toBe(900 + payout);
  expect(await coinsOf(loser.seen.userId)).toBe(900);

  // My contests lists it settled, with the place and the payout.
  await page.getByTestId('kl-result-again').click();
  await page.getByTestId('kl-tab-mine').click();
  const row = page.locator('.kl-mine-row').first();
  await row.waitFor();
  expect(await row.getByTestId('kl-contest-status').textContent()).toBe('Settled');
  expect(await row.textContent()).toContain('#1');
  expect(await row.textContent()).toContain('180');
  await winner.context.close();
  await loser.context.close();
}
