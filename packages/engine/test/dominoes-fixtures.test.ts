import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyDominoes,
  DOUBLE_SIX,
  type DominoesAction,
  type DominoesMode,
  type DominoesState,
  EMPTY_LINE,
  type End,
  endsCount,
  firstLead,
  fitProblem,
  type Line,
  newDominoesGame,
  placeTile,
  scoreHandEnd,
  type Tile,
} from '../src/index.js';

const folder = join(import.meta.dirname, '..', 'fixtures', 'dominoes-scoring');
const read = <T>(file: string): { description: string; cases: T[] } =>
  JSON.parse(readFileSync(join(folder, file), 'utf8'));

interface LineCase {
  name: string;
  mode: DominoesMode;
  steps: { tile: Tile; end: End; count?: number; fire?: number; refused?: string }[];
}
interface HandEndCase {
  name: string;
  mode: DominoesMode;
  hands: Tile[][];
  leader: number;
  out: number | null;
  expect: { winnerSide: number | null; points: number; nextLeader: number };
}
interface FirstLeadCase {
  name: string;
  hands: Tile[][];
  expect: { seat: number; tile: Tile };
}
interface GameCase {
  name: string;
  mode: DominoesMode;
  seatCount: number;
  hand: number;
  leader: number;
  turn: number;
  mustLead: Tile | null;
  scores: number[];
  target?: number;
  line: { tile: Tile; end: End; seat: number }[];
  hands: Tile[][];
  boneyard: Tile[];
  restToBoneyard?: boolean;
  steps: { action: DominoesAction; scores?: number[]; refused?: string }[];
  after: Partial<{
    phase: string;
    winners: number[];
    hand: number;
    leader: number;
    turn: number;
    mustLead: Tile | null;
    handCounts: number[];
    lastHand: Record<string, unknown>;
  }>;
}

const lineCases = read<LineCase>('line.json').cases;
const handEndCases = read<HandEndCase>('hand-end.json').cases;
const firstLeadCases = read<FirstLeadCase>('first-lead.json').cases;
const gameCases = read<GameCase>('games.json').cases;

function buildLine(mode: DominoesMode, plays: GameCase['line']): Line {
  let line = EMPTY_LINE;
  for (const play of plays) {
    if (line.lead && fitProblem(line, play.tile, play.end))
      throw new Error(`set-up: ${play.tile} does not fit`);
    line = placeTile(line, mode, play.tile, play.end, play.seat).line;
  }
  return line;
}

function setUp(fixture: GameCase): DominoesState {
  const base = newDominoesGame({
    mode: fixture.mode,
    seatCount: fixture.seatCount,
    seed: { serverSeed: `fixture-${fixture.name}`, clientSeed: 'fixtures', nonce: 0 },
    settings: fixture.target === undefined ? {} : { target: fixture.target },
  });
  const named = new Set<Tile>([
    ...fixture.line.map((play) => play.tile),
    ...fixture.hands.flat(),
    ...fixture.boneyard,
  ]);
  const rest = fixture.restToBoneyard ? DOUBLE_SIX.filter((tile) => !named.has(tile)) : [];
  return {
    ...base,
    hand: fixture.hand,
    leader: fixture.leader,
    turn: fixture.turn,
    mustLead: fixture.mustLead,
    scores: fixture.scores,
    line: buildLine(fixture.mode, fixture.line),
    hands: fixture.hands.map((hand) => hand.slice()),
    boneyard: [...fixture.boneyard, ...rest],
  };
}

describe('dominoes scoring fixtures', () => {
  it('has at least 30 cases with unique names, and the public check first', () => {
    const names = [...lineCases, ...handEndCases, ...firstLeadCases, ...gameCases].map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(new Set(names).size).toBe(names.length);
    expect(lineCases[0]?.name).toMatch(/^public check/);
  });

  for (const fixture of lineCases) {
    it(fixture.name, () => {
      let line = EMPTY_LINE;
      for (const step of fixture.steps) {
        if (step.refused) {
          expect(fitProblem(line, step.tile, step.end), `${step.tile} ${step.end}`).toBe(step.refused);
          continue;
        }
        if (line.lead) expect(fitProblem(line, step.tile, step.end), `${step.tile} ${step.end}`).toBeNull();
        const placed = placeTile(line, fixture.mode, step.tile, step.end, 0);
        line = placed.line;
        expect({ tile: step.tile, count: endsCount(line), fire: placed.fire }).toEqual({
          tile: step.tile,
          count: step.count,
          fire: step.fire,
        });
      }
    });
  }

  for (const fixture of handEndCases) {
    it(fixture.name, () => {
      const result = scoreHandEnd(
        fixture.mode,
        fixture.hands.length,
        fixture.hands,
        fixture.leader,
        fixture.out,
      );
      expect({ winnerSide: result.winnerSide, points: result.points, nextLeader: result.nextLeader }).toEqual(
        fixture.expect,
      );
    });
  }

  for (const fixture of firstLeadCases) {
    it(fixture.name, () => {
      expect(firstLead(fixture.hands)).toEqual(fixture.expect);
    });
  }

  for (const fixture of gameCases) {
    it(fixture.name, () => {
      let state = setUp(fixture);
      const tiles = [...state.hands.flat(), ...state.boneyard, ...fixture.line.map((play) => play.tile)];
      expect(new Set(tiles).size, 'the set-up holds each tile once').toBe(28);
      expect(tiles).toHaveLength(28);
      for (const step of fixture.steps) {
        const result = applyDominoes(state, step.action);
        if (step.refused) {
          expect(result.ok ? 'applied' : result.error.code, JSON.stringify(step.action)).toBe(step.refused);
          continue;
        }
        if (!result.ok) throw new Error(`${JSON.stringify(step.action)} refused: ${result.error.code}`);
        state = result.state;
        expect(state.scores, JSON.stringify(step.action)).toEqual(step.scores);
      }
      const { after } = fixture;
      const seen: Record<string, unknown> = {};
      if (after.phase !== undefined) seen.phase = state.phase;
      if (after.winners !== undefined) seen.winners = state.result?.winners;
      if (after.hand !== undefined) seen.hand = state.hand;
      if (after.leader !== undefined) seen.leader = state.leader;
      if (after.turn !== undefined) seen.turn = state.turn;
      if (after.mustLead !== undefined) seen.mustLead = state.mustLead;
      if (after.handCounts !== undefined) seen.handCounts = state.hands.map((hand) => hand.length);
      if (after.lastHand !== undefined) {
        const last = state.history.at(-1) as unknown as Record<string, unknown>;
        seen.lastHand = Object.fromEntries(Object.keys(after.lastHand).map((key) => [key, last?.[key]]));
      }
      expect(seen).toEqual(after);
    });
  }
});
