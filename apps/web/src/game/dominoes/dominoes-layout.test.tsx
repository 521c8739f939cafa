import {
  applyDominoes,
  chooseDominoesAction,
  type DominoesMode,
  dominoesView,
  type Line,
  lineTiles,
  newDominoesGame,
} from '@cardroom/engine';
import { describe, expect, it } from 'vitest';
import { type LaidTile, layoutLine, PHONE_ROOM, WIDE_ROOM } from './dominoes-layout.js';

/** Every line a bot-played game passes through, over a few seeds of each mode and table size. */
function linesOf(mode: DominoesMode, seatCount: number, seeds: number): Line[] {
  const lines: Line[] = [];
  for (let n = 0; n < seeds; n += 1) {
    let state = newDominoesGame({
      mode,
      seatCount,
      seed: { serverSeed: `layout-${mode}-${seatCount}-${n}`, clientSeed: 'layout', nonce: 0 },
    });
    while (state.phase === 'playing') {
      lines.push(state.line);
      const applied = applyDominoes(state, chooseDominoesAction(dominoesView(state, state.turn)));
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.state;
    }
  }
  return lines;
}

const overlap = (a: LaidTile, b: LaidTile) =>
  a.x < b.x + b.w - 1e-9 && b.x < a.x + a.w - 1e-9 && a.y < b.y + b.h - 1e-9 && b.y < a.y + a.h - 1e-9;

describe('layoutLine', () => {
  for (const [mode, seats] of [
    ['classic', 2],
    ['classic', 4],
    ['tilesonfire', 2],
    ['tilesonfire', 4],
  ] as const) {
    it(`lays every tile of ${mode} lines (${seats} players) once, no two tiles overlapping, on a phone and wide`, () => {
      for (const line of linesOf(mode, seats, 4)) {
        for (const room of [PHONE_ROOM, WIDE_ROOM]) {
          const { tiles } = layoutLine(line, room);
          expect(tiles.map((tile) => tile.tile).sort()).toEqual(lineTiles(line).sort());
          for (let i = 0; i < tiles.length; i += 1)
            for (let j = i + 1; j < tiles.length; j += 1) {
              const [a, b] = [tiles[i] as LaidTile, tiles[j] as LaidTile];
              expect(overlap(a, b), `${a.tile} and ${b.tile} in ${JSON.stringify(line)}`).toBe(false);
            }
        }
      }
    });
  }

  it('draws doubles across the line and lets the touching halves match', () => {
    for (const line of linesOf('classic', 2, 3)) {
      const { tiles } = layoutLine(line, PHONE_ROOM);
      for (const tile of tiles) {
        const double = tile.tile[0] === tile.tile[2];
        if (double && tiles.indexOf(tile) > 0) expect(tile.first).toBe(tile.second);
      }
    }
  });
});
