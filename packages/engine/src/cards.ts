/** Cards are compact two-character codes ("AS", "TH", "2C") so states stay small and compare fast. */
export const SUITS = ['S', 'H', 'C', 'D'] as const;
export type SuitCode = (typeof SUITS)[number];
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type RankCode = (typeof RANKS)[number];
export type Card = `${RankCode}${SuitCode}`;

export type SuitName = 'spades' | 'hearts' | 'clubs' | 'diamonds';

const SUIT_NAMES: Record<SuitCode, SuitName> = { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' };
const SUIT_SYMBOLS: Record<SuitCode, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };
const RANK_VALUES: Record<RankCode, number> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};

/** The 52 cards in a fixed order: the order the fair shuffle starts from. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((suit) =>
  RANKS.map((rank): Card => `${rank}${suit}`),
);
const DECK_SET: ReadonlySet<string> = new Set(FULL_DECK);

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && DECK_SET.has(value);
}

export function suitOf(card: Card): SuitCode {
  return card[1] as SuitCode;
}

export function rankOf(card: Card): RankCode {
  return card[0] as RankCode;
}

// Indexed by the rank character's code: a hot path of trick resolution, so no string-keyed lookup.
const RANK_VALUE_BY_CODE = new Uint8Array(128);
for (const rank of RANKS) RANK_VALUE_BY_CODE[rank.charCodeAt(0)] = RANK_VALUES[rank];

/** 2..14 with the ace high. */
export function rankValue(card: Card): number {
  return RANK_VALUE_BY_CODE[card.charCodeAt(0)] ?? 0;
}

export function suitName(suit: SuitCode): SuitName {
  return SUIT_NAMES[suit];
}

export function suitSymbol(suit: SuitCode): string {
  return SUIT_SYMBOLS[suit];
}

/** Display form such as "2♥" or "10♠". */
export function cardLabel(card: Card): string {
  const rank = rankOf(card);
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(card)]}`;
}

/** The spec's card entity: { suit: 'hearts', value: '10' }. */
export interface CardData {
  suit: SuitName;
  value: string;
}

export function toCardData(card: Card): CardData {
  const rank = rankOf(card);
  return { suit: SUIT_NAMES[suitOf(card)], value: rank === 'T' ? '10' : rank };
}

export function fromCardData(data: CardData): Card | null {
  const suit = (Object.keys(SUIT_NAMES) as SuitCode[]).find((code) => SUIT_NAMES[code] === data.suit);
  const rank = data.value === '10' ? 'T' : data.value.toUpperCase();
  const card = `${rank}${suit ?? ''}`;
  return isCard(card) ? card : null;
}
