/**
 * Where each tile of the line of play lies, in units of a tile's short side (a tile is 2×1, a double stands
 * across the line, 1×2). Each arm runs straight out from the lead (or the spinner), then turns clockwise when
 * it reaches the edge of the room it has, so the line snakes inside a phone's width and the spinner's four arms
 * form a pinwheel that never crosses itself. The picture is an SVG whose viewBox is these units' bounds.
 */
import { type End, halves, isDouble, type Line, openPip, type Placed, type Tile } from '@cardroom/engine';

type Direction = 'east' | 'south' | 'west' | 'north';
type Turn = 'cw' | 'ccw';

/** An arm's straight runs and the turn at the end of each; the run after the last turn never ends. */
interface ArmPath {
  runs: number[];
  turns: Turn[];
}

export interface LaidTile {
  tile: Tile;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The pips drawn on the left (across) or top (upright) half, then the other half. */
  first: number;
  second: number;
  seat: number;
  fire: number;
  spinner: boolean;
}

export interface LineLayout {
  tiles: LaidTile[];
  /** Where a tile played on each end would lie (only the ends asked for). */
  targets: Partial<Record<End, LaidTile>>;
  bounds: { x: number; y: number; w: number; h: number };
}

export interface LayoutRoom {
  /** How far the east and west arms run from the centre before they turn. */
  across: number;
  /** How far the north and south arms run before they turn. */
  upDown: number;
  /** Without a spinner, how far east and west drop before they run back (the snake's bend). */
  drop: number;
}

export const PHONE_ROOM: LayoutRoom = { across: 5, upDown: 5, drop: 3 };
export const WIDE_ROOM: LayoutRoom = { across: 11, upDown: 4, drop: 3 };

/** Room past a spinner in its east or west arm before the arm may turn: one tile, clear of the spinner's arms. */
const PAST_SPINNER = 3;
/** Rows the snake may run back and forth before its last row runs on (28 tiles never need more). */
const SNAKE_ROWS = 8;

const CLOCKWISE: Record<Direction, Direction> = {
  east: 'south',
  south: 'west',
  west: 'north',
  north: 'east',
};

interface Cursor {
  x: number;
  y: number;
  dir: Direction;
}

function innerOf(placed: { tile: Tile; outer: number }): number {
  const [high, low] = halves(placed.tile);
  return placed.outer === high ? low : high;
}

/** The tile's rectangle when it is laid against the cursor facing `dir`, its inner half touching the cursor. */
function lay(cursor: Cursor, placed: Placed, spinner: boolean): LaidTile {
  const double = isDouble(placed.tile);
  const inner = innerOf(placed);
  const outer = placed.outer;
  const along = double ? 1 : 2;
  const across = double ? 2 : 1;
  const { x, y, dir } = cursor;
  const base = { tile: placed.tile, seat: placed.seat, fire: placed.fire, spinner };
  switch (dir) {
    case 'east':
      return { ...base, x, y: y - across / 2, w: along, h: across, first: inner, second: outer };
    case 'west':
      return { ...base, x: x - along, y: y - across / 2, w: along, h: across, first: outer, second: inner };
    case 'south':
      return { ...base, x: x - across / 2, y, w: across, h: along, first: inner, second: outer };
    case 'north':
      return { ...base, x: x - across / 2, y: y - along, w: across, h: along, first: outer, second: inner };
  }
}

function after(rect: LaidTile, dir: Direction): Cursor {
  switch (dir) {
    case 'east':
      return { x: rect.x + rect.w, y: rect.y + rect.h / 2, dir };
    case 'west':
      return { x: rect.x, y: rect.y + rect.h / 2, dir };
    case 'south':
      return { x: rect.x + rect.w / 2, y: rect.y + rect.h, dir };
    case 'north':
      return { x: rect.x + rect.w / 2, y: rect.y, dir };
  }
}

const COUNTER: Record<Direction, Direction> = { east: 'north', north: 'west', west: 'south', south: 'east' };

/** The cursor after turning at `rect`: against the side of its far half that faces the new way. */
function turnAt(rect: LaidTile, from: Direction, turn: Turn): Cursor {
  const dir = turn === 'cw' ? CLOCKWISE[from] : COUNTER[from];
  const farX = from === 'east' ? rect.x + rect.w - 0.5 : rect.x + 0.5;
  const farY = from === 'south' ? rect.y + rect.h - 0.5 : rect.y + 0.5;
  switch (dir) {
    case 'south':
      return { x: farX, y: rect.y + rect.h, dir };
    case 'north':
      return { x: farX, y: rect.y, dir };
    case 'east':
      return { x: rect.x + rect.w, y: farY, dir };
    case 'west':
      return { x: rect.x, y: farY, dir };
  }
}

function lengthAlong(tile: Tile): number {
  return isDouble(tile) ? 1 : 2;
}

/** Lays an arm from `start` along `path`. */
function layArm(start: Cursor, path: ArmPath, arm: Placed[], spinnerAt: number | null): LaidTile[] {
  const laid: LaidTile[] = [];
  let cursor = start;
  let run = 0;
  let travelled = 0;
  // Past a spinner the arm turns after one more tile, to the side its own north or south arm turns away from.
  let runLimit = path.runs[0];
  arm.forEach((placed, index) => {
    const length = lengthAlong(placed.tile);
    const last = laid.at(-1);
    if (last && runLimit !== undefined && travelled + length > runLimit) {
      cursor = turnAt(last, cursor.dir, path.turns[run] ?? 'cw');
      run += 1;
      travelled = 0;
      runLimit = path.runs[run];
    }
    const rect = lay(cursor, placed, index === spinnerAt);
    laid.push(rect);
    travelled += length;
    cursor = after(rect, cursor.dir);
    if (index === spinnerAt) {
      travelled = 0;
      if (runLimit !== undefined) runLimit = PAST_SPINNER;
    }
  });
  return laid;
}

/** The arms' directions from the spinner: up and down on a level line, right and left on an upright run. */
function spinnerArmStarts(rect: LaidTile): { north: Cursor; south: Cursor } {
  const level = rect.h > rect.w;
  if (level) {
    return {
      north: { x: rect.x + rect.w / 2, y: rect.y, dir: 'north' },
      south: { x: rect.x + rect.w / 2, y: rect.y + rect.h, dir: 'south' },
    };
  }
  return {
    north: { x: rect.x + rect.w, y: rect.y + rect.h / 2, dir: 'east' },
    south: { x: rect.x, y: rect.y + rect.h / 2, dir: 'west' },
  };
}

/** The tile `tile` would be on `end`: its inner half the end's open pip. */
function phantom(line: Line, tile: Tile, end: End): Placed {
  const pip = openPip(line, end);
  const [high, low] = halves(tile);
  const outer = pip === null ? high : high === pip ? low : high;
  return { tile, seat: -1, outer, fire: 0 };
}

export function layoutLine(
  line: Line,
  room: LayoutRoom,
  pending: { tile: Tile; ends: End[] } | null = null,
): LineLayout {
  const targets: Partial<Record<End, LaidTile>> = {};
  const lead = line.lead;
  if (!lead) {
    if (pending) {
      const [high, low] = halves(pending.tile);
      const double = high === low;
      targets.east = {
        tile: pending.tile,
        x: double ? -0.5 : -1,
        y: double ? -1 : -0.5,
        w: double ? 1 : 2,
        h: double ? 2 : 1,
        first: high,
        second: low,
        seat: -1,
        fire: 0,
        spinner: false,
      };
    }
    return { tiles: [], targets, bounds: boundsOf(Object.values(targets)) };
  }
  const leadDouble = isDouble(lead.tile);
  const leadRect: LaidTile = {
    tile: lead.tile,
    x: leadDouble ? -0.5 : -1,
    y: leadDouble ? -1 : -0.5,
    w: leadDouble ? 1 : 2,
    h: leadDouble ? 2 : 1,
    first: lead.west,
    second: lead.east,
    seat: lead.seat,
    fire: lead.fire,
    spinner: line.spinner?.arm === 'lead',
  };
  const firstRun = room.across - leadRect.w / 2;
  // With a spinner the arms make a pinwheel (each turns once, clockwise); without one the line snakes: east
  // runs right, drops and runs back left under the line, drops again and runs right, and west mirrors it above.
  const acrossPath: ArmPath = line.spinner
    ? { runs: [firstRun], turns: ['cw'] }
    : {
        runs: [firstRun, ...Array.from({ length: SNAKE_ROWS }, () => [room.drop, room.across * 2]).flat()],
        turns: Array.from({ length: SNAKE_ROWS + 1 }, (_, row) =>
          row % 2 === 0 ? (['cw', 'cw'] as Turn[]) : (['ccw', 'ccw'] as Turn[]),
        ).flat(),
      };
  const spinnerIndex = (arm: 'east' | 'west') => (line.spinner?.arm === arm ? line.spinner.index : null);
  const eastStart = after(leadRect, 'east');
  const westStart = after(leadRect, 'west');
  const armOf = (end: 'east' | 'west', extra: Placed | null) =>
    layArm(
      end === 'east' ? eastStart : westStart,
      acrossPath,
      extra ? [...line[end], extra] : line[end],
      spinnerIndex(end),
    );
  const east = armOf('east', null);
  const west = armOf('west', null);
  const tiles = [leadRect, ...east, ...west];

  const spinnerRect =
    line.spinner?.arm === 'lead'
      ? leadRect
      : line.spinner
        ? (line.spinner.arm === 'east' ? east : west)[line.spinner.index]
        : undefined;
  const starts = spinnerRect ? spinnerArmStarts(spinnerRect) : null;
  const upDownPath: ArmPath = { runs: [room.upDown], turns: ['cw'] };
  const verticalOf = (end: 'north' | 'south', extra: Placed | null) =>
    starts ? layArm(starts[end], upDownPath, extra ? [...line[end], extra] : line[end], null) : [];
  tiles.push(...verticalOf('north', null), ...verticalOf('south', null));

  for (const end of pending?.ends ?? []) {
    if (!pending) break;
    const extra = phantom(line, pending.tile, end);
    const laid = end === 'east' || end === 'west' ? armOf(end, extra) : verticalOf(end, extra);
    const target = laid.at(-1);
    if (target) targets[end] = { ...target, spinner: false, seat: -1 };
  }
  return { tiles, targets, bounds: boundsOf([...tiles, ...Object.values(targets)]) };
}

function boundsOf(rects: LaidTile[]): LineLayout['bounds'] {
  if (rects.length === 0) return { x: -1, y: -1, w: 2, h: 2 };
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.w));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}
