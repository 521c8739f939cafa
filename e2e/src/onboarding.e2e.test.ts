/**
 * Onboarding, OAuth buttons and the referral modal in Chromium against the real server:
 * - the provider buttons with no provider configured: Google shows the server's PROVIDER_NOT_CONFIGURED
 *   message, the others say they are not available yet, and a forged callback is refused;
 * - the referral modal: count, TH position, invite link, the 4-column grid of nine real share URLs and a
 *   copy target's paste hint (clipboard granted), the empty leaderboard text;
 * - registering from an invite link, verifying, logging in: onboarding opens, the username is refused
 *   when taken, Generate gives a friendly name, a preset avatar is chosen and Finish shows it in the top
 *   bar; the inviter's leaderboard then ranks them first in gold;
 * - a real PNG uploaded from the library input; Skip.
 * Screenshots at 390×844 and 1280×800 go to /tmp/web-shots/onboarding-*.png and referral-*.png.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
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
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

interface ServerUser {
  username: string;
  avatar: string | null;
  onboardingCompleted: boolean;
}

const api = <T>(path: string, token: string | null, body?: unknown) =>
  callApi<T>(stack.baseUrl, path, token, body);

/** A verified account and its access token (the development login signs in an existing account too). */
async function verifiedUserWithToken(prefix: string) {
  const user = await createVerifiedUser(stack.baseUrl, prefix);
  const reply = await api<{ accessToken: string; userData: ServerUser }>('/auth/login-dev', null, {
    email: user.email,
    password: user.password,
  });
  return { ...user, token: reply.accessToken, username: reply.userData.username };
}

/** The token the page keeps in its persisted session. */
async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate<string | null>(
    `(() => {
      const root = JSON.parse(localStorage.getItem('persist:cardroom') ?? '{}');
      return JSON.parse(root.session ?? '{}').accessToken ?? null;
    })()`,
  );
  if (!token) throw new Error('The page has no access token.');
  return token;
}

/** The user as the server has it now (a locale update answers with the user data). */
async function serverUser(token: string): Promise<ServerUser> {
  const reply = await api<{ userData: ServerUser }>('/user/update', token, { update: { locale: 'en' } });
  return reply.userData;
}

/** A computed style property of the element with that test id. */
function computedStyle(page: Page, testId: string, property: string): Promise<string> {
  return page.evaluate<string>(
    `getComputedStyle(document.querySelector('[data-testid=${testId}]')).${property}`,
  );
}

async function snackbarSays(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('snackbar').textContent(), { timeout: 10_000 }).toBe(text);
}

async function openReferral(page: Page, mobile: boolean) {
  // A route change still on its way (after a sign-in, to Home) closes the phone menu and any dialog.
  await page.getByTestId('home-greeting').waitFor();
  const menuOpen = (await page.getByTestId('side-menu').getAttribute('class'))?.includes(' open');
  if (mobile && !menuOpen) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-menu').waitFor({ state: 'visible' });
  }
  await page.getByTestId('menu-invite').click();
  const dialog = page.getByTestId('referral-dialog');
  await dialog.getByTestId('referral-link').waitFor();
  return dialog;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 24×24 RGB PNG: a gold disc on green felt. */
function tinyPng(): Buffer {
  const size = 24;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = (x - 11.5) ** 2 + (y - 11.5) ** 2 < 8 ** 2;
      const [r, g, b] = inside ? [242, 183, 5] : [15, 59, 46];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('OAuth buttons without a configured provider', () => {
  // Issue 10: a button for a provider the server is not configured for only failed on click.
  it('shows no provider buttons and no divider on login and register', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    const asked = page.waitForResponse((response) => response.url().endsWith('/auth/providers'));
    await page.goto('/auth/login');
    expect(await (await asked).json()).toEqual({ success: true, providers: [] });
    await page.getByTestId('login-forgot-link').waitFor();
    expect(await page.getByTestId('oauth-buttons').count()).toBe(0);
    expect(await page.getByText('or continue with', { exact: false }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS_DIR}/onboarding-login-oauth-desktop.png` });

    await page.goto('/auth/register');
    await page.getByTestId('register-form').waitFor();
    expect(await page.getByTestId('oauth-buttons').count()).toBe(0);
    await context.close();
  });

  it('refuses a callback this browser did not start, and a cancelled consent', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    await page.goto('/auth/google/callback?code=forged-code&state=forged-state');
    const error = page.getByTestId('oauth-callback-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      'This sign-in link has expired or was opened in another browser. Please try again.',
    );
    // The code does not stay in the address bar.
    expect(page.url()).toBe(`${stack.baseUrl}/auth/google/callback`);
    expect(await page.getByTestId('topbar-coins').count()).toBe(0);

    await page.goto('/auth/apple/callback?error=user_cancelled_authorize&state=x');
    await page.getByText('Sign-in was cancelled.').waitFor();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL('**/auth/login');
    await page.screenshot({ path: `${SHOTS_DIR}/onboarding-login-oauth-mobile.png`, fullPage: true });
    await context.close();
  });

  it('leaves Linked accounts out of the account screen when no provider is configured', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'pp');
    const { page, context } = await stack.newPage(DESKTOP);
    await logInThroughForm(page, user.email, user.password);
    const asked = page.waitForResponse((response) => response.url().endsWith('/auth/providers'));
    await page.goto('/account');
    await asked;
    await page.getByTestId('account-username').waitFor();
    expect(await page.getByTestId('linked-accounts').count()).toBe(0);
    expect(await page.getByTestId('connect-paypal').count()).toBe(0);
    await context.close();
  });
});

describe('referral modal', () => {
  it('shows the link, the 4-column share grid and the empty leaderboard; copy targets paste hints', async () => {
    const user = await verifiedUserWithToken('ref');
    const { referralCode } = await api<{ referralCode: string }>('/user/referral-data', user.token);
    const link = `${stack.baseUrl}/onboarding?referral_code=${referralCode}`;

    const { page, context } = await stack.newPage(MOBILE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    let referralCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/user/referral-data')) referralCalls += 1;
    });
    await logInThroughForm(page, user.email, user.password);
    const dialog = await openReferral(page, true);

    expect(await dialog.getByTestId('referral-link').inputValue()).toBe(link);
    expect(await dialog.getByTestId('referral-count').textContent()).toBe('0');
    expect(await dialog.getByTestId('referral-position').textContent()).toMatch(
      /^[\d,]+(st|nd|rd|th) of [\d,]+$/,
    );
    expect(await dialog.getByTestId('referral-empty').textContent()).toBe('No referral data available.');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(400);

    // Spec §2: 4 columns, 9 targets in order.
    const grid = dialog.getByTestId('share-grid');
    const columns = (await computedStyle(page, 'share-grid', 'gridTemplateColumns')).split(' ');
    expect(columns).toHaveLength(4);
    expect(await grid.locator('.share-label').allTextContents()).toEqual([
      'WhatsApp',
      'Facebook',
      'X',
      'TikTok',
      'Discord',
      'SMS',
      'Email',
      'Reddit',
      'Instagram',
    ]);
    const encoded = encodeURIComponent(link);
    const href = (id: string) => dialog.getByTestId(`share-${id}`).getAttribute('href');
    expect(await href('whatsapp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(await href('whatsapp')).toContain(encoded);
    expect(await href('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(await href('x')).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=.+&url=/);
    expect(await href('x')).toContain(`url=${encoded}`);
    expect(await href('reddit')).toMatch(
      new RegExp(`^https://www\\.reddit\\.com/submit\\?url=${encoded}&title=`),
    );
    expect(await href('sms')).toMatch(/^sms:\?&body=/);
    expect(await href('sms')).toContain(encoded);
    expect(await href('email')).toMatch(/^mailto:\?subject=Join%20me%20on%20Cardroom&body=/);
    expect(await dialog.getByTestId('share-whatsapp').getAttribute('target')).toBe('_blank');
    expect(await dialog.getByTestId('share-whatsapp').getAttribute('rel')).toBe('noopener noreferrer');

    await dialog.getByTestId('share-tiktok').click();
    await snackbarSays(page, 'Copied! Paste this link in your TikTok bio or video.');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
    await dialog.getByTestId('share-discord').click();
    await snackbarSays(page, 'Copied! Paste this link in a Discord chat or server.');
    await dialog.getByTestId('share-instagram').click();
    await snackbarSays(page, 'Copied! Paste this link in your Instagram bio or story.');
    await page.evaluate(`navigator.clipboard.writeText('')`);
    await dialog.getByTestId('referral-copy').click();
    await snackbarSays(page, 'Copied!');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS_DIR}/referral-mobile.png` });

    // Spec §4: loaded once, and not again when the dialog opens a second time.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await openReferral(page, true);
    expect(referralCalls).toBe(1);

    await page.setViewportSize(DESKTOP);
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS_DIR}/referral-desktop.png` });
    await context.close();
  });
});

describe('onboarding', () => {
  it('registers from an invite link, then changes the username with Generate and picks a preset', async () => {
    const inviter = await verifiedUserWithToken('inv');
    const { referralCode } = await api<{ referralCode: string }>('/user/referral-data', inviter.token);

    const { page, context } = await stack.newPage(MOBILE);
    const player = uniqueUser('onb');
    await page.goto(`/onboarding?referral_code=${referralCode}`);
    await page.getByText(`Invited with code ${referralCode}`, { exact: false }).waitFor();
    const form = page.getByTestId('register-form');
    await form.locator('input[name=username]').fill(player.username);
    await form.locator('input[name=email]').fill(player.email);
    await form.locator('input[name=password]').fill(player.password);
    await form.locator('input[name=confirm]').fill(player.password);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('register-done').waitFor();
    const verify = await waitForMail(
      stack.smtp,
      player.email,
      /(http:\/\/\S+\/auth\/verify-email\?token=\S+)/,
    );
    await page.goto(verify);
    await page.locator('[data-testid=verify-status][data-state=done]').waitFor();

    // The first sign-in after registering here opens onboarding.
    await logInThroughForm(page, player.email, player.password);
    await page.waitForURL('**/onboarding');
    const onboarding = page.getByTestId('onboarding');
    await onboarding.waitFor();
    expect(await page.getByTestId('onboarding-step').textContent()).toBe('Step 1 of 2');
    const name = page.getByTestId('onboarding-username').locator('input[name=username]');
    expect(await name.inputValue()).toBe(player.username);
    await page.screenshot({ path: `${SHOTS_DIR}/onboarding-username-mobile.png` });

    // Spec §5 rules, then the server's USERNAME_TAKEN under the field.
    await name.fill('ab');
    await page.getByTestId('onboarding-next').click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Username must be at least 3 characters long.' })
      .waitFor();
    await name.fill('bad name!');
    await page.getByRole('alert').filter({ hasText: 'Username contains prohibited characters.' }).waitFor();
    await name.fill(inviter.username);
    await page.getByTestId('onboarding-next').click();
    await page.getByRole('alert').filter({ hasText: 'Username is already taken.' }).waitFor();
    expect(await onboarding.getAttribute('data-step')).toBe('username');

    await page.getByTestId('username-generate').click();
    const generated = await name.inputValue();
    expect(generated).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);
    expect(generated.length).toBeLessThanOrEqual(20);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByTestId('onboarding-next').click();
    await page.locator('[data-testid=onboarding][data-step=avatar]').waitFor();
    expect(await page.getByTestId('onboarding-step').textContent()).toBe('Step 2 of 2');
    expect(await page.getByTestId('avatar-preview').textContent()).toContain(generated);

    // Presets drawn inline; pick the fox.
    const presets = page.locator('.preset-choice');
    expect(await presets.count()).toBeGreaterThanOrEqual(8);
    await page.getByTestId('preset-fox').click();
    expect(await page.getByTestId('preset-fox').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('avatar-preview').locator('[data-avatar-preset=fox]').waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/onboarding-avatar-mobile.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS_DIR}/onboarding-avatar-desktop.png` });

    await page.getByTestId('onboarding-finish').click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await snackbarSays(page, `You're all set, ${generated}!`);
    await page.getByTestId('avatar-button').locator('[data-avatar-preset=fox]').waitFor();

    const saved = await serverUser(await pageToken(page));
    expect(saved).toMatchObject({ username: generated, avatar: 'preset:fox', onboardingCompleted: true });
    // Finished: /onboarding now goes home.
    await page.goto('/onboarding');
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.getByTestId('avatar-button').locator('[data-avatar-preset=fox]').waitFor();
    await context.close();

    // The invite counted: the inviter leads the referral leaderboard in gold.
    const { page: inviterPage, context: inviterContext } = await stack.newPage(DESKTOP);
    await logInThroughForm(inviterPage, inviter.email, inviter.password);
    const dialog = await openReferral(inviterPage, false);
    expect(await dialog.getByTestId('referral-count').textContent()).toBe('1');
    expect(await dialog.getByTestId('referral-position').textContent()).toMatch(/^1st of [\d,]+$/);
    const first = dialog.locator('tr[data-rank="1"]');
    expect(await first.getAttribute('class')).toContain('medal-gold');
    expect(await first.textContent()).toContain(inviter.username);
    await dialog.getByTestId('referral-leaderboard').waitFor();
    expect(await computedStyle(inviterPage, 'referral-leaderboard', 'maxHeight')).toBe('420px');
    expect(await computedStyle(inviterPage, 'referral-leaderboard', 'maxWidth')).toBe('700px');
    await inviterPage.screenshot({ path: `${SHOTS_DIR}/referral-leaderboard-desktop.png` });
    await inviterContext.close();
  });

  it('uploads a real PNG from the library as the avatar, with a preview', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'upl');
    const { page, context } = await stack.newPage(DESKTOP);
    await logInThroughForm(page, user.email, user.password);
    // Not registered in this browser: the sign-in stays home; onboarding is one visit away.
    expect(page.url()).toBe(`${stack.baseUrl}/`);
    await page.goto('/onboarding');
    await page.getByTestId('onboarding-username').waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/onboarding-username-desktop.png` });
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-avatar').waitFor();

    const camera = page.getByTestId('avatar-camera-input');
    expect(await camera.getAttribute('capture')).toBe('user');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    expect(await page.getByTestId('avatar-library-input').getAttribute('accept')).toBe('image/*');

    const png = tinyPng();
    await page.getByTestId('avatar-library-input').setInputFiles({
      name: 'felt.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await snackbarSays(page, 'Photo uploaded.');
    const preview = page.getByTestId('avatar-preview').locator('img.avatar');
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    await expect
      .poll(() =>
        preview.evaluate((image) => {
          const loaded = image as unknown as { complete: boolean; naturalWidth: number };
          return loaded.complete ? loaded.naturalWidth : 0;
        }),
      )
      .toBe(24);
    // The upload is stored as the avatar at once, and served as the same bytes.
    expect(await page.getByTestId('avatar-button').locator('img.avatar').getAttribute('src')).toBe(src);
    const served = await fetch(`${stack.baseUrl}${new URL(src).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/onboarding-upload-desktop.png` });

    await page.getByTestId('onboarding-finish').click();
    await page.waitForURL(`${stack.baseUrl}/`);
    const saved = await serverUser(await pageToken(page));
    expect(saved.avatar).toBe(src);
    expect(saved.onboardingCompleted).toBe(true);
    await context.close();
  });

  it('skips from the first step', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'skp');
    const { page, context } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/onboarding');
    await page.getByTestId('onboarding-username').waitFor();
    await page.getByTestId('onboarding-skip').click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await snackbarSays(page, 'You can change your username and avatar later in Account settings.');
    const saved = await serverUser(await pageToken(page));
    expect(saved.onboardingCompleted).toBe(true);
    expect(saved.avatar).toBeNull();
    await context.close();
  });
});
