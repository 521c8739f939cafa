import { cardLabel, commitment, dealFirstHand, dealHands, mixClientSeeds, nextSeat } from '@cardroom/engine';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fairPath } from '../game/links.js';
import { renderWithApp } from '../test/render.js';
import { FairScreen } from './FairScreen.js';

const serverSeed = 'revealed-server-seed';
const seeds = ['c0ffee00c0ffee00', 'Friend_seed-2'];
const fairness = {
  serverSeed,
  clientSeed: mixClientSeeds(seeds),
  clientSeeds: seeds,
  shuffleVersion: 1,
  nonce: 0,
  commitment: commitment(serverSeed),
};

function open(path: string | null, language: 'en' | 'es' = 'en') {
  if (!path) throw new Error('no fair link');
  return renderWithApp(<FairScreen />, { route: path, language });
}

/** The accessible card names shown for one seat. */
const cardsOf = (seat: number) =>
  within(screen.getByTestId(`fair-hand-${seat}`))
    .getAllByRole('img')
    .map((card) => card.getAttribute('aria-label'));

describe('FairScreen', () => {
  it('verifies a finished game: the mixed seed, the commitment and the first hand', () => {
    open(fairPath(fairness, 'classic', 3));
    expect(screen.getByTestId('fair-mix').dataset.match).toBe('true');
    expect(screen.getByTestId('fair-verdict').dataset.match).toBe('true');
    expect(
      within(screen.getByTestId('fair-player-seeds'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(seeds);
    const first = dealFirstHand({ serverSeed, clientSeed: fairness.clientSeed, nonce: 0, version: 1 });
    expect(screen.getByTestId('fair-dealer').textContent).toBe(`Dealer: seat ${first.dealer + 1}`);
    for (const seat of [0, 1, 2, 3])
      expect(new Set(cardsOf(seat))).toEqual(new Set(first.hands[seat]?.map(cardLabel)));
  });

  it('shows a later hand from the selector, dealt from nonce + n by the next dealer', () => {
    open(fairPath(fairness, 'classic', 3));
    fireEvent.change(screen.getByTestId('fair-hand-select'), { target: { value: '2' } });
    expect(screen.getByRole('heading', { name: 'Hand 3 as dealt' })).toBeTruthy();
    const seed = { serverSeed, clientSeed: fairness.clientSeed, nonce: 0, version: 1 };
    const dealer = nextSeat(nextSeat(dealFirstHand(seed).dealer));
    const hands = dealHands(seed, 2, dealer);
    expect(screen.getByTestId('fair-dealer').textContent).toBe(`Dealer: seat ${dealer + 1}`);
    for (const seat of [0, 1, 2, 3])
      expect(new Set(cardsOf(seat))).toEqual(new Set(hands[seat]?.map(cardLabel)));
  });

  it('flags seeds that do not mix into the table’s seed and a wrong commitment', () => {
    open(fairPath({ ...fairness, clientSeeds: [...seeds].reverse(), commitment: commitment('x') }));
    expect(screen.getByTestId('fair-mix').dataset.match).toBe('false');
    expect(screen.getByTestId('fair-verdict').dataset.match).toBe('false');
    // One hand played: no selector.
    expect(screen.queryByTestId('fair-hand-select')).toBeNull();
  });

  it('reads a link from before seeds were mixed, and refuses to guess an unknown shuffle version', () => {
    open(fairPath({ ...fairness, clientSeeds: [], clientSeed: 'old-server-made' }));
    expect(screen.getByTestId('fair-mix').dataset.match).toBe('unknown');
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(52);
  });

  it('does not deal a version it does not know', () => {
    open(fairPath({ ...fairness, shuffleVersion: 99 }), 'es');
    expect(screen.getByTestId('fair-unknown-version').textContent).toContain('99');
    expect(screen.queryByTestId('fair-hand-0')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Barajado justo' })).toBeTruthy();
  });
});
