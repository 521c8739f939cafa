/** The four card suits as filled shapes (24×24), used by the playing cards and the Play icon. */
import type { CARD_SUITS } from '@cardroom/protocol';

export type Suit = (typeof CARD_SUITS)[number];

export const SUIT_COLOR: Record<Suit, string> = {
  hearts: '#d7263d',
  diamonds: '#d7263d',
  spades: '#14161c',
  clubs: '#14161c',
};

export function SuitShape({ suit, fill }: { suit: Suit; fill: string }) {
  switch (suit) {
    case 'hearts':
      return (
        <path
          fill={fill}
          d="M12 21C12 21 2 14.6 2 8.6 2 5.5 4.4 3 7.4 3c2 0 3.7 1.1 4.6 2.8C12.9 4.1 14.6 3 16.6 3 19.6 3 22 5.5 22 8.6 22 14.6 12 21 12 21z"
        />
      );
    case 'diamonds':
      return <path fill={fill} d="M12 2l8 10-8 10-8-10z" />;
    case 'spades':
      return (
        <path
          fill={fill}
          d="M12 2C12 2 3 8.6 3 14a4.8 4.8 0 0 0 8.2 3.4L10 22h4l-1.2-4.6A4.8 4.8 0 0 0 21 14c0-5.4-9-12-9-12z"
        />
      );
    case 'clubs':
      return (
        <g fill={fill}>
          <circle cx="12" cy="7" r="4.2" />
          <circle cx="7" cy="13.5" r="4.2" />
          <circle cx="17" cy="13.5" r="4.2" />
          <path d="M11 12h2l1.4 10h-4.8z" />
        </g>
      );
  }
}

export function SuitIcon({ suit, size = 24, color }: { suit: Suit; size?: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <SuitShape suit={suit} fill={color ?? 'currentColor'} />
    </svg>
  );
}
