/**
 * A finished dominoes game replayed in the browser against the real server: a player's four-seat Tiles on Fire
 * game against bots is played to its end over the API (the engine's bot choosing the player's moves too), then
 * its fair link opens the page's replay — the deal with every hand face up, the lead laid going forward and
 * taken back going back, the winner named on the last move. Every step waits on the page's own state.
 */
import { chooseDominoesAction, type DominoesView } from '@cardroom/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dominoesFairPath } from '../../apps/web/src/game/dominoes/replay-link.js';
import {
  callApi,
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  QUICK_TABLES,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ ...QUICK_TABLES });
});

afterAll(async () => {
  await stack?.close();
});

interface Table {
  gameData: {
    game_id: string;
    hasFinished: boolean;
    fairness: Parameters<typeof dominoesFairPath>[0];
    view?: DominoesView;
  };
}

const api = <T>(path: string, token: string | null, body?: unknown) =>
  callApi<T>(stack.baseUrl, path, token, body);

/** Plays the player's seat with the engine's bot until the game is over; the bots play theirs meanwhile. */
async function playToTheEnd(token: string, gameId: string): Promise<Table> {
  const until = Date.now() + 120_000;
  for (let step = 0; ; step++) {
    if (Date.now() > until) throw new Error('the game did not end in time');
    const table = await api<Table>('/game/load', token);
    const view = table.gameData.view;
    if (table.gameData.hasFinished) return table;
    if (!view || view.turn !== view.seat || view.phase !== 'playing') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const action = chooseDominoesAction(view);
    const intent =
      action.type === 'play' ? { type: 'play', tile: action.tile, end: action.end } : { type: action.type };
    await api('/game/dominoes/move', token, {
      gameData: { game_id: gameId },
      action: intent,
      requestId: `e2e-${step}`,
    });
  }
}

describe('the dominoes replay (e2e)', () => {
  it('steps through a finished Tiles on Fire game on the fair page, every hand face up', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'domreplay');
    const { accessToken } = await api<{ accessToken: string }>('/auth/login-dev', null, {
      email: user.email,
      password: user.password,
    });
    const created = await api<Table>('/game/create', accessToken, {
      type: 'bots',
      map: 'dominoes',
      game_mode: 'tilesonfire',
      seats: 4,
      quick: true,
    });
    const gameId = created.gameData.game_id;
    const final = await playToTheEnd(accessToken, gameId);
    const link = dominoesFairPath(final.gameData.fairness, gameId);
    if (!link) throw new Error('the finished game has no fair link');

    const { context, page } = await stack.newPage(MOBILE);
    await logInThroughForm(page, user.email, user.password);
    await page.goto(link);
    const replay = page.getByTestId('dominoes-replay');
    const atStep = (step: number) =>
      page.locator(`[data-testid="dominoes-replay"][data-step="${step}"]`).waitFor();
    await replay.waitFor();
    await expect(page.getByTestId('fair-verdict').getAttribute('data-match')).resolves.toBe('true');
    await expect(page.locator('[data-testid^="fair-hand-"]').count()).resolves.toBe(0);
    const counter = page.getByTestId('domr-counter');
    const total = Number((await counter.innerText()).match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(4);
    await expect(counter.innerText()).resolves.toBe(`Move 0 of ${total}`);
    // The deal: four hands of five tiles, every face shown; nothing on the line.
    await expect(page.locator('[data-testid^="domr-tile-"]').count()).resolves.toBe(20);
    await expect(page.locator('[data-testid^="line-tile-"]').count()).resolves.toBe(0);

    const next = page.getByRole('button', { name: 'Next move' });
    await next.click();
    await atStep(1);
    await expect(page.locator('[data-testid^="line-tile-"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-testid^="domr-tile-"]').count()).resolves.toBe(19);
    await next.click();
    await next.click();
    await atStep(3);
    await replay.screenshot({ path: `${SHOTS_DIR}/dominoes-replay-mobile.png` });
    await page.getByRole('button', { name: 'First move' }).click();
    await atStep(0);
    await expect(page.locator('[data-testid^="line-tile-"]').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Last move' }).click();
    await atStep(total);
    await expect(page.getByTestId('domr-caption').innerText()).resolves.toMatch(/Victory for|draw/);
    await replay.screenshot({ path: `${SHOTS_DIR}/dominoes-replay-end-mobile.png` });
    await page.setViewportSize(DESKTOP);
    await replay.screenshot({ path: `${SHOTS_DIR}/dominoes-replay-end-desktop.png` });
    await context.close();
  }, 180_000);
});
