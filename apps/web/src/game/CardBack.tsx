import { useId } from 'react';
import { cardBackLook } from '../components/skins.js';

/**
 * The back of a playing card: what a seat offered blind nil sees of its own hand until it chooses, and the
 * stock of a solitaire deal. `skin` is the seat's card back from the collection (standard when absent).
 */
export function CardBack({ width = 90, skin = null }: { width?: number; skin?: string | null | undefined }) {
  // Each back names its own pattern: ids are unique in the page.
  const pattern = `card-back-${useId()}`;
  const look = cardBackLook(skin);
  return (
    <svg
      width={width}
      height={(width * 7) / 5}
      viewBox="0 0 100 140"
      aria-hidden="true"
      data-skin={skin ?? 'standard'}
    >
      <defs>
        <pattern id={pattern} width="12" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 6 L6 0 L12 6 L6 12 Z" fill="none" stroke={look.pattern} strokeWidth="1.4" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="98" height="138" rx="9" fill={look.base} stroke={look.edge} strokeWidth="2" />
      <rect x="9" y="9" width="82" height="122" rx="5" fill={`url(#${pattern})`} stroke={look.pattern} />
    </svg>
  );
}
