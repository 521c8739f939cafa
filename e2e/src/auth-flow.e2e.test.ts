/**
 * Registration to logout through the browser: spec §5's inline validation texts, the mailed verification
 * link followed in the browser, password login with the coins in the top bar, a session that survives a
 * reload, logout, and the temporary login code.
 */
import { SNACKBAR_MS } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  type Stack,
  startStack,
  uniqueUser,
  waitForMail,
} from './harness.js';

let stack: Stack;

/** Records in the page how long the snackbar stays, from the frame it appears to the one it leaves. */
const SNACKBAR_TIMING = `new MutationObserver(() => {
  const shown = document.querySelector('[data-testid=snackbar]') !== null;
  if (shown && window.snackbarSince === undefined) window.snackbarSince = performance.now();
  if (!shown && window.snackbarSince !== undefined && window.snackbarShownMs === undefined)
    window.snackbarShownMs = performance.now() - window.snackbarSince;
}).observe(document.body, { childList: true, subtree: true })`;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('registration, verification, login and logout', () => {
  it('walks a new player from the register form to logged out again', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    const user = uniqueUser('reg');
    await page.goto('/auth/register');
    const form = page.getByTestId('register-form');
    // On an onboarding route the top bar offers Login but not Register.
    expect(await page.getByTestId('topbar-register').count()).toBe(0);
    expect(await page.getByTestId('topbar-login').isVisible()).toBe(true);

    // Bad input: every rule of spec §5 answers under its field.
    await form.locator('input[name=username]').fill('ab');
    await form.locator('input[name=email]').fill('not-an-email');
    await form.locator('input[name=password]').fill('123');
    await form.locator('input[name=confirm]').fill('456');
    await form.locator('button[type=submit]').click();
    await expect
      .poll(() => form.getByRole('alert').allTextContents())
      .toEqual([
        'Username must be at least 3 characters long.',
        'Invalid email address.',
        'Password must be at least 6 characters long.',
        'Passwords do not match.',
      ]);

    // Fixing a field clears its text while typing; a long enough password that differs still fails.
    await form.locator('input[name=password]').fill(user.password);
    await expect(form.getByText('Password must be at least 6 characters long.').count()).resolves.toBe(0);
    await expect(form.getByText('Passwords do not match.').isVisible()).resolves.toBe(true);

    await form.locator('input[name=username]').fill(user.username);
    await form.locator('input[name=email]').fill(user.email);
    await form.locator('input[name=confirm]').fill(user.password);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('register-done').waitFor();
    expect(await page.getByTestId('register-done').textContent()).toContain(user.email);

    // The verification mail's link opens this server's /auth/verify-email in the browser.
    const link = await waitForMail(stack.smtp, user.email, /(http:\/\/\S+\/auth\/verify-email\?token=\S+)/);
    expect(link.startsWith(stack.baseUrl)).toBe(true);
    await page.goto(link);
    await page.locator('[data-testid=verify-status][data-state=done]').waitFor();

    await logInThroughForm(page, user.email, user.password);
    expect(await page.getByTestId('topbar-coins').textContent()).toBe('1,000');
    expect(await page.getByTestId('topbar-login').count()).toBe(0);

    // The session is persisted: a reload keeps the player signed in.
    await page.reload();
    await page.getByTestId('topbar-coins').waitFor();

    // The profile menu shows the verified email and the wallet.
    await page.getByTestId('avatar-button').click();
    const profile = page.getByTestId('profile-menu');
    // The menu's code is fetched on first open.
    await profile.getByText('Email Verified').waitFor();
    await expect(profile.getByTestId('wallet-coins').textContent()).resolves.toContain('1,000');
    await page.keyboard.press('Escape');

    // Logout from the side menu lands on /auth/login, signed out.
    await page.getByTestId('menu-sign-out').click();
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('topbar-coins').count()).toBe(0);
    expect(await page.getByTestId('topbar-register').isVisible()).toBe(true);
    expect(await page.getByTestId('topbar-login').count()).toBe(0);
    await context.close();
  });

  it('signs in with a temporary login code from the mail', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    const user = uniqueUser('code');
    const registered = await fetch(`${stack.baseUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, username: user.username }),
    });
    expect(registered.status).toBe(200);

    await page.goto('/auth/login');
    await page.getByTestId('login-code-link').click();
    const request = page.getByTestId('code-request-form');
    await request.locator('input[name=email]').fill(user.email);
    await request.locator('button[type=submit]').click();
    const code = await waitForMail(stack.smtp, user.email, /^\s+(\d{6})$/m);

    const form = page.getByTestId('code-form');
    await form.locator('input[name=code]').fill('12');
    await form.locator('button[type=submit]').click();
    await form.getByText('Enter the 6-digit code from the email.').waitFor();
    await form.locator('input[name=code]').fill(code);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('topbar-coins').waitFor();
    await page.waitForURL(`${stack.baseUrl}/`);
    await context.close();
  });

  it('shows a wrong password in the snackbar, which hides itself after 3.5 s', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    await page.goto('/auth/login');
    const form = page.getByTestId('login-form');
    await form.locator('input[name=email]').fill('nobody@example.com');
    await form.locator('input[name=password]').fill('wrong-password');
    // The page times the snackbar itself: a busy test runner's round trips cannot shorten what it measures.
    await page.evaluate(SNACKBAR_TIMING);
    await form.locator('button[type=submit]').click();
    const snackbar = page.getByTestId('snackbar');
    await snackbar.waitFor();
    expect(await snackbar.textContent()).toContain('Invalid email or password.');
    await snackbar.waitFor({ state: 'detached', timeout: 8000 });
    const shownMs = await page.evaluate<number>('window.snackbarShownMs');
    expect(shownMs).toBeGreaterThanOrEqual(SNACKBAR_MS - 100);
    expect(shownMs).toBeLessThan(SNACKBAR_MS + 2000);
    await context.close();
  });

  it('deletes the account after a confirmation and lands on the login screen', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'del');
    const { page, context } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/account');
    await page.getByTestId('delete-account').click();
    const dialog = page.getByTestId('delete-confirm');
    await dialog.getByText('Your account and everything in it will be deleted permanently.').waitFor();
    await dialog
      .getByTestId('delete-forfeit-warning')
      .getByText(/balances are forfeited/)
      .waitFor();
    await page.getByTestId('delete-confirm-button').click();
    await page.waitForURL('**/auth/login');
    expect(await page.getByTestId('topbar-coins').count()).toBe(0);

    // The account is gone: its password no longer signs in.
    const form = page.getByTestId('login-form');
    await form.locator('input[name=email]').fill(user.email);
    await form.locator('input[name=password]').fill(user.password);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('snackbar').getByText('Invalid email or password.').waitFor();
    await context.close();
  });

  it('carries an invite code from /onboarding into the registration', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    await page.goto('/onboarding?referral_code=FRIEND42');
    await page.getByText('Invited with code FRIEND42: you and your friend both get 100 coins.').waitFor();
    expect(await page.getByTestId('topbar-register').count()).toBe(0);
    await context.close();
  });
});
