/**
 * The collection in a real browser against the real server (issue 14): gems bought in the store's sandbox buy a
 * card back and a felt, the player switches card backs, and a table drawn afterwards wears the felt. Screens
 * at both sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  pageSettled,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';
import { buyInSandbox } from './store-page.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('the collection', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`buys skins with gems from the store and wears them (${name})`, async () => {
      const user = await createVerifiedUser(stack.baseUrl, `skin${name.slice(0, 3)}`);
      const { context, page } = await stack.newPage(viewport);
      await logInThroughForm(page, user.email, user.password);
      await page.goto('/store');
      await buyInSandbox(page, 'gems-550');

      await page.getByTestId('collection-link').click();
      await page.getByTestId('collection-skins').waitFor();
      await page.getByTestId('collection-buy-back-royal').click();
      await page.getByTestId('collection-worn-back-royal').waitFor();
      await page.getByTestId('collection-buy-back-crimson').click();
      await page.getByTestId('collection-worn-back-crimson').waitFor();
      await page.getByTestId('collection-wear-back-royal').click();
      await page.getByTestId('collection-worn-back-royal').waitFor();
      await page.getByTestId('collection-buy-felt-midnight').click();
      await page.getByTestId('collection-worn-felt-midnight').waitFor();

      // 550 gems: 50 + 80 for the backs, 100 for the felt.
      await expect.poll(async () => (await balancesOf(stack, user.email)).gems).toBe(550 - 230);
      await pageSettled(page);
      await page.screenshot({ path: `${SHOTS_DIR}/collection-${name}.png`, fullPage: true });

      // A table taken now wears the felt: the seat copied the skins when the player sat down.
      await page.goto('/game');
      await page.getByTestId('play-bots').click();
      const table = page.getByTestId('spades-table');
      await table.waitFor();
      await expect
        .poll(() =>
          table.evaluate((element) =>
            (element as { style: { getPropertyValue(name: string): string } }).style.getPropertyValue(
              '--bg-felt',
            ),
          ),
        )
        .toBe('#141d3d');
      await context.close();
    });
  }
});
