/**
 * Tiles on Fire between two people in the browser, against the real server: both search for a four-seat
 * table from /game/dominoes, meet at the same table, bots fill the two seats left once the short match wait
 * is over (partners 0+2 and 1+3), the people chat and react to each other at the table, then play the hand
 * through the UI until both see the hand-end summary with every hand's pips and the score table per side.
 * Every step waits on the tables' own state (move count, whose turn, hands played), never on a sleep.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dominoesTable, onDominoesLobby, playOneMove, tableNumber } from './dominoes-page.js';
import { DESKTOP, MOBILE, QUICK_TABLES, SHOTS_DIR, type Stack, startStack } from './harness.js';

let stack: Stack;

beforeAll(async () => {
  // Bots fill a table people searched for after MATCH_FILL_SECONDS: long enough for the second person's
  // search (already on the lobby, one click away) to land at the first one's table even on a loaded CI machine,
  // short for a test. The next hand waits a minute after the first one ends, so the summary's scores stay those
  // of the first.
  stack = await startStack({ ...QUICK_TABLES, MATCH_FILL_SECONDS: '8', HAND_PAUSE_MS: '60000' });
});

afterAll(async () => {
  await stack?.close();
});

const SEATS = [0, 1, 2, 3] as const;

/** The page whose turn it is, or null once the hand is over on any page (a hand played, its summary up). */
async function nextToMove(pages: Page[]): Promise<Page | null> {
  return vi.waitFor(
    async () => {
      for (const page of pages) {
        if ((await tableNumber(page, 'data-hands')) > 0) return null;
        if ((await dominoesTable(page).getAttribute('data-my-turn')) === 'true') return page;
      }
      throw new Error('no person to move yet (the bots are playing)');
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** Both people play their turns (the bots play theirs on the server) until the hand is over. */
async function playTheHand(pages: Page[]): Promise<Set<string>> {
  const made = new Set<string>();
  for (let step = 0; step < 200; step++) {
    const page = await nextToMove(pages);
    if (!page) return made;
    const before = await tableNumber(page, 'data-moves');
    made.add(await playOneMove(page));
    // The server answered and the table moved on: its move count is past the one it had.
    await expect.poll(() => tableNumber(page, 'data-moves'), { timeout: 10_000 }).toBeGreaterThan(before);
  }
  throw new Error('the hand did not end in 200 moves');
}

/** Who sits where as a page shows it: its own seat (the one without a seat box) and the others' names. */
async function seatsSeenBy(page: Page) {
  const others = new Map<number, { name: string; bot: boolean }>();
  for (const seat of SEATS) {
    const box = page.getByTestId(`dom-seat-${seat}`);
    if ((await box.count()) === 0) continue;
    others.set(seat, {
      name: (await box.locator('.dom-seat-name').textContent()) ?? '',
      bot: (await box.locator('.badge-bot').count()) > 0,
    });
  }
  const own = SEATS.find((seat) => !others.has(seat));
  if (own === undefined || others.size !== 3) throw new Error(`expected 3 other seats, saw ${others.size}`);
  return { own, others };
}

const roundToFive = (points: number) => Math.round(points / 5) * 5;

/** The summary's pips per seat (every hand's, public once the hand is over). */
async function pipsShown(page: Page): Promise<number[]> {
  const summary = page.getByTestId('dom-summary');
  const pips: number[] = [];
  for (const seat of SEATS) {
    const text = (await summary.getByTestId(`dom-pips-${seat}`).textContent()) ?? '';
    expect(text).toMatch(/^\d+$/);
    pips.push(Number(text));
  }
  return pips;
}

/** The score table's row for the first hand: each side's hand points and fires (a "+n" after them). */
async function firstHandRow(page: Page): Promise<Array<{ points: number; fire: number }>> {
  const cells = page.getByTestId('dom-score-table').locator('tbody tr').first().locator('td');
  expect(await cells.count()).toBe(2);
  const row: Array<{ points: number; fire: number }> = [];
  for (const text of await cells.allTextContents()) {
    const match = /^(\d+)(?: \+(\d+))?$/.exec(text.trim());
    if (!match) throw new Error(`unexpected score cell "${text}"`);
    row.push({ points: Number(match[1]), fire: Number(match[2] ?? 0) });
  }
  return row;
}

async function sideTotals(page: Page): Promise<number[]> {
  const totals: number[] = [];
  for (const side of [0, 1]) {
    const text = await page.getByTestId('dom-score-table').getByTestId(`dom-total-${side}`).textContent();
    totals.push(Number(text));
  }
  return totals;
}

/** Signs in and waits on the dominoes lobby with Tiles on Fire for four chosen, one click from searching. */
const readyToSearch = (viewport: { width: number; height: number }) =>
  onDominoesLobby(stack, viewport, { prefix: 'dompart', mode: 'tilesonfire', seats: 4 });

describe('dominoes between two people (e2e)', () => {
  it('two people meet by search at a four-seat Tiles on Fire table, bots fill it, they chat, react and play the hand to its summary', async () => {
    const [ann, bob] = await Promise.all([readyToSearch(DESKTOP), readyToSearch(MOBILE)]);

    await ann.page.getByTestId('dom-vs').click();
    await ann.page.getByTestId('dominoes-table-waiting').waitFor();
    await bob.page.getByTestId('dom-vs').click();
    // Both at one table: the second search lands at the first one's table, not a table of its own.
    for (const { page } of [ann, bob])
      await expect
        .poll(() => page.getByTestId('waiting-people').textContent(), { timeout: 5_000 })
        .toMatch(/2\D+4/);
    // The match wait ends and bots take the two seats left: the hand is dealt on both screens.
    await dominoesTable(ann.page).waitFor({ timeout: 15_000 });
    await dominoesTable(bob.page).waitFor({ timeout: 15_000 });

    const annSeats = await seatsSeenBy(ann.page);
    const bobSeats = await seatsSeenBy(bob.page);
    // Two people and two bots; each sees the other one in the seat the other sits in.
    const annSeesBob = [...annSeats.others].filter(([, seat]) => !seat.bot);
    expect(annSeesBob.map(([seat]) => seat)).toEqual([bobSeats.own]);
    expect([...bobSeats.others].filter(([, seat]) => !seat.bot).map(([seat]) => seat)).toEqual([
      annSeats.own,
    ]);
    expect(bobSeats.own).not.toBe(annSeats.own);
    await ann.page.screenshot({ path: `${SHOTS_DIR}/dominoes-partners-deal-desktop.png` });

    // Chat at the table: Bob has the chat open, Ann's message reaches it as she sends it.
    await bob.page.getByTestId('bar-chat').click();
    await bob.page.getByTestId('chat-panel').waitFor();
    await ann.page.getByTestId('bar-chat').click();
    const message = `Good luck, partner-to-be ${Date.now() % 1000}`;
    await ann.page.getByTestId('chat-input').fill(message);
    await ann.page.getByTestId('chat-send').click();
    await bob.page.getByTestId('chat-list').getByText(message).waitFor({ timeout: 5_000 });
    await bob.page.keyboard.press('Escape');
    await bob.page.getByTestId('chat-panel').waitFor({ state: 'detached' });
    // A reaction from Ann shows on her seat at Bob's table (for a few seconds).
    await ann.page.getByTestId('reaction-button').filter({ hasText: '🔥' }).click();
    await expect
      .poll(() => bob.page.getByTestId(`dom-reaction-${annSeats.own}`).textContent(), { timeout: 3_000 })
      .toBe('🔥');
    await ann.page.getByTestId('chat-panel').waitFor({ state: 'detached' });

    const made = await playTheHand([ann.page, bob.page]);
    expect(made.has('play') || made.has('end')).toBe(true);

    // The hand is over on both screens, its summary shows every hand's pips, the same on both.
    for (const { page } of [ann, bob]) {
      await page.getByTestId('dom-summary').waitFor({ timeout: 10_000 });
      expect(await tableNumber(page, 'data-hands')).toBeGreaterThanOrEqual(1);
    }
    const pips = await pipsShown(ann.page);
    expect(await pipsShown(bob.page)).toEqual(pips);

    // The score table: one column per partnership, named from where each person sits.
    const bobName = annSeesBob[0]?.[1].name as string;
    const annPartner = annSeats.others.get((annSeats.own + 2) % 4);
    expect(annPartner?.bot).toBe(true);
    const headers = await ann.page.getByTestId('dom-score-table').locator('thead th').allTextContents();
    expect(headers).toHaveLength(3);
    const ownSide = annSeats.own % 2;
    expect(headers[1 + ownSide]).toContain('You');
    expect(headers[1 + ownSide]).toContain(annPartner?.name);
    expect(headers[1 + (1 - ownSide)]).toContain(bobName);

    // The hand's points follow from the pips shown: the winning side scores the losers' pips (going out) or
    // the difference (blocked), rounded to the nearest 5; fires come on top, and the totals add them up.
    const sidePips = [0, 1].map((side) => (pips[side] ?? 0) + (pips[side + 2] ?? 0));
    const summary = ann.page.getByTestId('dom-summary');
    const winningSeats = await summary
      .locator('tr.dom-summary-win')
      .evaluateAll((rows) =>
        rows.map((row) => Number(row.getAttribute('data-testid')?.replace('dom-summary-seat-', ''))),
      );
    const row = await firstHandRow(ann.page);
    if (winningSeats.length === 0) {
      // A blocked hand with equal pips on both sides: nobody scores.
      expect(sidePips[0]).toBe(sidePips[1]);
      expect(row.map((cell) => cell.points)).toEqual([0, 0]);
    } else {
      const winnerSide = (winningSeats[0] as number) % 2;
      expect(winningSeats.sort()).toEqual([winnerSide, winnerSide + 2]);
      const loserPips = sidePips[1 - winnerSide] as number;
      const wentOut = (await summary.getByText(/went out\./).count()) > 0;
      const expected = wentOut
        ? roundToFive(loserPips)
        : roundToFive(loserPips - (sidePips[winnerSide] as number));
      expect(row[winnerSide]?.points).toBe(expected);
      expect(row[1 - winnerSide]?.points).toBe(0);
    }
    const totals = await sideTotals(ann.page);
    expect(totals).toEqual(row.map((cell) => cell.points + cell.fire));
    // Bob's summary tells the same scores (sides are absolute: side 0 is seats 0 and 2 on both screens).
    expect(await sideTotals(bob.page)).toEqual(totals);
    await ann.page.screenshot({ path: `${SHOTS_DIR}/dominoes-partners-summary-desktop.png` });
    await bob.page.screenshot({ path: `${SHOTS_DIR}/dominoes-partners-summary-mobile.png` });

    await ann.context.close();
    await bob.context.close();
  });
});
