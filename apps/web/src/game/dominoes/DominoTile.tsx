/**
 * A domino drawn in SVG: two halves of 0–6 pips. TileFace draws into a parent SVG's units (the line of play);
 * DominoTile is a tile on its own (the hand, the hand-end summary), across or upright.
 */
import type { SVGProps } from 'react';
import { DOMINO_PIPS as PIPS } from '../../components/domino-pips.js';

function Half({ pips, x, y, size }: { pips: number; x: number; y: number; size: number }) {
  const step = size * 0.26;
  const inset = size * 0.24;
  return (
    <>
      {(PIPS[pips] ?? []).map(([col, row]) => (
        <circle
          key={`${col}-${row}`}
          cx={x + inset + col * step}
          cy={y + inset + row * step}
          r={size * 0.09}
          className="dom-pip"
        />
      ))}
    </>
  );
}

export type TileTone = 'plain' | 'spinner' | 'target' | 'selected' | 'fire';

/** A tile in the parent SVG's units: x, y, w and h (w > h lies across, else upright). */
export function TileFace({
  x,
  y,
  w,
  h,
  first,
  second,
  tone = 'plain',
  ...rest
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  first: number;
  second: number;
  tone?: TileTone;
} & Omit<SVGProps<SVGGElement>, 'x' | 'y'>) {
  const across = w >= h;
  const size = across ? h : w;
  const gap = size * 0.04;
  return (
    <g className={`dom-tile dom-tile-${tone}`} {...rest}>
      <rect
        x={x + gap}
        y={y + gap}
        width={w - gap * 2}
        height={h - gap * 2}
        rx={size * 0.14}
        className="dom-tile-body"
      />
      {across ? (
        <line
          x1={x + w / 2}
          y1={y + size * 0.16}
          x2={x + w / 2}
          y2={y + h - size * 0.16}
          className="dom-tile-bar"
        />
      ) : (
        <line
          x1={x + size * 0.16}
          y1={y + h / 2}
          x2={x + w - size * 0.16}
          y2={y + h / 2}
          className="dom-tile-bar"
        />
      )}
      <Half pips={first} x={x} y={y} size={size} />
      <Half pips={second} x={across ? x + w / 2 : x} y={across ? y : y + h / 2} size={size} />
    </g>
  );
}

/** A tile on its own, `size` pixels on its short side. */
export function DominoTile({
  a,
  b,
  upright = false,
  size = 32,
  tone = 'plain',
}: {
  a: number;
  b: number;
  upright?: boolean;
  size?: number;
  tone?: TileTone;
}) {
  const w = upright ? 1 : 2;
  const h = upright ? 2 : 1;
  return (
    <svg
      className="dom-tile-svg"
      width={size * w}
      height={size * h}
      viewBox={`0 0 ${w} ${h}`}
      aria-hidden="true"
      focusable="false"
    >
      <TileFace x={0} y={0} w={w} h={h} first={a} second={b} tone={tone} />
    </svg>
  );
}
