/** A domino tile drawn in SVG: two halves of 0–6 pips, across (a line tile) or upright (a double). */
import { DOMINO_PIPS as PIPS } from '../components/domino-pips.js';

function Half({ pips, x, y }: { pips: number; x: number; y: number }) {
  return (
    <>
      {(PIPS[pips] ?? []).map(([col, row]) => (
        <circle key={`${col}-${row}`} cx={x + 12 + col * 13} cy={y + 12 + row * 13} r="4.6" fill="#14161c" />
      ))}
    </>
  );
}

export function DominoTile({
  a,
  b,
  upright = false,
  size = 40,
  highlight = false,
}: {
  a: number;
  b: number;
  upright?: boolean;
  /** The short side in pixels. */
  size?: number;
  highlight?: boolean;
}) {
  const width = upright ? 50 : 100;
  const height = upright ? 100 : 50;
  return (
    <svg
      width={(size * width) / 50}
      height={(size * height) / 50}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="1.5"
        y="1.5"
        width={width - 3}
        height={height - 3}
        rx="7"
        fill="#fdfcf7"
        stroke={highlight ? '#f2b705' : '#c9c3b3'}
        strokeWidth={highlight ? 3 : 2}
      />
      {upright ? <line x1="8" y1="50" x2="42" y2="50" stroke="#c9c3b3" strokeWidth="2" /> : null}
      {upright ? null : <line x1="50" y1="8" x2="50" y2="42" stroke="#c9c3b3" strokeWidth="2" />}
      <Half pips={a} x={0} y={0} />
      <Half pips={b} x={upright ? 0 : 50} y={upright ? 50 : 0} />
    </svg>
  );
}
