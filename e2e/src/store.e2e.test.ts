/**
 * The store in a real browser against the real server (issue 14): a player buys a coin pack with each payment
 * method through the sandbox's test payment, sees the coins and the first-purchase bonus arrive, meets the
 * pending and failure texts of spec §8, and finds every purchase in the history. Screens at both sizes.
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
import { startSandboxPayment } from './store-page.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('the store', () => {
  it('buys a coin pack with each payment method, with the first-purchase bonus once', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'buyer');
    const start = await balancesOf(stack, user.email);
    const { context, page } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/store');
    await page.getByTestId('store-shop').waitFor();
    await page.getByTestId('store-bonus').waitFor();
    await pageSettled(page);
    await page.screenshot({ path: `${SHOTS_DIR}/store-mobile.png`, fullPage: true });

    const methods = ['card', 'paypal', 'apple_pay', 'google_pay'];
    for (const [index, method] of methods.entries()) {
      await startSandboxPayment(page, 'coins-1000', method);
      if (index === 0) await page.screenshot({ path: `${SHOTS_DIR}/store-sandbox-mobile.png` });
      await page.getByTestId('store-sandbox-success').click();
      await page.getByTestId('store-pay-success').waitFor();
      await page.getByTestId('store-pay-close').click();
      await expect
        .poll(async () => (await balancesOf(stack, user.email)).coins, { timeout: 10_000 })
        .toBe(start.coins + 1000 * (index + 1));
    }
    const after = await balancesOf(stack, user.email);
    // 10% of the first pack's 99 cents, once.
    expect(after.bonus_cash).toBe(start.bonus_cash + 9);
    await expect
      .poll(() => page.getByTestId('store-balance-bonus').innerText(), { timeout: 10_000 })
      .toContain('0.09');
    await expect
      .poll(() => page.getByTestId('store-balance-coins').innerText(), { timeout: 10_000 })
      .toContain((start.coins + 4000).toLocaleString('en-US'));
    await expect(page.getByTestId('store-bonus').count()).resolves.toBe(0);
    const history = page.locator('[data-testid^="store-purchase-"]:not([data-testid*="check"])');
    await expect.poll(() => history.count(), { timeout: 10_000 }).toBe(4);
    await context.close();
  });

  it('shows the pending and failure texts and credits nothing for either (desktop)', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'pending');
    const start = await balancesOf(stack, user.email);
    const { context, page } = await stack.newPage(DESKTOP);
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/store');
    await page.getByTestId('store-shop').waitFor();

    await startSandboxPayment(page, 'gems-100', 'card');
    await page.getByTestId('store-sandbox-failure').click();
    await expect
      .poll(() => page.getByTestId('store-pay-error').innerText(), { timeout: 10_000 })
      .toContain('Error processing payment. Please try again.');
    await page.getByTestId('store-pay-close').click();

    await startSandboxPayment(page, 'gems-100', 'paypal');
    await page.getByTestId('store-sandbox-pending').click();
    await expect
      .poll(() => page.getByTestId('store-pay-pending').innerText(), { timeout: 10_000 })
      .toContain('Payment pending. Please check your email for confirmation.');
    await pageSettled(page);
    await page.screenshot({ path: `${SHOTS_DIR}/store-pending-desktop.png` });
    expect((await balancesOf(stack, user.email)).gems).toBe(start.gems);
    await page.getByTestId('store-pay-close').click();
    await pageSettled(page);
    await page.screenshot({ path: `${SHOTS_DIR}/store-desktop.png`, fullPage: true });
    await context.close();
  });
});
