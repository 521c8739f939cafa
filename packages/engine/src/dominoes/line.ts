/**
 * The line of play: its open ends, where a tile fits, placing it, and the ends' count that Tiles on Fire
 * scores (rules.md "The spinner"). Draw Dominoes uses the same line without a spinner.
 */
import { halves, isDouble } from './tiles.js';
import type { DominoesMode, End, Line, Placed, Tile } from './types.js';

export const EMPTY_LINE: Line = { lead: null, east: [], west: [], north: [], south: [], spinner: null };

/** True once both of the spinner's east/west sides hold a tile: only then are north and south open. */
export function spinnerOpen(line: Line): boolean {
  const spinner = line.spinner;
  if (!spinner) return false;
  if (spinner.arm === 'lead') return line.east.length > 0 && line.west.length > 0;
  return line[spinner.arm].length > spinner.index + 1;
}

function spinnerPip(line: Line): number {
  return line.spinner ? halves(line.spinner.tile)[0] : 0;
}

/** The pip open at an end, or null when nothing may be played there. */
export function openPip(line: Line, end: End): number | null {
  const lead = line.lead;
  if (!lead) return null;
  const arm = line[end];
  const last = arm.at(-1);
  if (end === 'east' || end === 'west') return last ? last.outer : lead[end];
  if (!spinnerOpen(line)) return null;
  return last ? last.outer : spinnerPip(line);
}

export type FitProblem = 'no_such_end' | 'spinner_closed' | 'does_not_fit';

/** Why `tile` cannot go on `end`, or null when it fits (the line must have a lead). */
export function fitProblem(line: Line, tile: Tile, end: End): FitProblem | null {
  if ((end === 'north' || end === 'south') && !line.spinner) return 'no_such_end';
  const pip = openPip(line, end);
  if (pip === null) return 'spinner_closed';
  const [high, low] = halves(tile);
  return high === pip || low === pip ? null : 'does_not_fit';
}

/** The ends `tile` fits, east, west, north, south in that order; on an empty line it leads (named 'east'). */
export function fittingEnds(line: Line, tile: Tile): End[] {
  if (!line.lead) return ['east'];
  const ends: End[] = line.spinner ? ['east', 'west', 'north', 'south'] : ['east', 'west'];
  return ends.filter((end) => fitProblem(line, tile, end) === null);
}

/** The line after `tile` is played on `end` (which must fit), and the fire it scores. */
export function placeTile(
  line: Line,
  mode: DominoesMode,
  tile: Tile,
  end: End,
  seat: number,
): { line: Line; fire: number } {
  const [high, low] = halves(tile);
  const spinnerCandidate = mode === 'tilesonfire' && !line.spinner && isDouble(tile);
  let next: Line;
  if (!line.lead) {
    next = {
      ...line,
      lead: { tile, seat, outer: high, fire: 0, west: high, east: low },
      spinner: spinnerCandidate ? { tile, arm: 'lead', index: 0 } : line.spinner,
    };
  } else {
    const pip = openPip(line, end) as number;
    const outer = high === pip ? low : high;
    const arm: Placed[] = [...line[end], { tile, seat, outer, fire: 0 }];
    next = { ...line, [end]: arm };
    // The first double becomes the spinner wherever it lands on the line (its arms can only come after it).
    if (spinnerCandidate && (end === 'east' || end === 'west'))
      next.spinner = { tile, arm: end, index: arm.length - 1 };
  }
  const fire = mode === 'tilesonfire' ? fireFor(endsCount(next)) : 0;
  if (fire > 0) next = withFire(next, end, fire);
  return { line: next, fire };
}

function withFire(line: Line, end: End, fire: number): Line {
  const arm = line[end];
  const last = arm.at(-1);
  if (line.lead && arm.length === 0) return { ...line, lead: { ...line.lead, fire } };
  if (!last) return line;
  return { ...line, [end]: [...arm.slice(0, -1), { ...last, fire }] };
}

/** A tile at an open end counts its outer pip, a double both halves. */
function endValue(placed: Placed): number {
  return isDouble(placed.tile) ? placed.outer * 2 : placed.outer;
}

/**
 * The open ends' total (rules.md): a lone lead counts all its pips; otherwise east and west count their end
 * tile (the lead's open half when an arm is empty, both halves for a double lead, which is how the spinner
 * counts while one of its east/west sides is open), and north/south count only once a tile is on them.
 */
export function endsCount(line: Line): number {
  const lead = line.lead;
  if (!lead) return 0;
  const arms = line.east.length + line.west.length + line.north.length + line.south.length;
  if (arms === 0) return lead.west + lead.east;
  const leadDouble = isDouble(lead.tile);
  let total = 0;
  for (const end of ['east', 'west'] as const) {
    const last = line[end].at(-1);
    total += last ? endValue(last) : leadDouble ? lead[end] * 2 : lead[end];
  }
  for (const end of ['north', 'south'] as const) {
    const last = line[end].at(-1);
    if (last) total += endValue(last);
  }
  return total;
}

/** A total that is a multiple of 5 scores itself (0 scores nothing). */
export function fireFor(count: number): number {
  return count > 0 && count % 5 === 0 ? count : 0;
}

/** Every tile on the line, in no particular order. */
export function lineTiles(line: Line): Tile[] {
  const tiles: Tile[] = line.lead ? [line.lead.tile] : [];
  for (const end of ['east', 'west', 'north', 'south'] as const)
    for (const placed of line[end]) tiles.push(placed.tile);
  return tiles;
}
