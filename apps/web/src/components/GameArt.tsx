/**
 * The picture on a game or mode card: a fan of cards for each Spades mode, a Klondike cascade, domino
 * tiles, each on its own colour. Drawn from the app's own card and tile drawings, so no image is fetched.
 */
import type { CSSProperties } from 'react';
import { DominoTile } from '../guide/DominoTile.js';
import { type CardValue, PlayingCard } from './PlayingCard.js';
import type { Suit } from './Suit.js';
import './game-art.css';

export type ArtKind =
  | 'deuceshigh'
  | 'classic'
  | 'heartsonfire'
  | 'clubhouse'
  | 'solitaire'
  | 'dominoes'
  | 'tilesonfire';

type CardPick = readonly [Suit, CardValue];

const FANS: Record<'deuceshigh' | 'classic' | 'heartsonfire' | 'clubhouse', readonly CardPick[]> = {
  // The deuces are the top trumps of Deuces High.
  deuceshigh: [
    ['diamonds', '2'],
    ['spades', '2'],
    ['hearts', '2'],
  ],
  classic: [
    ['spades', 'Q'],
    ['spades', 'A'],
    ['spades', 'K'],
  ],
  heartsonfire: [
    ['hearts', '10'],
    ['hearts', 'Q'],
    ['hearts', 'A'],
  ],
  clubhouse: [
    ['clubs', 'J'],
    ['clubs', 'A'],
    ['clubs', 'K'],
  ],
};

const CASCADE: readonly CardPick[] = [
  ['spades', 'K'],
  ['hearts', 'Q'],
  ['clubs', 'J'],
];

/** The art kind of a picker entry: the Spades mode, or the map for the other games. */
export function artKindOf(entry: { map: string; game_mode: string }): ArtKind {
  if (entry.map === 'solitaire') return 'solitaire';
  if (entry.map === 'dominoes') return entry.game_mode === 'tilesonfire' ? 'tilesonfire' : 'dominoes';
  if (entry.game_mode === 'heartsonfire' || entry.game_mode === 'clubhouse' || entry.game_mode === 'classic')
    return entry.game_mode;
  return 'deuceshigh';
}

function offsetStyle(offset: number): CSSProperties {
  return { '--o': offset } as CSSProperties;
}

function Drawing({ kind }: { kind: ArtKind }) {
  if (kind === 'solitaire') {
    return (
      <span className="game-art-cascade">
        {CASCADE.map(([suit, value], at) => (
          <span key={`${suit}${value}`} className="game-art-card" style={offsetStyle(at)}>
            <PlayingCard suit={suit} value={value} width={52} />
          </span>
        ))}
      </span>
    );
  }
  if (kind === 'dominoes' || kind === 'tilesonfire') {
    const tiles: ReadonlyArray<readonly [number, number]> =
      kind === 'tilesonfire'
        ? [
            [5, 5],
            [6, 4],
          ]
        : [
            [6, 6],
            [3, 1],
          ];
    return (
      <span className="game-art-tiles">
        {tiles.map(([a, b], at) => (
          <span key={`${a}${b}`} className="game-art-tile" style={offsetStyle(at === 0 ? -1 : 1)}>
            <DominoTile a={a} b={b} upright size={38} />
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className="game-art-fan">
      {FANS[kind].map(([suit, value], at) => (
        <span key={`${suit}${value}`} className="game-art-card" style={offsetStyle(at - 1)}>
          <PlayingCard suit={suit} value={value} width={52} />
        </span>
      ))}
    </span>
  );
}

/** Decorative: the card's own text names the game. */
export function GameArt({ kind, size = 'md' }: { kind: ArtKind; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`game-art game-art-${kind} game-art-${size}`} aria-hidden="true">
      <Drawing kind={kind} />
    </span>
  );
}
