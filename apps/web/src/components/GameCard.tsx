/**
 * A large tappable game or mode card with its art. A game that cannot be played yet stays visible but
 * dimmed with a Coming soon badge: tapping it says so (and nudges the card) instead of opening a screen
 * that has no table.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch } from '../store/hooks.js';
import { messageShown } from '../store/ui-slice.js';
import { type ArtKind, GameArt } from './GameArt.js';
import './game-card.css';

export interface GameCardProps {
  art: ArtKind;
  title: string;
  /** A small line above the title (the game a mode belongs to). */
  kicker?: string;
  text?: string;
  /** Not playable yet: shown with a badge, and a tap explains instead of navigating. */
  soon?: boolean;
  /** A pressed state, for pickers. */
  selected?: boolean;
  /** Where a playable card leads; else onSelect runs. */
  to?: string;
  onSelect?(): void;
  /** What the card's corner says when playable (Play, Select, Selected). */
  action?: ReactNode;
  testId?: string;
}

export function GameCard({
  art,
  title,
  kicker,
  text,
  soon = false,
  selected,
  to,
  onSelect,
  action,
  testId,
}: GameCardProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [nudging, setNudging] = useState(false);
  const className = `game-card${soon ? ' game-card-soon' : ''}${selected ? ' game-card-selected' : ''}`;
  const body = (
    <>
      <GameArt kind={art} />
      <span className="game-card-text">
        {kicker ? <span className="game-card-kicker">{kicker}</span> : null}
        <strong className="game-card-title">{title}</strong>
        {text ? <span className="game-card-desc">{text}</span> : null}
      </span>
      {soon ? (
        <span className="game-card-badge game-card-badge-soon">{t('games.soon')}</span>
      ) : action ? (
        <span className="game-card-badge">{action}</span>
      ) : null}
    </>
  );

  if (soon) {
    return (
      <button
        type="button"
        className={`${className}${nudging ? ' game-card-nudge' : ''}`}
        aria-disabled="true"
        onAnimationEnd={() => setNudging(false)}
        onClick={() => {
          setNudging(true);
          dispatch(messageShown(t('games.soonMessage', { game: title })));
        }}
        data-testid={testId}
        data-soon="true"
      >
        {body}
      </button>
    );
  }
  if (to) {
    return (
      <Link className={className} to={to} data-testid={testId}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      onClick={onSelect}
      data-testid={testId}
    >
      {body}
    </button>
  );
}
