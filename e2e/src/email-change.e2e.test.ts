/**
 * Changing the email the safe way, in the browser: the form asks for the current password, the account
 * keeps its old address until the new one's link is followed, and the old address's undo link restores it
 * and signs the browser out. The delete dialog warns that balances are forfeited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  SHOTS_DIR,
  type Stack,
  startStack,
  uniqueUser,
  waitForMail,
} from './harness.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const path = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('email change', () => {
  it('needs the password, waits for the new address and can be undone from the old one', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    const owner = await createVerifiedUser(stack.baseUrl, 'mover');
    const attacker = uniqueUser('taker');
    await logInThroughForm(page, owner.email, owner.password);
    await page.goto('/account');
    const form = page.getByTestId('email-form');
    await form.locator('input[name=newEmail]').fill(attacker.email);

    // A wrong password changes nothing and says why.
    await form.locator('input[name=password]').fill('Wrong#123');
    await form.locator('button[type=submit]').click();
    await page.getByTestId('snackbar').getByText('Incorrect password').waitFor();
    expect(await form.getAttribute('data-stage')).toBe('ask');

    await form.locator('input[name=password]').fill(owner.password);
    await form.locator('button[type=submit]').click();
    await page.locator('[data-testid=email-form][data-stage=pending]').waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/email-change-pending-mobile.png`, fullPage: true });

    const confirm = await waitForMail(stack.smtp, attacker.email, /(http\S+\/auth\/verify-email\?token=\S+)/);
    const undo = await waitForMail(stack.smtp, owner.email, /(http\S+\/auth\/undo-email-change\?token=\S+)/);

    // Following the new address's link moves the account.
    await page.goto(path(confirm));
    await page.locator('[data-testid=verify-status][data-state=done]').waitFor();

    // The owner follows the undo link from the old address: restored, and this browser is signed out.
    await page.goto(path(undo));
    await page.locator('[data-testid=undo-email-status][data-state=done]').waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/email-change-undone-mobile.png`, fullPage: true });
    await page.getByTestId('topbar-login').waitFor();
    expect(await page.getByTestId('topbar-coins').count()).toBe(0);

    const login = await fetch(`${stack.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: attacker.email, password: owner.password }),
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    await context.close();
  });

  it('warns in the delete dialog that balances are forfeited (desktop)', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    const user = await createVerifiedUser(stack.baseUrl, 'leaver');
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/account');
    await page.getByTestId('delete-account').click();
    const dialog = page.getByTestId('delete-confirm');
    await dialog.getByTestId('delete-forfeit-warning').waitFor();
    expect(await dialog.getByTestId('delete-forfeit-warning').textContent()).toMatch(/forfeit/);
    await page.screenshot({ path: `${SHOTS_DIR}/delete-dialog-desktop.png` });
    await context.close();
  });
});
