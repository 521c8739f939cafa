/**
 * Issue 10 in the browser: the notifications panel reads in the language the app shows with the
 * current usernames (not "¡Tu amigo se unió!" in the English app, not "Hi NewcomerNed" after a rename), and
 * the login screen offers only the sign-in providers the server is configured for (here Google alone).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
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
  stack = await startStack({
    GOOGLE_ISSUER: 'https://accounts.google.com',
    GOOGLE_CLIENT_ID: 'cardroom-e2e',
    GOOGLE_CLIENT_SECRET: 'cardroom-e2e-secret',
  });
});

afterAll(async () => {
  await stack?.close();
});

const api = <T>(path: string, token: string | null, body?: unknown) =>
  callApi<T>(stack.baseUrl, path, token, body);

async function tokenOf(user: { email: string; password: string }): Promise<string> {
  const reply = await api<{ accessToken: string }>('/auth/login-dev', null, {
    email: user.email,
    password: user.password,
  });
  return reply.accessToken;
}

const VIEWS = [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const;

async function openNotifications(page: Page) {
  await page.getByTestId('bell').click();
  const panel = page.getByTestId('notifications-panel');
  await panel.locator('.notification').first().waitFor();
  return panel;
}

/** A page in that language: a Spanish browser is offered Spanish on the first visit and accepts. */
async function pageIn(language: 'en' | 'es', viewport: { width: number; height: number }) {
  const opened = await stack.newPage(viewport, language === 'es' ? 'es-ES' : 'en-US');
  await opened.page.goto('/auth/login');
  if (language === 'es') {
    await opened.page.getByRole('button', { name: 'Switch to Español' }).click();
    await opened.page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
  }
  return opened;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
}

describe('notifications read in the language shown now, with current names', () => {
  it('a referral notice written in Spanish reads in English after the switch, with the renamed friend', async () => {
    const referrer = await createVerifiedUser(stack.baseUrl, 'ntf');
    const referrerToken = await tokenOf(referrer);
    await api('/user/update', referrerToken, { locale: 'es' });
    const { referralCode } = await api<{ referralCode: string }>('/user/referral-data', referrerToken);

    // The friend registers with the code while the referrer's account is Spanish, and verifies.
    const friend = uniqueUser('ned');
    await api('/auth/register', null, {
      ...friend,
      platform: 'web',
      locale: 'en',
      referral_code: referralCode,
    });
    const link = await waitForMail(stack.smtp, friend.email, /(http:\/\/\S+\/auth\/verify-email\?token=\S+)/);
    await api('/auth/verify-email', null, { token: new URL(link).searchParams.get('token') });
    const written = await api<{ notifications: { subject: string }[] }>(
      '/user/get-notifications',
      referrerToken,
      {},
    );
    expect(written.notifications.map((n) => n.subject)).toContain('¡Tu amigo se unió!');

    const renamed = `Ned${Math.floor(Math.random() * 1e6)}`;
    await api('/user/update', await tokenOf(friend), { update: { username: renamed } });

    for (const language of ['en', 'es'] as const) {
      await api('/user/update', referrerToken, { locale: language });
      for (const [view, viewport] of VIEWS) {
        const { page, context } = await pageIn(language, viewport);
        await logInThroughForm(page, referrer.email, referrer.password);
        const panel = await openNotifications(page);
        const text = (await panel.textContent()) ?? '';
        if (language === 'en') {
          expect(text).toContain('Your friend joined!');
          expect(text).toContain(`${renamed} signed up with your referral code.`);
          expect(text).not.toContain('¡Tu amigo se unió!');
        } else {
          expect(text).toContain('¡Tu amigo se unió!');
          expect(text).toContain(`${renamed} se registró con tu código de referido.`);
        }
        expect(text).not.toContain(friend.username);
        await noSidewaysScroll(page);
        await page.screenshot({ path: `${SHOTS_DIR}/notify-notifications-${language}-${view}.png` });
        await context.close();
      }
    }
  });
});

describe('sign-in providers', () => {
  it('offers Google alone when only Google is configured, in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const [view, viewport] of VIEWS) {
        const { page, context } = await pageIn(language, viewport);
        const buttons = page.getByTestId('oauth-buttons');
        await buttons.waitFor();
        expect(await buttons.locator('button').allTextContents()).toEqual(['Google']);
        await noSidewaysScroll(page);
        await page.screenshot({ path: `${SHOTS_DIR}/notify-login-${language}-${view}.png`, fullPage: true });
        await context.close();
      }
    }
  });
});
