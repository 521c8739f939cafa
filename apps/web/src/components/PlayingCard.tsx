/** A playing card drawn in SVG: rank and suit in two corners, a large suit in the middle. */
import type { CARD_VALUES } from '@cardroom/protocol';
import { SUIT_COLOR, type Suit, SuitShape } from './Suit.js';

export type CardValue = (typeof CARD_VALUES)[number];

export interface PlayingCardProps {
  suit: Suit;
  value: CardValue;
  width?: number;
  className?: string;
  /** Accessible name, e.g. "Ace of spades"; decorative when omitted. */
  label?: string;
}

export function PlayingCard({ suit, value, width = 90, className, label }: PlayingCardProps) {
  const color = SUIT_COLOR[suit];
  return (
    <svg
      className={className}
      width={width}
      height={(width * 7) / 5}
      viewBox="0 0 100 140"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fdfcf7" stroke="#c9c3b3" strokeWidth="2" />
      <g fill={color} fontFamily="Georgia, 'Times New Roman', serif" fontWeight="700" textAnchor="middle">
        <text x="14" y="24" fontSize="20">
          {value}
        </text>
        <text x="86" y="130" fontSize="20" transform="rotate(180 86 123)">
          {value}
        </text>
      </g>
      <g transform="translate(6 28) scale(0.67)">
        <SuitShape suit={suit} fill={color} />
      </g>
      <g transform="translate(78 96) scale(0.67)">
        <SuitShape suit={suit} fill={color} />
      </g>
      <g transform="translate(26 46) scale(2)">
        <SuitShape suit={suit} fill={color} />
      </g>
    </svg>
  );
}
