/**
 * Power-ups in a real browser against the real server (issue 14): gold bought in the store's sandbox buys
 * packs of Bot's advice and Extra time, and at a free Spades table on the player's turn the advice lights up
 * the bot's bid and extra time moves the turn clock on. Screens at both sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  balancesOf,
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  QUICK_TABLES,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';
import { buyInSandbox } from './store-page.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack(QUICK_TABLES);
});

afterAll(async () => {
  await stack?.close();
});

describe('power-ups', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`buys power-ups with gold and uses them at a free table (${name})`, async () => {
      const user = await createVerifiedUser(stack.baseUrl, `pwr${name.slice(0, 3)}`);
      const { context, page } = await stack.newPage(viewport);
      await logInThroughForm(page, user.email, user.password);
      await page.goto('/store');
      await buyInSandbox(page, 'gold-500');

      const group = page.getByTestId('store-group-power-ups');
      await group.getByTestId('store-power-up-buy-advice-3').click();
      await expect
        .poll(() => group.getByTestId('store-power-up-notice').textContent())
        .toContain('You have 3');
      await group.getByTestId('store-power-up-buy-extra-time-3').click();
      await expect
        .poll(() => group.getByTestId('store-power-up-held-extra-time').textContent())
        .toBe('You have 3');
      await expect.poll(async () => (await balancesOf(stack, user.email)).gold).toBe(500 - 30 - 20);
      await group.scrollIntoViewIfNeeded();
      await animationsDone(page);
      await page.screenshot({ path: `${SHOTS_DIR}/store-power-ups-${name}.png` });

      await page.goto('/game');
      await page.getByTestId('play-bots').click();
      const bar = page.getByTestId('power-up-bar');
      // The bar shows on the player's turn: the bid comes first.
      await bar.waitFor({ timeout: 20_000 });
      await page.getByTestId('bid-panel').waitFor();
      // Extra time first: a slow machine then has 50 s for the rest of this turn, not the plain 20.
      await bar.getByTestId('power-up-extra-time').click();
      const notice = bar.getByTestId('power-up-notice');
      await expect.poll(() => notice.textContent()).toMatch(/^Your turn clock now runs until /);

      await bar.getByTestId('power-up-advice').click();
      await expect.poll(() => notice.textContent()).toMatch(/^Bot's advice: bid (nil|\d+)$/);
      await page.locator('.bid-suggested').waitFor();
      expect(await bar.getByTestId('power-up-advice').textContent()).toBe("Bot's advice (2)");
      await animationsDone(page);
      await page.screenshot({ path: `${SHOTS_DIR}/table-power-ups-${name}.png` });
      await expect.poll(async () => (await balancesOf(stack, user.email)).gold).toBe(450);

      // The advised bid is taken; the turn passes and the bar goes with it.
      await page.locator('.bid-suggested').click();
      await bar.waitFor({ state: 'hidden' });
      await context.close();
    });
  }
});
