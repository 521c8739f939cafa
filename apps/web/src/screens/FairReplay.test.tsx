/**
 * The fair page's replay section: a link that names a finished game shows that hand's bids and its tricks
 * one at a time, with the winner the engine's own game gave; the server's refusal of a game in play is shown
 * as its message; without a game in the link, or signed out, no replay is asked for.
 */
import {
  apply,
  cardLabel,
  chooseSpadesAction,
  commitment,
  newSpadesGame,
  type SpadesAction,
  type Trick,
  viewFor,
} from '@cardroom/engine';
import type { SpadesReplay, UserData } from '@cardroom/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fairPath } from '../game/links.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { FairScreen } from './FairScreen.js';

const gameId = '7d1f6a52-3c1e-4b7a-9f0e-2a4b6c8d0e1f';
const serverSeed = 'replay-server-seed';
const fairness = {
  serverSeed,
  clientSeed: 'table-seed',
  clientSeeds: ['table-seed'],
  shuffleVersion: 1,
  nonce: 0,
  commitment: commitment(serverSeed),
};
const names = ['ann', 'Bot Bea', 'Bot Cy', 'Bot Di'];
const user = { id: 'u1', username: 'ann', roles: ['ROLE_GUEST'], notifications: [] } as unknown as UserData;

/** A single-hand game the engine's bot plays for every seat, and the tricks the engine recorded. */
function playedHand(): { replay: SpadesReplay; tricks: Trick[]; bids: number[] } {
  let state = newSpadesGame({
    mode: 'classic',
    seed: { serverSeed, clientSeed: fairness.clientSeed, nonce: 0 },
    settings: { singleHand: true },
  });
  const actions: SpadesAction[] = [];
  let tricks: Trick[] = [];
  while (state.phase !== 'finished') {
    const action = chooseSpadesAction(viewFor(state, state.turn));
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.code);
    actions.push(action);
    state = result.state;
    if (state.tricks.length > tricks.length) tricks = state.tricks;
  }
  const replay: SpadesReplay = {
    game_id: gameId,
    map: 'spades',
    game_mode: 'classic',
    fairness,
    seats: names.map((username, seat) => ({ seat, username, bot: seat > 0 })),
    moves: actions.map((action, index) => ({ version: index + 1, actions: [action] })),
  };
  return { replay, tricks, bids: state.history[0]?.bids.map((bid) => bid.value) ?? [] };
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(
  answer: () => Response,
  options: { language?: 'en' | 'es'; signedIn?: boolean; game?: string } = {},
) {
  const asked: string[] = [];
  const path = fairPath(fairness, 'classic', 1, options.game ?? gameId);
  if (!path) throw new Error('no fair link');
  renderWithApp(<FairScreen />, {
    route: path,
    language: options.language ?? 'en',
    fetch: async (input) => {
      asked.push(String(input));
      return answer();
    },
    prepare: (store) => {
      if (options.signedIn ?? true) store.dispatch(sessionStarted({ accessToken: 'token', userData: user }));
    },
  });
  return asked;
}

const playsShown = () =>
  within(screen.getByTestId('replay-trick'))
    .getAllByRole('listitem')
    .map((item) => ({
      seat: Number(item.dataset.seat),
      card: within(item).getByRole('img').getAttribute('aria-label'),
      winner: item.dataset.winner === 'true',
    }));

describe('FairReplay', () => {
  const { replay, tricks, bids } = playedHand();

  it('shows the bids and every trick in order with the engine’s winner, prev/next', async () => {
    const asked = open(() => reply(200, { success: true, replay }));
    expect(await screen.findByTestId('replay-trick')).toBeTruthy();
    expect(asked.some((url) => url.includes(`/game/replay?game_id=${gameId}`))).toBe(true);
    for (const [seat, bid] of bids.entries()) {
      const text = screen.getByTestId(`replay-bid-${seat}`).textContent ?? '';
      expect(text).toContain(seat === 0 ? 'ann' : `${names[seat]} (bot)`);
      expect(text).toContain(bid === 0 ? 'Nil' : `Bid ${bid}`);
    }
    const previous = screen.getByRole('button', { name: 'Previous trick' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next trick' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    for (const [index, trick] of tricks.entries()) {
      expect(screen.getByTestId('replay-trick-number').textContent).toBe(`Trick ${index + 1} of 13`);
      expect(playsShown()).toEqual(
        trick.plays.map((play) => ({
          seat: play.seat,
          card: cardLabel(play.card),
          winner: play.seat === trick.winner,
        })),
      );
      if (index < tricks.length - 1) fireEvent.click(next);
    }
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByTestId('replay-trick-number').textContent).toBe('Trick 12 of 13');
  });

  it('shows the server’s refusal of a game in play as its message, and no trick', async () => {
    const notFinished = () =>
      reply(409, {
        success: false,
        code: 'GAME_NOT_FINISHED',
        message: 'The replay opens when the game is over.',
      });
    open(notFinished);
    expect((await screen.findByTestId('replay-error')).textContent).toBe(
      'The replay opens when the game is over.',
    );
    expect(screen.queryByTestId('replay-trick')).toBeNull();
  });

  it('shows the refusal in Spanish', async () => {
    open(
      () =>
        reply(409, {
          success: false,
          code: 'GAME_NOT_FINISHED',
          message: 'The replay opens when the game is over.',
        }),
      {
        language: 'es',
      },
    );
    expect((await screen.findByTestId('replay-error')).textContent).toBe(
      'La repetición se abre cuando termina la partida.',
    );
    expect(screen.getByRole('heading', { name: 'Repetición' })).toBeTruthy();
  });

  it('asks nothing when signed out, and shows no replay for a link without its game', () => {
    const signedOut = open(() => reply(200, { success: true, replay }), { signedIn: false });
    expect(screen.getByTestId('fair-replay').textContent).toContain('Sign in');
    expect(signedOut).toEqual([]);
  });

  it('shows no replay section for a link that names no game', () => {
    renderWithApp(<FairScreen />, { route: fairPath(fairness, 'classic') ?? '' });
    expect(screen.getByTestId('fair-hand-0')).toBeTruthy();
    expect(screen.queryByTestId('fair-replay')).toBeNull();
  });
});
