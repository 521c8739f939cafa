/** A burst of confetti over the screen for a win: decorative, and hidden under prefers-reduced-motion (scores.css). */
import type { CSSProperties } from 'react';

const COLORS = ['#f2b705', '#2fbf71', '#e5484d', '#58a6ff', '#fdfcf7', '#c77dff'];
const PIECES = 42;

/** Spread the pieces evenly but irregularly: a fixed pattern, so a re-render never moves them. */
function piece(index: number): CSSProperties {
  const golden = (index * 0.618_034) % 1;
  return {
    '--x': `${(golden * 100).toFixed(1)}%`,
    '--c': COLORS[index % COLORS.length],
    '--d': `${2.4 + ((index * 7) % 10) / 8}s`,
    '--delay': `${((index * 13) % 20) / 16}s`,
    '--drift': `${((index * 37) % 120) - 60}px`,
    '--spin': `${((index * 53) % 4) * 180 + 360}deg`,
  } as CSSProperties;
}

export function Confetti() {
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed, never reordered pattern
        <span key={index} style={piece(index)} />
      ))}
    </div>
  );
}
