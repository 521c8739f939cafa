/** The Store screen's sandbox payment, as the browser tests that buy something walk through it. */
import type { Page } from 'playwright-core';

/** Opens the pack's payment dialog on /store, picks the method and reaches the sandbox's test payment. */
export async function startSandboxPayment(page: Page, productId: string, method = 'card'): Promise<void> {
  await page.getByTestId(`store-buy-${productId}`).click();
  await page.getByTestId(`store-method-${method}`).click();
  await page.getByTestId('store-pay-submit').click();
  await page.getByTestId('store-sandbox').waitFor();
}

/** Buys the pack through the sandbox's Success and closes the dialog once it says so. */
export async function buyInSandbox(page: Page, productId: string, method = 'card'): Promise<void> {
  await startSandboxPayment(page, productId, method);
  await page.getByTestId('store-sandbox-success').click();
  await page.getByTestId('store-pay-success').waitFor();
  await page.getByTestId('store-pay-close').click();
}
