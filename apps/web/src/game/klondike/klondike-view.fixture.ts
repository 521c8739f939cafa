/** Klondike views for the table's tests, written out by hand so each test shows the position it plays. */
import type { Card, KlondikeView } from '@cardroom/engine';

export function klondikeViewFixture(overrides: Partial<KlondikeView> = {}): KlondikeView {
  return {
    game: 'klondike',
    seat: 0,
    settings: { draw: 1, scoring: 'standard', ranked: false, maxPasses: null },
    fair: null,
    tableau: [
      { down: 0, up: ['KS'] },
      { down: 1, up: ['QH'] },
      { down: 2, up: ['QD'] },
      { down: 0, up: ['AH'] },
      { down: 3, up: ['JC'] },
      { down: 0, up: [] },
      { down: 5, up: ['9S', '8H'] as Card[] },
    ],
    stockCount: 10,
    wasteCount: 2,
    wasteTop: ['2C'],
    foundations: { S: 0, H: 0, C: 1, D: 0 },
    score: 15,
    elapsedMs: 42_000,
    moves: 7,
    hints: 0,
    passes: { used: 1, left: null },
    canUndo: true,
    canAutoComplete: false,
    status: 'playing',
    won: false,
    finished: false,
    ...overrides,
  };
}
