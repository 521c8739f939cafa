/**
 * The pictures of the guide's example steps (spec §2): cards drawn with PlayingCard on classic step 3,
 * deuceshigh step 2 and heartsonfire step 2, and dominoes drawn in SVG on Tiles on Fire's scoring step.
 * The step's example text is the picture's accessible name and its caption.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardValue, PlayingCard } from '../components/PlayingCard.js';
import type { Suit } from '../components/Suit.js';
import { DominoTile } from './DominoTile.js';
import type { GuideMode } from './guide-modes.js';

type Card = [CardValue, Suit];

interface TrickExample {
  kind: 'trick';
  /** In play order; the first card was led. */
  cards: Card[];
  winner: number;
}

interface RankingExample {
  kind: 'ranking';
  /** Highest first. */
  cards: Card[];
}

interface TilesExample {
  kind: 'tiles';
}

type Example = TrickExample | RankingExample | TilesExample;

/** Examples by mode and step number (1-based, as shown). */
export const EXAMPLES: Partial<Record<GuideMode, Record<number, Example>>> = {
  classic: {
    3: {
      kind: 'trick',
      cards: [
        ['7', 'hearts'],
        ['K', 'hearts'],
        ['3', 'spades'],
        ['A', 'hearts'],
      ],
      winner: 2,
    },
  },
  deuceshigh: {
    2: {
      kind: 'ranking',
      cards: [
        ['2', 'spades'],
        ['2', 'hearts'],
        ['2', 'clubs'],
        ['2', 'diamonds'],
        ['A', 'spades'],
      ],
    },
  },
  heartsonfire: {
    2: {
      kind: 'trick',
      cards: [
        ['5', 'hearts'],
        ['J', 'hearts'],
        ['8', 'clubs'],
        ['10', 'hearts'],
      ],
      winner: 1,
    },
  },
  tilesonfire: { 4: { kind: 'tiles' } },
};

function Trick({ example }: { example: TrickExample }) {
  const { t } = useTranslation();
  return (
    <div className="guide-cards">
      {example.cards.map(([value, suit], index) => (
        <div
          key={`${value}${suit}`}
          className={`guide-card${index === example.winner ? ' guide-card-winner' : ''}`}
        >
          <PlayingCard value={value} suit={suit} width={64} />
          <span className="guide-card-note">
            {index === example.winner ? t('guide.winner') : index === 0 ? t('guide.led') : null}
          </span>
        </div>
      ))}
    </div>
  );
}

function Ranking({ example }: { example: RankingExample }) {
  return (
    <div className="guide-cards guide-ranking">
      {example.cards.map(([value, suit], index) => (
        <Fragment key={`${value}${suit}`}>
          {index ? (
            <span className="guide-gt" aria-hidden="true">
              &gt;
            </span>
          ) : null}
          <div className="guide-card">
            <PlayingCard value={value} suit={suit} width={52} />
          </div>
        </Fragment>
      ))}
    </div>
  );
}

/** [0|5] laid against the spinner [5|5]: open ends 0 and 5 + 5, a fire of 10. */
function Tiles() {
  const { t } = useTranslation();
  return (
    <div className="guide-tiles">
      <div className="guide-tile-line">
        <DominoTile a={0} b={5} size={36} />
        <DominoTile a={5} b={5} upright size={36} highlight />
      </div>
      <div className="guide-tile-sum" aria-hidden="true">
        <span>0</span>+<span>5 + 5</span>= <strong>10</strong>
      </div>
      <span className="guide-card-note">{t('guide.spinner')}: 5|5</span>
    </div>
  );
}

export function GuideExample({
  mode,
  step,
  caption,
  sizer = false,
}: {
  mode: GuideMode;
  step: number;
  caption?: string;
  /** A hidden copy that only gives the guide its size: no test id, so tests see the shown step alone. */
  sizer?: boolean;
}) {
  const { t } = useTranslation();
  const example = EXAMPLES[mode]?.[step];
  if (!example) return null;
  return (
    <figure className="guide-example" data-testid={sizer ? undefined : 'guide-example'}>
      <div role="img" aria-label={caption ?? t('guide.example')}>
        {example.kind === 'trick' ? <Trick example={example} /> : null}
        {example.kind === 'ranking' ? <Ranking example={example} /> : null}
        {example.kind === 'tiles' ? <Tiles /> : null}
      </div>
      {caption ? <figcaption className="muted small">{caption}</figcaption> : null}
    </figure>
  );
}
