/**
 * Prize pools in a real browser against the real server (issue 14): bronze tickets bought in the store's
 * sandbox enter a bronze pool, the ticket leaves the balance, and leaving the pool while it waits gives it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  createVerifiedUser,
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

describe('prize pools', () => {
  it('enters a bronze pool with a bought ticket and gets it back on leaving', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'pool');
    const { context, page } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/store');
    await buyInSandbox(page, 'tickets-bronze-5');
    await expect.poll(async () => (await balancesOf(stack, user.email)).ticket_bronze).toBe(5);

    await page.goto('/prize-pools');
    const bronze = page.getByTestId('pools-tier-bronze');
    await bronze.waitFor();
    const join = bronze.locator('[data-testid^="pool-join-"]').first();
    await join.click();
    await expect.poll(async () => (await balancesOf(stack, user.email)).ticket_bronze).toBe(4);
    const leave = bronze.locator('[data-testid^="pool-leave-"]').first();
    await leave.waitFor();
    await pageSettled(page);
    await page.screenshot({ path: `${SHOTS_DIR}/prize-pools-mobile.png`, fullPage: true });
    await leave.click();
    await expect.poll(async () => (await balancesOf(stack, user.email)).ticket_bronze).toBe(5);
    await context.close();
  });
});
