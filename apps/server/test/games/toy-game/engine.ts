/**
 * "Higher card wins", a toy second game that exists only in tests: it proves a game is one engine module
 * plus one server module, run by the shared table runtime without touching it. Two seats get three cards
 * each from the fair shuffle; in each of three rounds the leader plays a card, then the other seat; the
 * higher card (rank, then suit order) takes the round and leads the next. More rounds wins.
 */
import {
  type Applied,
  type Card,
  FULL_DECK,
  fairShuffle,
  type GameModule,
  type Outcome,
  placesByScore,
  rankValue,
  SUITS,
  suitOf,
} from '@cardroom/engine';

export const TOY_ROUNDS = 3;

export interface ToyState {
  game: 'toy';
  mode: string;
  hands: Card[][];
  /** The cards on the table this round, by seat. */
  table: (Card | null)[];
  leader: number;
  turn: number;
  /** Rounds won per seat. */
  wins: number[];
  /** Every card played, in order (for resends). */
  played: { seat: number; card: Card }[];
  finished: boolean;
}

export interface ToyAction {
  type: 'play';
  seat: number;
  card: Card;
  auto?: boolean;
}

export interface ToyView {
  game: 'toy';
  viewVersion: 1;
  seat: number;
  myHand: Card[];
  handCounts: number[];
  table: (Card | null)[];
  turn: number;
  wins: number[];
  finished: boolean;
  moves: number;
}

const strength = (card: Card) => rankValue(card) * 4 + (3 - SUITS.indexOf(suitOf(card)));

const refuse = (code: string, message: string): Applied<ToyState> => ({
  ok: false,
  error: { code, message },
});

function apply(state: ToyState, action: ToyAction): Applied<ToyState> {
  if (state.finished) return refuse('GAME_FINISHED', 'The game has finished.');
  if (action?.type !== 'play') return refuse('INVALID_ACTION', 'That is not a valid action.');
  if (action.seat !== state.turn) return refuse('NOT_YOUR_TURN', 'It is not your turn.');
  const hand = state.hands[action.seat] ?? [];
  if (!hand.includes(action.card)) return refuse('CARD_NOT_HELD', 'You do not hold that card.');
  const hands = state.hands.map((cards, seat) =>
    seat === action.seat ? cards.filter((c) => c !== action.card) : cards,
  );
  const table = state.table.map((card, seat) => (seat === action.seat ? action.card : card));
  const played = [...state.played, { seat: action.seat, card: action.card }];
  const other = 1 - action.seat;
  if (table[other] === null) return { ok: true, state: { ...state, hands, table, played, turn: other } };
  const winner = strength(table[0] as Card) > strength(table[1] as Card) ? 0 : 1;
  const wins = state.wins.map((count, seat) => (seat === winner ? count + 1 : count));
  const finished = played.length === TOY_ROUNDS * 2;
  return {
    ok: true,
    state: { ...state, hands, table: [null, null], played, wins, leader: winner, turn: winner, finished },
  };
}

function viewFor(state: ToyState, seat: number): ToyView {
  return {
    game: 'toy',
    viewVersion: 1,
    seat,
    myHand: [...(state.hands[seat] ?? [])],
    handCounts: state.hands.map((cards) => cards.length),
    table: state.table,
    turn: state.turn,
    wins: state.wins,
    finished: state.finished,
    moves: state.played.length,
  };
}

/** The bot plays its highest card. */
function botAction(view: ToyView): ToyAction {
  const best = [...view.myHand].sort((a, b) => strength(b) - strength(a))[0];
  if (!best) throw new Error('the toy bot has no card');
  return { type: 'play', seat: view.seat, card: best };
}

function outcome(state: ToyState): Outcome | null {
  if (!state.finished) return null;
  const places = placesByScore(state.wins);
  return { sides: [[0], [1]], scores: state.wins, places, draw: places.filter((p) => p === 1).length > 1 };
}

export const toyEngine: GameModule<ToyState, ToyAction, ToyView> = {
  map: 'toy',
  modes: ['duel'],
  seats: { min: 2, max: 2 },
  create({ mode, seed }) {
    const deck = fairShuffle(FULL_DECK, seed, 'toy');
    return {
      game: 'toy',
      mode,
      hands: [deck.slice(0, TOY_ROUNDS), deck.slice(TOY_ROUNDS, TOY_ROUNDS * 2)],
      table: [null, null],
      leader: 0,
      turn: 0,
      wins: [0, 0],
      played: [],
      finished: false,
    };
  },
  apply,
  legalActions: (state, seat) =>
    state.finished || state.turn !== seat
      ? []
      : (state.hands[seat] ?? []).map((card) => ({ type: 'play', seat, card })),
  viewFor,
  botAction,
  autoActions: (state, seat) =>
    state.finished || state.turn !== seat ? [] : [{ ...botAction(viewFor(state, seat)), auto: true }],
  isAlreadyApplied: (state, action) =>
    state.played.some((play) => play.seat === action.seat && play.card === action.card),
  toAct: (state) => (state.finished ? null : state.turn),
  outcome,
  sideOf: (_mode, _seatCount, seat) => seat,
  sideCount: () => 2,
  stateVersion: 1,
  parseState(stored) {
    const state = stored as Partial<ToyState> | null;
    if (state?.game !== 'toy' || !Array.isArray(state.hands) || !Array.isArray(state.played))
      throw new Error('not a toy state');
    return state as ToyState;
  },
};
