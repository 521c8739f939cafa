/**
 * The caller's hand, sorted by suit and rank and fanned. On the caller's turn to play the legal cards
 * are lifted and the others dimmed; tapping a dimmed card explains why it cannot be played. While the
 * caller is offered blind nil the server sends no card, and the fan shows `faceDown` card backs instead.
 */
import { type Card, cardLabel } from '@cardroom/engine';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../components/PlayingCard.js';
import { CardBack } from './CardBack.js';
import { toProtocolCard } from './cards.js';
import './hand.css';

export interface HandViewProps {
  cards: readonly Card[];
  /** Legal cards now; empty when it is not the caller's turn to play. */
  legal: ReadonlySet<Card>;
  myTurn: boolean;
  /** The card being sent to the server (it leaves the hand). */
  pending: Card | null;
  suggested: Card | null;
  onPlay(card: Card): void;
  /** Cards held but not shown (blind nil choice): drawn as backs, nothing to tap. */
  faceDown?: number;
  /** The caller's card back skin for those backs (issue 14); standard when absent. */
  backSkin?: string | null;
}

function FaceDownHand({ count, skin }: { count: number; skin: string | null }) {
  const { t } = useTranslation();
  const middle = (count - 1) / 2;
  return (
    <div
      className="hand hand-face-down"
      role="img"
      aria-label={t('table.handHidden', { count })}
      data-testid="hand-face-down"
      style={{ '--n': count } as CSSProperties}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: backs have no identity but their place in the fan
          key={index}
          className="hand-card hand-card-back"
          style={{ '--i': index - middle, zIndex: index + 1 } as CSSProperties}
        >
          <CardBack skin={skin} />
        </span>
      ))}
    </div>
  );
}

export function HandView({
  cards,
  legal,
  myTurn,
  pending,
  suggested,
  onPlay,
  faceDown = 0,
  backSkin = null,
}: HandViewProps) {
  const { t } = useTranslation();
  if (faceDown > 0 && cards.length === 0) return <FaceDownHand count={faceDown} skin={backSkin} />;
  const middle = (cards.length - 1) / 2;
  // The fan's step, angle and lift are computed in hand.css from the card count and the table's width.
  return (
    <fieldset className="hand" data-testid="hand" style={{ '--n': cards.length } as CSSProperties}>
      <legend className="visually-hidden">{t('table.hand')}</legend>
      {cards.map((card, index) => {
        const playable = myTurn && legal.has(card);
        const data = toProtocolCard(card);
        const label = cardLabel(card);
        const state = myTurn ? (playable ? ' hand-card-legal' : ' hand-card-illegal') : '';
        const style = { '--i': index - middle, zIndex: index + 1 } as CSSProperties;
        return (
          <button
            key={card}
            type="button"
            className={`hand-card${state}${pending === card ? ' hand-card-leaving' : ''}${suggested === card ? ' hand-card-suggested' : ''}`}
            style={style}
            onClick={() => onPlay(card)}
            disabled={pending !== null}
            aria-label={
              myTurn
                ? playable
                  ? t('table.playable', { card: label })
                  : t('table.notPlayable', { card: label })
                : label
            }
            data-testid={playable ? 'hand-card-legal' : 'hand-card'}
            data-card={card}
          >
            <PlayingCard suit={data.suit} value={data.value} width={90} />
          </button>
        );
      })}
    </fieldset>
  );
}
