/**
 * The spades table's layout on phones and a desktop, in English and Spanish: a signed-in player bids, plays
 * a trick and finishes a hand against bots (the hand-end score dialog), then plays a quick game to Game
 * over. At each step a screenshot is taken and the layout is checked: no sideways scroll, every hand card
 * inside the viewport with its rank corner visible, the bid panel clear of the seats, the score table
 * within its dialog.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  logInThroughForm,
  moveIfMyTurn,
  QUICK_TABLES,
  SHOTS_DIR,
  type Stack,
  startStack,
  tableActionable,
} from './harness.js';

const SIZES = [
  // The narrowest phone the app supports: every rank of the hand still readable.
  { width: 320, height: 640 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
type Size = (typeof SIZES)[number];

let stack: Stack;

beforeAll(async () => {
  // The pause between hands outlasts the screenshot: the score dialog stays until it is closed. The turn
  // clock outlasts the checks made while it is our bid (the Spanish tour's take longest): with the default 20 s
  // a loaded machine can let the server bid for us mid-check, taking the bid panel away under the test.
  stack = await startStack({ ...QUICK_TABLES, HAND_PAUSE_MS: '30000', TURN_SECONDS: '600' });
});

afterAll(async () => {
  await stack?.close();
});

/**
 * Waits until the short animations and transitions under `selector` have run (cards dealt, panels in);
 * endless ones and the turn timer's bar (as long as the turn) are not waited for.
 */
async function settle(page: Page, selector: string): Promise<void> {
  await page.evaluate(`(async () => {
    const finite = [...document.querySelectorAll(${JSON.stringify(selector)})]
      .flatMap((element) => element.getAnimations({ subtree: true }))
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return timing && timing.iterations !== Infinity && Number(timing.endTime) <= 3000;
      });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  })()`);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.scrollingElement.scrollWidth, window.innerWidth]',
  );
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The table bar's labels stay inside their buttons and the screen (long Spanish labels wrap). */
async function tableBarFits(page: Page): Promise<void> {
  const spilled = await page.evaluate<string[]>(`[...document.querySelectorAll('.table-bar-item > span')]
    .filter((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      const button = label.parentElement.getBoundingClientRect();
      return text.left < Math.max(0, button.left) - 1 || text.right > Math.min(window.innerWidth, button.right) + 1;
    })
    .map((label) => label.textContent)`);
  expect(spilled).toEqual([]);
}

/** The top bar's controls (menu, Exit game) and the bid sheet's buttons lie wholly on screen. */
async function controlsOnScreen(page: Page): Promise<void> {
  const outside = await page.evaluate<
    string[]
  >(`[...document.querySelectorAll('.topbar button, .bid-panel button')]
    .filter((button) => {
      const box = button.getBoundingClientRect();
      const clippedBy = button.closest('.bid-panel');
      const bounds = clippedBy ? clippedBy.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      return box.width > 0 && (box.left < bounds.left - 1 || box.right > bounds.right + 1 || box.right > window.innerWidth);
    })
    .map((button) => button.textContent)`);
  expect(outside).toEqual([]);
}

/**
 * Every card of the hand lies inside the viewport, and the middle of its rank (the top-left index) is the
 * card itself at that point: not covered by the next card, not outside the screen.
 */
async function handIsReadable(page: Page): Promise<void> {
  await settle(page, '[data-testid=hand]');
  const problems = await page.evaluate<string[]>(`(() => {
    const found = [];
    const cards = [...document.querySelectorAll('[data-testid=hand] .hand-card')];
    if (cards.length === 0) found.push('no cards in the hand');
    for (const card of cards) {
      const name = card.dataset.card;
      const box = card.querySelector('svg').getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth || box.top < 0) {
        found.push(name + ' is outside the viewport (' + Math.round(box.left) + '..' + Math.round(box.right) + ')');
        continue;
      }
      const rank = card.querySelector('svg text').getBoundingClientRect();
      const hit = document.elementFromPoint(rank.left + rank.width / 2, rank.top + rank.height / 2);
      const owner = hit && hit.closest('.hand-card');
      if (owner !== card) found.push(name + "'s rank is covered by " + (owner ? owner.dataset.card : hit && hit.tagName));
    }
    return found;
  })()`);
  expect(problems).toEqual([]);
}

function overlaps(a: DOMRectLike, b: DOMRectLike): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<DOMRectLike> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
}

/** The bid panel covers no seat (name, avatar, "Bidding…" or bid) and stays on screen. */
async function bidPanelIsClear(page: Page, size: Size): Promise<void> {
  const panel = await boxOf(page.getByTestId('bid-panel'));
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(size.width);
  for (const position of ['left', 'top', 'right'] as const) {
    const seat = await boxOf(page.getByTestId(`seat-${position}`));
    expect(overlaps(panel, seat), `the bid panel covers seat-${position}`).toBe(false);
  }
  const buttons = page.getByTestId('bid-panel').locator('.bid-button');
  for (let index = 0; index < (await buttons.count()); index++) {
    const button = await boxOf(buttons.nth(index));
    expect(button.width).toBeGreaterThanOrEqual(30);
    expect(button.height).toBeGreaterThanOrEqual(36);
  }
}

/** Each score table is as wide as its container at most and inside the viewport. */
async function scoreTableFits(scope: Locator): Promise<void> {
  const problems = await scope.evaluate<string[], unknown>(
    new Function(
      'root',
      `const found = [];
      for (const table of root.querySelectorAll('.score-table')) {
        const box = table.getBoundingClientRect();
        if (box.left < 0 || box.right > window.innerWidth) found.push('table at ' + box.left + '..' + box.right);
      }
      for (let element = root; element; element = element.parentElement) {
        const overflow = getComputedStyle(element).overflowX;
        if (element.scrollWidth > element.clientWidth + 1 && (overflow === 'auto' || overflow === 'scroll'))
          found.push(element.className + ' scrolls sideways');
      }
      for (const element of root.querySelectorAll('.score-table, .score-table *')) {
        if (element.getBoundingClientRect().right > window.innerWidth) found.push(element.tagName + ' sticks out');
      }
      return found;`,
    ) as (root: unknown) => string[],
  );
  expect(problems).toEqual([]);
}

/** The player card opens from the bar; every label on one line, and the game id whole on one line inside it. */
async function playerCardFits(page: Page, size: Size, tag: string): Promise<void> {
  await page.getByTestId('bar-player').click();
  const card = page.getByTestId('player-card');
  await card.waitFor();
  const dialog = await boxOf(card);
  expect(dialog.x + dialog.width).toBeLessThanOrEqual(size.width);
  const problems = await card.evaluate<string[], unknown>(
    new Function(
      'root',
      `const found = [];
      for (const label of root.querySelectorAll('dt')) {
        if (label.getClientRects().length > 1 || label.scrollWidth > label.clientWidth) found.push(label.textContent + ' wraps');
      }
      const id = root.querySelector('.player-card-game-id dd');
      const box = id.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(id).lineHeight) || box.height;
      if (box.height > line * 1.5) found.push('the game id breaks over lines');
      if (id.scrollWidth > id.clientWidth + 1) found.push('the game id is cut (' + id.scrollWidth + ' > ' + id.clientWidth + ')');
      if (box.right > root.getBoundingClientRect().right) found.push('the game id sticks out');
      return found;`,
    ) as (root: unknown) => string[],
  );
  expect(problems).toEqual([]);
  await shot(page, `${tag}-player-card`);
  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'detached' });
}

async function setQuick(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByTestId('quick-toggle');
  const checked =
    (await toggle.getAttribute('aria-checked')) === 'true' ||
    (await toggle.evaluate((element) => (element as { checked?: boolean }).checked === true));
  if (checked !== on) await toggle.click();
}

/** Plays this page's turns until `reached` holds. */
async function playUntil(page: Page, reached: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (!(await reached())) {
    if (Date.now() > until) throw new Error(`${what} was not reached in time`);
    const moved = await moveIfMyTurn(page).catch(() => false);
    if (!moved) await tableActionable(page, 250);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS_DIR}/table-${name}.png` });
}

async function tour(lang: 'en' | 'es', size: Size): Promise<void> {
  const tag = `${lang}-${size.width}x${size.height}`;
  const user = await createVerifiedUser(stack.baseUrl, `lay${lang}`);
  const { context, page } = await stack.newPage(size, lang === 'es' ? 'es-ES' : 'en-US');
  try {
    if (lang === 'es') {
      // The app starts in English and offers the browser's language.
      await page.goto('/');
      const suggestion = page.getByTestId('language-suggestion');
      await suggestion.locator('.btn-primary').click({ timeout: 20_000 });
      await suggestion.waitFor({ state: 'detached' });
    }
    await logInThroughForm(page, user.email, user.password);
    if (lang === 'es') {
      // Hearts on Fire, so the bid panel also holds the Firestorm switch.
      await page.goto('/game-mode');
      await page.getByTestId('mode-spades-heartsonfire').click();
      await page.waitForURL('**/game');
    } else {
      await page.goto('/game');
    }
    await setQuick(page, false);
    await page.getByTestId('play-bots').click();
    await page.getByTestId('spades-table').waitFor();

    // The bid: wait for our turn (the bots before us bid first).
    await page.getByTestId('bid-panel').waitFor({ timeout: 20_000 });
    await expect(page.locator('#bid-title').innerText()).resolves.toBe(
      lang === 'es' ? 'Tu apuesta' : 'Your bid',
    );
    await settle(page, '.spades-table');
    await shot(page, `${tag}-bid`);
    await noSidewaysScroll(page);
    await bidPanelIsClear(page, size);
    await tableBarFits(page);
    await controlsOnScreen(page);
    await handIsReadable(page);
    await expect(page.getByTestId('contract-strip').isVisible()).resolves.toBe(true);
    if (lang === 'es') {
      const firestorm = page.getByRole('switch', { name: /Firestorm/ });
      const box = await boxOf(firestorm);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      // Its label reads in full inside the switch.
      const label = await boxOf(firestorm.locator('.toggle-label'));
      const track = await boxOf(firestorm.locator('.toggle-track'));
      expect(label.x).toBeGreaterThanOrEqual(box.x);
      expect(label.x + label.width).toBeLessThanOrEqual(track.x);
      await expect(
        firestorm.locator('.toggle-label').evaluate((el) => el.scrollWidth <= el.clientWidth),
      ).resolves.toBe(true);
      await firestorm.click();
      await expect(firestorm.getAttribute('aria-checked')).resolves.toBe('true');
      await shot(page, `${tag}-bid-firestorm`);
      await firestorm.click();
    }

    await playerCardFits(page, size, tag);

    // A trick: our turn to follow with cards on the table.
    await playUntil(
      page,
      async () =>
        (await page.getByTestId('hand-card-legal').count()) > 0 &&
        (await page.getByTestId('trick-card').count()) >= 2,
      'a trick to follow',
    );
    await settle(page, '.spades-table');
    await shot(page, `${tag}-trick`);
    await noSidewaysScroll(page);
    await handIsReadable(page);
    const contract = page.getByTestId('contract-strip');
    await expect(contract.isVisible()).resolves.toBe(true);
    const strip = await boxOf(contract);
    expect(strip.x + strip.width).toBeLessThanOrEqual(size.width);

    // The hand-end dialog.
    await playUntil(page, () => page.getByTestId('score-dialog').isVisible(), 'the hand-end dialog');
    await settle(page, '[data-testid=score-dialog]');
    await shot(page, `${tag}-hand-end`);
    await noSidewaysScroll(page);
    await scoreTableFits(page.getByTestId('score-table'));
    await expect(page.getByTestId('bags-total').first().innerText()).resolves.toMatch(
      lang === 'es' ? /Bolsas acumuladas: \d+/ : /Bags so far: \d+/,
    );
    await page.getByTestId('score-close').click();

    // Leave the long game and play a quick one (one hand) to Game over.
    await page.getByTestId('bar-exit').click();
    await page.locator('.modal .btn-danger').click();
    await page.waitForURL(/\/game$/);
    await setQuick(page, true);
    await page.getByTestId('play-bots').click();
    await page.getByTestId('spades-table').waitFor();
    await playUntil(page, () => page.getByTestId('game-over').isVisible(), 'Game over');
    await settle(page, '.game-over');
    await shot(page, `${tag}-game-over`);
    await noSidewaysScroll(page);
    await scoreTableFits(page.getByTestId('game-over'));
    const over = await boxOf(page.getByTestId('game-over'));
    expect(over.x + over.width).toBeLessThanOrEqual(size.width);
    await expect(page.locator('.game-over-line').innerText()).resolves.not.toBe('');
  } finally {
    await context.close();
  }
}

describe('the spades table fits phones and desktops', () => {
  for (const lang of ['en', 'es'] as const) {
    // Spanish (the longer labels) at the narrowest phone, the spec's phone and the desktop.
    const sizes = lang === 'en' ? SIZES : SIZES.filter((size) => size.width !== 360);
    it(`in ${lang === 'en' ? 'English' : 'Spanish'} at ${sizes.map((size) => size.width).join(', ')} px: bid, trick, hand end and Game over`, async () => {
      await Promise.all(sizes.map((size) => tour(lang, size)));
    }, 150_000);
  }
});
