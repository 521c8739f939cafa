/**
 * The fair page for a finished solitaire deal: it lists every card of the seeds' deal (not Spades hands), and
 * its replay steps through the table the engine rebuilds after each logged action — forward shows the drawn
 * card on the waste and moves the counter, back shows the table before, the last step tells how it ended,
 * and the arrow keys step as the buttons do.
 */
import {
  applyKlondike,
  type Card,
  cardLabel,
  commitment,
  dealFromSeed,
  type KlondikeAction,
  type KlondikeSettings,
  type KlondikeState,
  legalKlondikeActions,
  newKlondikeGame,
} from '@cardroom/engine';
import type { KlondikeReplay, UserData } from '@cardroom/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { klondikeFairPath } from '../game/klondike/replay-link.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { FairScreen } from './FairScreen.js';

const gameId = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182';
const serverSeed = 'solitaire-replay-seed';
const fairness = {
  serverSeed,
  clientSeed: 'my-seed',
  clientSeeds: ['my-seed'],
  shuffleVersion: 1,
  nonce: 0,
  commitment: commitment(serverSeed),
};
const settings: KlondikeSettings = { draw: 1, scoring: 'standard', ranked: false, maxPasses: null };
const seed = { serverSeed, clientSeed: fairness.clientSeed, nonce: 0, version: 1 };
const user = { id: 'u1', username: 'ann', roles: ['ROLE_GUEST'], notifications: [] } as unknown as UserData;

/** A draw first, then the first legal move each time (draws when none), then resigning; one action a row. */
function playedDeal(): { replay: KlondikeReplay; states: KlondikeState[] } {
  let state = newKlondikeGame(seed, settings);
  const states = [state];
  const actions: KlondikeAction[] = [];
  const play = (action: KlondikeAction) => {
    const result = applyKlondike(state, action);
    if (!result.ok) throw new Error(result.error.code);
    actions.push(action);
    state = result.state;
    states.push(state);
  };
  play({ type: 'draw', atMs: 2000 });
  for (let step = 1; step < 8; step++) {
    const legal = legalKlondikeActions(state);
    const chosen = legal.find((action) => action.type === 'move') ?? legal[0];
    if (!chosen) break;
    play({ ...chosen, atMs: 2000 + step * 1500 });
  }
  play({ type: 'resign', atMs: 30_000 });
  const replay: KlondikeReplay = {
    game_id: gameId,
    map: 'solitaire',
    game_mode: 'classic',
    fairness,
    seats: [{ seat: 0, username: 'ann', bot: false }],
    settings,
    moves: actions.map((action, index) => ({ version: index + 2, actions: [action] })),
  };
  return { replay, states };
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(replay: KlondikeReplay, language: 'en' | 'es' = 'en') {
  const path = klondikeFairPath(fairness, gameId);
  if (!path) throw new Error('no fair link');
  const asked: string[] = [];
  renderWithApp(<FairScreen />, {
    route: path,
    language,
    fetch: async (input) => {
      asked.push(String(input));
      return reply(200, { success: true, replay });
    },
    prepare: (store) => store.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
  });
  return asked;
}

const counter = () => screen.getByTestId('klr-counter').textContent;
const faceUp = (card: Card) => screen.queryByTestId(`card-${card}`);

describe('the solitaire replay on the fair page', () => {
  const { replay, states } = playedDeal();
  const total = states.length - 1;
  const firstDrawn = states[0]?.stock.at(-1) as Card;

  it('lists the deal of the seeds, not Spades hands', async () => {
    open(replay);
    expect(await screen.findByTestId('klondike-replay')).toBeTruthy();
    expect(screen.queryByTestId('fair-hand-0')).toBeNull();
    const deal = dealFromSeed(seed);
    for (const [index, column] of deal.tableau.entries())
      expect(screen.getByTestId(`klr-deal-column-${index}`).textContent).toBe(
        column.map(cardLabel).join(' '),
      );
    expect(screen.getByTestId('klr-deal-stock').textContent?.split(' ')[0]).toBe(cardLabel(firstDrawn));
  });

  it('steps forward and back through the table the engine rebuilds after each action', async () => {
    const asked = open(replay);
    expect(await screen.findByTestId('klondike-replay')).toBeTruthy();
    expect(asked.some((url) => url.includes(`/game/replay?game_id=${gameId}`))).toBe(true);
    expect(counter()).toBe(`Move 0 of ${total}`);
    expect(screen.getByTestId('klr-caption').textContent).toBe('The deal');
    // The deal: the stock's top card is face down, nothing on the waste.
    expect(faceUp(firstDrawn)).toBeNull();
    const previous = screen.getByRole('button', { name: 'Previous move' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next move' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    expect(counter()).toBe(`Move 1 of ${total}`);
    expect(screen.getByTestId('klr-caption').textContent).toBe('Draw 1 card');
    expect(faceUp(firstDrawn)).toBeTruthy();
    expect(previous.disabled).toBe(false);

    // Every step shows its state's face-up tableau cards and score.
    for (let step = 2; step <= total; step++) {
      fireEvent.click(next);
      const state = states[step] as KlondikeState;
      expect(counter()).toBe(`Move ${step} of ${total}`);
      for (const card of state.tableau.flatMap((column) => column.up))
        expect(faceUp(card), card).toBeTruthy();
      expect(screen.getByTestId('klr-score').textContent).toBe(String(state.score));
    }
    expect(next.disabled).toBe(true);
    expect(screen.getByTestId('klr-caption').textContent).toBe('Resigned');

    fireEvent.click(screen.getByRole('button', { name: 'First move' }));
    expect(counter()).toBe(`Move 0 of ${total}`);
    expect(faceUp(firstDrawn)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Last move' }));
    expect(counter()).toBe(`Move ${total} of ${total}`);

    // The arrow keys step too, and stop at either end.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toBe(`Move ${total} of ${total}`);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toBe(`Move ${total - 2} of ${total}`);
  });

  it('names a move by its card and destination, and the table takes no action', async () => {
    open(replay);
    expect(await screen.findByTestId('klondike-replay')).toBeTruthy();
    const actions = replay.moves.flatMap((move) => move.actions);
    const index = actions.findIndex((action) => action.type === 'move' && action.count === 1);
    const action = actions[index];
    if (action?.type !== 'move') throw new Error('the fixture has no one-card move');
    const before = states[index] as KlondikeState;
    const card =
      action.from.pile === 'waste'
        ? before.waste.at(-1)
        : action.from.pile === 'tableau'
          ? before.tableau[action.from.index]?.up.at(-1)
          : undefined;
    if (!card) throw new Error('the fixture moves no card from the waste or a column');
    const to =
      action.to.pile === 'tableau'
        ? `Column ${action.to.index + 1}`
        : action.to.pile === 'foundation'
          ? 'Foundation'
          : 'Waste';
    const next = screen.getByRole('button', { name: 'Next move' });
    for (let step = 0; step <= index; step++) fireEvent.click(next);
    expect(screen.getByTestId('klr-caption').textContent).toBe(`${cardLabel(card)} → ${to}`);
    // Read-only: the stock does not draw, and the moved card is not a button that plays.
    expect((screen.getByTestId('stock') as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks Spanish', async () => {
    open(replay, 'es');
    expect(await screen.findByTestId('klondike-replay')).toBeTruthy();
    expect(counter()).toBe(`Jugada 0 de ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'Jugada siguiente' }));
    expect(screen.getByTestId('klr-caption').textContent).toBe('Robar 1 carta');
  });
});
