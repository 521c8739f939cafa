/**
 * The end-to-end stack: the real server (buildApp on an emptied, migrated in-memory PGlite) listening on 127.0.0.1, a
 * real SMTP server that keeps the mail it receives, the built web app served by the server itself, and
 * Debian's Chromium driven by playwright-core.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { vi } from 'vitest';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { AppContext } from '../../apps/server/src/context.js';
import {
  parseMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../apps/server/src/mail/test-smtp-server.js';
import { findUserByEmail } from '../../apps/server/src/users/repository.js';
import type { Balances } from '../../apps/server/src/wallet/currencies.js';
import { getBalances } from '../../apps/server/src/wallet/wallet.js';
import { openTestDatabase } from '../../apps/server/test/databases.js';

/** The web build the browser tests load: apps/web/dist, or E2E_WEB_DIST (a build of one's own while others rebuild). */
export const WEB_DIST =
  process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const SHOTS_DIR = '/tmp/web-shots';
export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Stack {
  baseUrl: string;
  app: FastifyInstance;
  /** The server's context (its database), for tests that set up a table state no UI path reaches quickly. */
  ctx: AppContext;
  smtp: TestSmtpServer;
  browser: Browser;
  /** A fresh browser profile (own storage) at a viewport, in English unless told otherwise. */
  newPage(
    viewport: { width: number; height: number },
    locale?: string,
  ): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Bots and pauses fast enough for a whole hand in a test, slow enough to see each card move. */
export const QUICK_TABLES = {
  BOT_MIN_DELAY_MS: '60',
  BOT_MAX_DELAY_MS: '120',
  TRICK_PAUSE_MS: '150',
  HAND_PAUSE_MS: '300',
} as const;

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run build -w @cardroom/web\` first.`);
  }
  mkdirSync(SHOTS_DIR, { recursive: true });
  const smtp = await startTestSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-01234',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_PER_USER_PER_MINUTE: '100000',
    // The browser and the test's own calls all come from 127.0.0.1.
    MAIL_PER_IP_PER_HOUR: '100000',
    GUESTS_PER_IP_PER_HOUR: '100000',
    SOCKET_CONNECTS_PER_MINUTE_PER_IP: '100000',
    ...env,
  });
  // The worker's migrated PGlite (apps/server/test/pglite-pool.ts): no initdb and migrations per file.
  const database = await openTestDatabase('pglite');
  const { app, ctx } = await buildApp(config, { webRoot: WEB_DIST, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening on TCP.');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  // Mailed links must open this server; the port is only known now, and the app reads its config per mail.
  config.PUBLIC_URL = baseUrl;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

  return {
    baseUrl,
    app,
    ctx,
    smtp,
    browser,
    async newPage(viewport, locale = 'en-US') {
      // Reduced motion, as a player may ask for: the app's transitions shrink to 1 ms, so the software-rendered
      // pages of a 2-core machine spend their CPU on the states under test, not on frames between them.
      const context = await browser.newContext({
        viewport,
        locale,
        baseURL: baseUrl,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      return { context, page };
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The text part of every mail the SMTP server received for `address`, oldest first. */
export function mailTextsTo(smtp: TestSmtpServer, address: string): string[] {
  return smtp.received
    .filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()))
    .map((mail) => parseMail(mail.raw).text);
}

/** Waits for a mail to `address` whose text holds `pattern`, and returns the first capture group. */
export async function waitForMail(smtp: TestSmtpServer, address: string, pattern: RegExp): Promise<string> {
  return vi.waitFor(
    () => {
      for (const text of mailTextsTo(smtp, address).reverse()) {
        const match = pattern.exec(text);
        if (match) return match[1] ?? match[0];
      }
      throw new Error(`No mail to ${address} matched ${pattern}`);
    },
    { timeout: 15_000, interval: 50 },
  );
}

let counter = 0;
export function uniqueUser(prefix: string) {
  counter += 1;
  const tag = `${prefix}${counter}${Math.floor(Math.random() * 1e5)}`.slice(0, 18);
  return { username: tag, email: `${tag}@example.com`, password: 'Secret#123' };
}

/** A verified account made through the development login, for tests that are not about registering. */
export async function createVerifiedUser(baseUrl: string, prefix: string) {
  const user = uniqueUser(prefix);
  const response = await fetch(`${baseUrl}/auth/login-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`login-dev failed: ${response.status} ${await response.text()}`);
  return user;
}

/** The balances of the account behind `email`, read from the stack's database. */
export async function balancesOf(stack: Stack, email: string): Promise<Balances> {
  const user = await findUserByEmail(stack.ctx.db, email);
  if (!user) throw new Error(`no user ${email}`);
  return getBalances(stack.ctx.db, user.id);
}

/** A JSON call to the stack's API (a GET without a body, else a POST); a refusal throws with its body. */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs in through the login form and waits for the coins in the top bar. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  const form = page.getByTestId('login-form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
  await page.getByTestId('topbar-coins').waitFor();
}

/**
 * Makes this page's move at a spades table if it has one: a bid of 3 (or the first bid offered), else its
 * first legal card. A click that cannot land in 2 s (the table moved on) throws; callers retry.
 */
export async function moveIfMyTurn(page: Page): Promise<boolean> {
  // Offered blind nil (a side 100 behind): look at the cards, then bid as usual.
  const seeCards = page.getByTestId('see-cards');
  if (await seeCards.isVisible()) {
    await seeCards.click({ timeout: 2_000 });
    return true;
  }
  const bidPanel = page.getByTestId('bid-panel');
  if (await bidPanel.isVisible()) {
    const three = bidPanel.getByTestId('bid-3');
    const target = (await three.isEnabled().catch(() => false))
      ? three
      : bidPanel.locator('button:enabled').first();
    await target.click();
    return true;
  }
  const legal = page.getByTestId('hand-card-legal');
  if ((await legal.count()) > 0) {
    await legal.first().click({ timeout: 2_000 });
    return true;
  }
  return false;
}

/** The page's document as far as these waits need it (the e2e project compiles without the DOM types). */
type AnimatedDocument = {
  getAnimations(): { playState: string; effect: { getComputedTiming(): { iterations?: number } } | null }[];
};

/** Waits until the screen stopped moving (fade-ins, slides, a resize's transitions): before a screenshot. */
export async function animationsDone(page: Page): Promise<void> {
  // A function, not a string: the app's CSP forbids eval. Spinners loop forever and do not count.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: AnimatedDocument }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Waits until the page has nothing left to do: no request for 500 ms (Playwright's network idle) and two
 * frames rendered after that. For checks that something did NOT happen (a dialog that must not open).
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
}

/** What a player at a spades table can act on, or the screens that end a hand or the game. */
const TABLE_ACTIONABLE = [
  'bid-panel',
  'see-cards',
  'hand-card-legal',
  'score-close',
  'score-dialog',
  'game-over',
]
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

/**
 * Waits for this page's table to offer something to act on (a bid, a legal card, a score dialog, game
 * over), at most `timeoutMs`: the loops that play a table wait on the table instead of sleeping.
 */
export async function tableActionable(page: Page, timeoutMs: number): Promise<void> {
  await page
    .locator(TABLE_ACTIONABLE)
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: timeoutMs })
    .catch(() => undefined);
}
