import { useId } from 'react';

/** The back of a playing card: what a seat offered blind nil sees of its own hand until it chooses. */
export function CardBack({ width = 90 }: { width?: number }) {
  // Each back names its own pattern: ids are unique in the page.
  const pattern = `card-back-${useId()}`;
  return (
    <svg width={width} height={(width * 7) / 5} viewBox="0 0 100 140" aria-hidden="true">
      <defs>
        <pattern id={pattern} width="12" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 6 L6 0 L12 6 L6 12 Z" fill="none" stroke="#8fb4e8" strokeWidth="1.4" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#1d3f7a" stroke="#c9c3b3" strokeWidth="2" />
      <rect x="9" y="9" width="82" height="122" rx="5" fill={`url(#${pattern})`} stroke="#8fb4e8" />
    </svg>
  );
}
