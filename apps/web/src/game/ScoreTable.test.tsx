import type { HandRecord } from '@cardroom/engine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { bid, side } from './hand-record.fixture.js';
import { ScoreTable } from './ScoreTable.js';

const record: HandRecord = {
  hand: 0,
  dealer: 3,
  bids: [bid(3), bid(4), bid(3), bid(3)],
  tricksBySeat: [4, 3, 3, 3],
  sides: [
    side({ score: 61, bags: 7, points: 61, contract: 6, tricks: 7, bagsThisHand: 1 }),
    side({ score: 70, bags: 0, points: 70, contract: 7, tricks: 6, bidMet: false }),
  ],
};

describe('ScoreTable', () => {
  it('labels the running bag count and names every figure for the narrow layout', () => {
    renderWithApp(<ScoreTable history={[record]} mode="classic" nameOf={(seat) => `P${seat}`} viewer={0} />);
    const row = screen.getByTestId('score-row-0');
    expect(row.querySelector('[data-testid=bags-total]')?.textContent).toBe('Bags so far: 7');
    expect(row.textContent).not.toMatch(/\(\d+\)/);
    const labels = [...row.querySelectorAll('td')].map((cell) => cell.dataset.label);
    expect(labels).toEqual(['Total', 'Bid', 'Books', 'Points', 'Bags', 'Bag penalty']);
  });

  it('writes the bag label in Spanish', () => {
    renderWithApp(<ScoreTable history={[record]} mode="classic" nameOf={(seat) => `P${seat}`} viewer={0} />, {
      language: 'es',
    });
    expect(screen.getAllByTestId('bags-total').map((cell) => cell.textContent)).toEqual([
      'Bolsas acumuladas: 7',
      'Bolsas acumuladas: 0',
    ]);
  });
});
