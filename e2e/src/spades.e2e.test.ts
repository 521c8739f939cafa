/**
 * Spades in the browser against the real server: a guest's whole hand vs three bots, a signed-in user's
 * entry and payout, and two people at a friendly table joined by link.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  moveIfMyTurn,
  QUICK_TABLES,
  SHOTS_DIR,
  type Stack,
  startStack,
  tableActionable,
} from './harness.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack(QUICK_TABLES);
});

afterAll(async () => {
  await stack?.close();
});

/** Plays every page's turns until each shows the game-over screen. */
async function playUntilGameOver(pages: Page[], timeoutMs = 150_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const done = new Set<Page>();
  while (done.size < pages.length) {
    if (Date.now() > until) throw new Error('the game did not end in time');
    for (const page of pages) {
      if (done.has(page)) continue;
      if (await page.getByTestId('game-over').isVisible()) {
        done.add(page);
        continue;
      }
      const closeScores = page.getByTestId('score-close');
      if (await closeScores.isVisible()) await closeScores.click();
      const moved = await moveIfMyTurn(page).catch(() => false);
      // One page: wait on its table; several: a short wait, so the others' turns are not held up.
      if (!moved) await tableActionable(page, pages.length === 1 ? 2_000 : 100);
    }
  }
}

async function coinsShown(page: Page): Promise<number> {
  const text = await page.getByTestId('topbar-coins').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

describe('spades in the browser', () => {
  it('a guest plays a whole single-hand Deuces High game vs three bots to the game-over screen', async () => {
    const { context, page } = await stack.newPage(MOBILE);
    await page.goto('/game');
    await page.getByTestId('play-guest').click();
    await page.getByTestId('spades-table').waitFor();
    await expect(page.getByTestId('seat-left').innerText()).resolves.toMatch(/bot/i);
    await page.getByTestId('hand').screenshot({ path: `${SHOTS_DIR}/spades-hand-mobile.png` });
    await page.screenshot({ path: `${SHOTS_DIR}/spades-table-mobile.png` });
    await playUntilGameOver([page]);
    await expect(page.getByTestId('game-result').innerText()).resolves.not.toBe('');
    await expect(page.getByTestId('verify-shuffle').getAttribute('href')).resolves.toMatch(
      /serverSeed=[0-9a-f]{64}/,
    );
    await animationsDone(page); // the panel's fade-in
    await page.screenshot({ path: `${SHOTS_DIR}/spades-game-over-mobile.png` });

    // The shuffle page re-derives the deal from the revealed seed and confirms the commitment.
    // The link opens a new tab; open its address here instead.
    const fairLink = (await page.getByTestId('verify-shuffle').getAttribute('href')) ?? '';
    await page.goto(fairLink);
    await page.getByTestId('fair-screen').waitFor();
    await expect(page.getByTestId('fair-verdict').getAttribute('data-match')).resolves.toBe('true');
    await context.close();
  });

  it("a signed-in user's coins drop by the entry and rise by the payout", async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'payer');
    const { context, page } = await stack.newPage(DESKTOP);
    await logInThroughForm(page, user.email, user.password);
    const before = await coinsShown(page);
    await page.goto('/game');
    await page.getByTestId('quick-toggle').check();
    await page.getByTestId('play-bots').click();
    await page.getByTestId('spades-table').waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/spades-table-desktop.png` });
    await playUntilGameOver([page]);
    // One person at the table: one payout line when they were paid (a win or a draw), none after a loss.
    const lines = await page.getByTestId('payout-line').count();
    if (lines === 0) await page.getByTestId('no-payouts').waitFor();
    else expect(lines).toBe(1);
    const payout =
      lines === 0 ? 0 : Number(await page.getByTestId('payout-line').getAttribute('data-amount'));
    expect([0, 100, 200]).toContain(payout);
    await expect
      .poll(
        async () => {
          const balance = page.getByTestId('game-over-balance');
          return (await balance.getAttribute('data-settled')) === 'true'
            ? Number(await balance.getAttribute('data-coins'))
            : -1;
        },
        {
          timeout: 10_000,
        },
      )
      .toBe(before - 100 + payout);
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS_DIR}/spades-game-over-desktop.png` });
    await context.close();
  });

  it('two people play a friendly game joined by link', async () => {
    const [hostUser, guestUser] = await Promise.all([
      createVerifiedUser(stack.baseUrl, 'host'),
      createVerifiedUser(stack.baseUrl, 'friend'),
    ]);
    const host = await stack.newPage(DESKTOP);
    const friend = await stack.newPage(MOBILE);
    await logInThroughForm(host.page, hostUser.email, hostUser.password);
    await logInThroughForm(friend.page, guestUser.email, guestUser.password);

    await host.page.goto('/game');
    await host.page.getByTestId('quick-toggle').check();
    await host.page.getByTestId('play-friend').click();
    const link =
      (await host.page
        .getByTestId('share-link')
        .inputValue()
        .catch(() => null)) ?? (await host.page.getByTestId('share-link').innerText());
    expect(link).toMatch(/\/game\?join=/);
    await expect(host.page.getByTestId('share-qr').getAttribute('src')).resolves.toMatch(/^data:image\/png/);
    await host.page.screenshot({ path: `${SHOTS_DIR}/spades-share-desktop.png` });

    await friend.page.goto(new URL(link).pathname + new URL(link).search);
    await expect
      .poll(() => host.page.getByTestId('waiting-people').innerText(), { timeout: 15_000 })
      .toMatch(/2/);
    await host.page.getByTestId('add-bot').click();
    await host.page.getByTestId('add-bot').click();
    await host.page.getByTestId('spades-table').waitFor();
    await friend.page.getByTestId('spades-table').waitFor();
    await playUntilGameOver([host.page, friend.page]);
    const hostResult = await host.page.getByTestId('game-result').innerText();
    const friendResult = await friend.page.getByTestId('game-result').innerText();
    expect(hostResult).not.toBe('');
    expect(friendResult).not.toBe('');
    await friend.page.screenshot({ path: `${SHOTS_DIR}/spades-friendly-over-mobile.png` });
    await host.context.close();
    await friend.context.close();
  });
});
