/**
 * Issue 10: a guest who confirmed "Exit game" was put back at the same table. Now they land on /game, and
 * a reload (which asks the server for the table in progress) does not seat them again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, QUICK_TABLES, SHOTS_DIR, type Stack, startStack } from './harness.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ ...QUICK_TABLES, TURN_SECONDS: '600' });
});

afterAll(async () => {
  await stack?.close();
});

describe('a guest exiting a game', () => {
  it('leaves the table for good and lands on /game', async () => {
    const { context, page } = await stack.newPage(MOBILE);
    await page.goto('/game');
    await page.getByTestId('play-guest').click();
    await page.getByTestId('spades-table').waitFor();

    await page.getByTestId('bar-exit').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/live-guest-exit-dialog.png` });
    await dialog.getByRole('button', { name: 'Exit game' }).click();
    await page.getByTestId('spades-table').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/game');

    // The server no longer seats the guest: a reload's /game/load brings no table back.
    const loaded = page.waitForResponse((response) => response.url().endsWith('/game/load'));
    await page.reload();
    const reply = (await (await loaded).json()) as { gameData: unknown };
    expect(reply.gameData).toBeNull();
    await page.getByTestId('play-guest').waitFor();
    expect(await page.getByTestId('spades-table').count()).toBe(0);
    await context.close();
  });
});
