/**
 * A Klondike card face in the app's card style (PlayingCard's paper, colours and suit shapes), with the rank and
 * suit large in the top corner: in an overlapped column only the top strip of a card shows.
 */
import { type Card, suitName, suitOf } from '@cardroom/engine';
import { SUIT_COLOR, SuitShape } from '../../components/Suit.js';

export function KlondikeCardFace({ card }: { card: Card }) {
  const suit = suitName(suitOf(card));
  const rank = card[0] === 'T' ? '10' : card[0];
  const color = SUIT_COLOR[suit];
  return (
    <svg
      className="kl-face"
      viewBox="0 0 100 140"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="card-face"
    >
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fdfcf7" stroke="#c9c3b3" strokeWidth="2" />
      <text
        x={rank === '10' ? 4 : 8}
        y="31"
        fontSize="32"
        fill={color}
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="700"
        letterSpacing={rank === '10' ? -3 : 0}
      >
        {rank}
      </text>
      <g transform="translate(63 5) scale(1.3)">
        <SuitShape suit={suit} fill={color} />
      </g>
      <g transform="translate(22 52) scale(2.4)">
        <SuitShape suit={suit} fill={color} />
      </g>
    </svg>
  );
}
