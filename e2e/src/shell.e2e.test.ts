/**
 * The shell at both sizes of spec §9: the side menu is a fixed 250-wide panel beside the content at
 * 1280×800 and a 70%-wide overlay at 390×844 that closes when tapping outside or changing route; the top
 * bar and bottom nav keep their sizes; switching to Spanish changes the texts and survives a reload.
 * Also takes the screenshots of home, login and a signed-in page at both sizes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../apps/server/src/users/repository.js';
import { applyBalanceChanges } from '../../apps/server/src/wallet/wallet.js';
import {
  animationsDone,
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

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not visible`);
  return found;
}

/** Spanish from the settings panel, as a player switches it; the panel is closed again. */
async function switchToSpanish(page: Page): Promise<void> {
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings-panel').waitFor();
  await page.getByTestId('language-es').check();
  await page.getByTestId('settings-panel').getByText('Seleccionar idioma').waitFor();
  await page.keyboard.press('Escape');
}

describe('side menu', () => {
  it('is a fixed 250-wide panel beside the content on a 1280×800 window', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    await page.goto('/');
    const menu = await box(page, 'side-menu');
    expect(menu).toMatchObject({ x: 0, y: 0, width: 250, height: 800 });
    expect((await page.locator('main').boundingBox())?.x).toBe(250);
    expect(await page.getByTestId('menu-button').count()).toBe(0);
    expect(await page.getByTestId('side-menu-backdrop').count()).toBe(0);

    const topbar = await box(page, 'topbar');
    expect(topbar.height).toBe(60);
    expect(topbar.width).toBeLessThanOrEqual(800);
    expect(topbar.x).toBeGreaterThanOrEqual(250);
    expect((await box(page, 'bottom-nav')).width).toBeLessThanOrEqual(500);

    // Anonymous items exactly, and the version.
    const items = await page.getByTestId('side-menu').locator('.menu-item').allTextContents();
    expect(items).toEqual(['Home', 'Store', 'Login', 'Register']);
    expect(await page.getByTestId('app-version').textContent()).toBe('beta-3.54');

    // A route change keeps the desktop panel open.
    await page.getByTestId('menu-store').click();
    await page.waitForURL('**/store');
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    await context.close();
  });

  it('is a 70%-wide overlay on a 390×844 window, closed by tapping outside or a route change', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    await page.goto('/');
    const menu = page.getByTestId('side-menu');
    expect(await menu.isVisible()).toBe(false);
    expect((await page.locator('main').boundingBox())?.x).toBe(0);

    await page.getByTestId('menu-button').click();
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    expect((await menu.boundingBox())?.width).toBeCloseTo(390 * 0.7, 0);
    expect((await page.locator('main').boundingBox())?.x).toBe(0);

    // Tapping outside the panel (right of it) closes it.
    await page.mouse.click(370, 420);
    await menu.waitFor({ state: 'hidden' });

    // Choosing an item navigates and closes it.
    await page.getByTestId('menu-button').click();
    await menu.waitFor({ state: 'visible' });
    await page.getByTestId('menu-store').click();
    await page.waitForURL('**/store');
    await menu.waitFor({ state: 'hidden' });

    // Crossing the breakpoint opens it as a panel, and crossing back closes it.
    await page.setViewportSize(DESKTOP);
    await menu.waitFor({ state: 'visible' });
    expect((await menu.boundingBox())?.width).toBe(250);
    await page.setViewportSize(MOBILE);
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('lists the signed-in items, and the top bar shows coins, cash and the bell', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'menu');
    const { page, context } = await stack.newPage(DESKTOP);
    await logInThroughForm(page, user.email, user.password);
    const items = await page.getByTestId('side-menu').locator('.menu-item').allTextContents();
    expect(items).toEqual([
      'Home',
      'Store',
      'Games',
      'Leaderboard',
      'Daily rewards',
      'Invite',
      'Support',
      'Sign out',
    ]);
    expect(await page.getByTestId('avatar-button').textContent()).toContain('$0.00');
    expect(await page.getByTestId('bell').isVisible()).toBe(true);

    // The currency toggle reveals gems and gold and hides them again after 3 s.
    await page.getByRole('button', { name: 'Show gems and gold' }).click();
    const reveal = page.getByTestId('currency-reveal');
    await reveal.waitFor();
    await reveal.waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });
});

describe('language', () => {
  it('switches the interface to Spanish from the settings panel and keeps it after a reload', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    await page.goto('/');
    expect(await page.locator('h1').textContent()).toBe('Welcome to Cardroom');
    await switchToSpanish(page);

    expect(await page.locator('h1').textContent()).toBe('Bienvenido a Cardroom');
    expect(await page.getByTestId('bottom-nav').textContent()).toBe('TiendaJugarAjustes');
    expect(await page.getByTestId('topbar-login').textContent()).toBe('Entrar');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    await page.reload();
    await page.locator('h1', { hasText: 'Bienvenido a Cardroom' }).waitFor();
    await page.goto('/auth/register');
    await page.getByTestId('register-form').locator('button[type=submit]').click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres.').waitFor();
    await context.close();
  });
});

describe('side menu in Spanish', () => {
  it('keeps the desktop panel header, its tagline and close button, inside the 250-wide panel', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    await page.goto('/');
    await switchToSpanish(page);
    const tagline = page.locator('.side-menu-tagline', { hasText: 'Juega, colecciona, compite' });
    await tagline.waitFor();
    const close = await page.getByTestId('side-menu').locator('.side-menu-header button').boundingBox();
    const text = await tagline.boundingBox();
    if (!close || !text) throw new Error('the side menu header is not visible');
    expect(close.x + close.width).toBeLessThanOrEqual(250);
    expect(text.x + text.width).toBeLessThanOrEqual(close.x);
    expect(text.y).toBeGreaterThanOrEqual(0);
    expect(text.y + text.height).toBeLessThanOrEqual(60);
    await page.screenshot({
      path: `${SHOTS_DIR}/side-menu-es-desktop.png`,
      clip: { x: 0, y: 0, width: 400, height: 200 },
    });
    await context.close();
  });
});

describe('top bar on phones', () => {
  it('keeps coins, the avatar with the cash balance and the bell inside a 390- and 360-wide window in Spanish', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'narrow');
    const account = await findUserByEmail(stack.ctx.db, user.email);
    if (!account) throw new Error('no account');
    // Four figures of cash and seven of coins: Spanish writes the cash longest ("1234,56 US$").
    await applyBalanceChanges(stack.ctx.db, {
      userId: account.id,
      changes: [
        { currency: 'cash_balance', delta: 123_456 },
        { currency: 'coins', delta: 1_233_567 },
      ],
      reason: 'test-grant',
      idempotencyKey: `test-grant:narrow:${account.id}`,
    });
    const { page, context } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await switchToSpanish(page);
    await page.getByTestId('avatar-button').getByText('1234,56 US$').waitFor();

    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      for (const testId of ['topbar-coins', 'avatar-button', 'bell']) {
        const { x, width: wide } = await box(page, testId);
        expect(x, `${testId} at ${width}`).toBeGreaterThanOrEqual(0);
        expect(x + wide, `${testId} at ${width}`).toBeLessThanOrEqual(width);
      }
      // Nothing covers the bell: a tap on its middle reaches it.
      const bell = await box(page, 'bell');
      const hit = await page.evaluate<boolean>(
        `document.elementFromPoint(${bell.x + bell.width / 2}, ${bell.y + bell.height / 2})?.closest('[data-testid="bell"]') !== null`,
      );
      expect(hit, `the bell at ${width}`).toBe(true);
    }
    // The whole cash balance is shown, and the coins in short (the label keeps them whole).
    // (Spanish puts a no-break space before the unit.)
    expect(await page.getByTestId('avatar-button').textContent()).toMatch(/^\S*1234,56\sUS\$$/);
    expect(await page.getByTestId('topbar-coins').textContent()).toMatch(/^1,2\sM$/);
    expect(await page.getByTestId('topbar-coins').getAttribute('aria-label')).toContain('1234567');
    await page.screenshot({ path: `${SHOTS_DIR}/topbar-es-360.png` });
    await context.close();
  });
});

describe('language suggestion', () => {
  it('offers Spanish to a browser set to Spanish, and remembers the choice', async () => {
    const { page, context } = await stack.newPage(MOBILE, 'es-ES');
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Language Detected' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Switch to Español' }).click();
    await page.locator('h1', { hasText: 'Bienvenido a Cardroom' }).waitFor();
    await page.reload();
    await page.locator('h1', { hasText: 'Bienvenido a Cardroom' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it("does not ask again after Don't ask again", async () => {
    const { page, context } = await stack.newPage(MOBILE, 'es-MX');
    await page.goto('/');
    await page.getByRole('button', { name: "Don't ask again" }).click();
    await page.reload();
    await page.locator('h1', { hasText: 'Welcome to Cardroom' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('screenshots', () => {
  it('captures home, login and a signed-in page at 390×844 and 1280×800', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'shot');
    for (const [name, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context } = await stack.newPage(viewport);
      await page.goto('/');
      await page.locator('h1').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/home-${name}.png` });
      await page.goto('/auth/login');
      await page.getByTestId('login-form').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/login-${name}.png` });
      await logInThroughForm(page, user.email, user.password);
      await page.goto('/store');
      await page.getByTestId('store-screen').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/store-${name}.png` });
      await page.goto('/account');
      await page.getByTestId('account-screen').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/account-${name}.png` });
      if (name === 'mobile') {
        await page.getByTestId('menu-button').click();
        await page.getByTestId('side-menu').waitFor({ state: 'visible' });
        await animationsDone(page);
        await page.screenshot({ path: `${SHOTS_DIR}/menu-${name}.png` });
      }
      await context.close();
    }
  });
});
