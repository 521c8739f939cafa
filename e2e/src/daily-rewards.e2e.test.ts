/**
 * The daily reward in a real browser against the real server (issue 14, spec §4): from Home to the calendar,
 * today's reward claimed once (the balance moves on the server), tomorrow's day named. Screens at both sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  balancesOf,
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

describe('daily rewards', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`claims today's reward from Home (${name})`, async () => {
      const user = await createVerifiedUser(stack.baseUrl, `daily${name.slice(0, 3)}`);
      const { context, page } = await stack.newPage(viewport);
      await logInThroughForm(page, user.email, user.password);
      const before = (await balancesOf(stack, user.email)).coins;
      await page.goto('/');
      await page.getByTestId('home-daily-rewards').click();
      await page.getByTestId('daily-rewards-grid').waitFor();
      expect(await page.getByTestId('daily-day-1').getAttribute('class')).toContain('daily-day-today');
      await animationsDone(page);
      await page.screenshot({ path: `${SHOTS_DIR}/daily-rewards-${name}.png` });

      await page.getByTestId('daily-rewards-claim').click();
      await expect
        .poll(() => page.getByTestId('daily-rewards-got').textContent())
        .toBe('50 coins added to your balance.');
      expect(await page.getByTestId('daily-rewards-done').textContent()).toContain('day 2');
      expect(await page.getByTestId('daily-day-1').getAttribute('data-claimed')).toBe('true');
      await expect.poll(async () => (await balancesOf(stack, user.email)).coins).toBe(before + 50);
      // A reload keeps it claimed: the server holds the day.
      await page.reload();
      await page.getByTestId('daily-rewards-done').waitFor();
      expect(await page.getByTestId('daily-rewards-claim').count()).toBe(0);
      await animationsDone(page);
      await page.screenshot({ path: `${SHOTS_DIR}/daily-rewards-claimed-${name}.png` });
      await context.close();
    });
  }
});
