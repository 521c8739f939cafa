/**
 * Issue 14: the table's power-up bar against a fake API: shown only at a free-play table on the player's
 * turn with power-ups held, the advice said in words (and handed to the table to light up), extra time's new
 * clock, and a lost reply retried with the same request id so it is spent once.
 */
import type { GameData, PowerUpAdvice, PowerUpStock } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { PowerUpBar, powerUpRequestIds } from './PowerUpBar.js';

function table(map: 'spades' | 'dominoes', freePlay = true): GameData {
  return {
    game_id: 'g1',
    map,
    game_mode: 'classic',
    type: 'bots',
    people: 4,
    maxPeople: 4,
    players: [],
    hasStarted: true,
    hasFinished: false,
    turn: null,
    freePlay,
    createdAt: '2026-11-29T06:00:00.000Z',
  } as unknown as GameData;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeTable(advice: PowerUpAdvice, lose: number[] = []) {
  const stock: PowerUpStock = { advice: 2, 'extra-time': 1 };
  const spent = new Set<string>();
  const uses: { power_up_id: string; request_id: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/store/power-ups') return json({ success: true, power_ups: [], stock });
    if (url.pathname === '/game/use-power-up') {
      const body = JSON.parse(String(init?.body)) as {
        power_up_id: 'advice' | 'extra-time';
        request_id: string;
      };
      uses.push(body);
      if (!spent.has(body.request_id)) {
        spent.add(body.request_id);
        stock[body.power_up_id] -= 1;
      }
      if (lose.includes(uses.length)) throw new TypeError('network down');
      return body.power_up_id === 'advice'
        ? json({ success: true, advice, stock })
        : json({ success: true, turnDeadline: '2026-11-29T06:01:00.000Z', stock });
    }
    return json({ success: false, code: 'NOT_FOUND', message: 'Route not found' }, 404);
  };
  return { fetch, uses, stock };
}

function renderBar(
  game: GameData,
  fake: ReturnType<typeof fakeTable>,
  props: { myTurn?: boolean; onAdvice?: (advice: PowerUpAdvice | null) => void } = {},
  language: 'en' | 'es' = 'en',
) {
  return renderWithApp(<PowerUpBar game={game} myTurn={props.myTurn ?? true} onAdvice={props.onAdvice} />, {
    language,
    fetch: fake.fetch,
    prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: sampleUser() })),
  });
}

const spadesPlay: PowerUpAdvice = { map: 'spades', action: { type: 'play', seat: 0, card: 'QH' } };

describe('PowerUpBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says the bot's move and hands it to the table, one power-up spent", async () => {
    const onAdvice = vi.fn();
    const fake = fakeTable(spadesPlay);
    renderBar(table('spades'), fake, { onAdvice });
    fireEvent.click(await screen.findByRole('button', { name: "Bot's advice (2)" }));
    expect((await screen.findByRole('status')).textContent).toBe("Bot's advice: play Q♥");
    expect(onAdvice).toHaveBeenCalledWith(spadesPlay);
    expect(screen.getByTestId('power-up-advice').textContent).toBe("Bot's advice (1)");
    expect(fake.uses).toHaveLength(1);
  });

  it('says a dominoes move in words, in Spanish', async () => {
    renderBar(
      table('dominoes'),
      fakeTable({ map: 'dominoes', action: { type: 'play', seat: 0, tile: '6-3', end: 'east' } }),
      {},
      'es',
    );
    fireEvent.click(await screen.findByTestId('power-up-advice'));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Consejo del bot: jugar 6-3 en el extremo este',
    );
  });

  it('adds extra time and says until when the clock runs', async () => {
    renderBar(table('spades'), fakeTable(spadesPlay));
    fireEvent.click(await screen.findByRole('button', { name: '+30 s (1)' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your turn clock now runs until /);
    // None left: the button goes.
    await waitFor(() => expect(screen.queryByTestId('power-up-extra-time')).toBeNull());
  });

  it('retries a lost reply with the same request id, so it is spent once', async () => {
    const fake = fakeTable(spadesPlay, [1]);
    vi.spyOn(powerUpRequestIds, 'next').mockReturnValueOnce('r1').mockReturnValueOnce('r2');
    renderBar(table('spades'), fake);
    fireEvent.click(await screen.findByTestId('power-up-advice'));
    expect((await screen.findByRole('alert')).textContent).toContain('No answer from the server');
    fireEvent.click(screen.getByTestId('power-up-advice'));
    await screen.findByRole('status');
    expect(fake.uses.map((use) => use.request_id)).toEqual(['r1', 'r1']);
    expect(fake.stock.advice).toBe(1);
  });

  it('shows nothing at a ranked table or off turn', async () => {
    const fake = fakeTable(spadesPlay);
    const { unmount } = renderBar(table('spades', false), fake);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('power-up-bar')).toBeNull();
    unmount();
    renderBar(table('spades'), fake, { myTurn: false });
    await waitFor(() => expect(screen.queryByTestId('power-up-bar')).toBeNull());
  });
});

describe('describeAdvice', () => {
  it('names bids, nil and blind nil', async () => {
    const { describeAdvice } = await import('./PowerUpBar.js');
    const { i18n } = await import('../i18n/index.js');
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(describeAdvice(t, { map: 'spades', action: { type: 'bid', seat: 0, bid: 4 } })).toBe('bid 4');
    expect(describeAdvice(t, { map: 'spades', action: { type: 'bid', seat: 0, bid: 0 } })).toBe('bid nil');
    expect(describeAdvice(t, { map: 'spades', action: { type: 'bid', seat: 0, bid: 0, blind: true } })).toBe(
      'bid blind nil',
    );
    expect(describeAdvice(t, { map: 'dominoes', action: { type: 'draw', seat: 1 } })).toBe(
      'draw from the boneyard',
    );
  });
});
