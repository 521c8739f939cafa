/**
 * Game-side entities of spec §3 (cards, games, players, scores, modes, leaderboards, prize pools) as zod
 * schemas with their types. Response schemas are plain `z.object`s: parsing a reply through one drops any
 * field the protocol does not name, so the server can use them as an allow-list for what it sends.
 */
import { CLIENT_SEED_PATTERN } from '@cardroom/engine';
import { z } from 'zod';
import { GAME_COST_DEFAULT, GAME_COST_VS, MAX_BID, TICKET_TIERS } from './constants.js';
import { idSchema, isoDateTimeSchema } from './validation.js';
import { gameViewSchema } from './views/index.js';

/** Every balance kind a price, reward or ledger row can be in (spec §1 rewards; tickets per tier). */
export const CURRENCIES = [
  'cash_balance',
  'bonus_cash',
  'credits',
  'tokens',
  'coins',
  'gems',
  'gold',
  'ticket_bronze',
  'ticket_silver',
  'ticket_gold',
  'ticket_vip',
] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Currencies counted in cents; the client divides by 100 and shows two decimals (spec §9). */
export const CENT_CURRENCIES = [
  'cash_balance',
  'bonus_cash',
  'credits',
] as const satisfies readonly Currency[];

/** A whole, non-negative count: coins, gems, tickets, or cents for the cent currencies. */
export const countSchema = z.number().int().nonnegative();

/** A price or a reward: an integer amount of one currency (cents for the cent currencies). */
export const amountSchema = z.object({ currency: z.enum(CURRENCIES), amount: countSchema });
export type Amount = z.infer<typeof amountSchema>;

export const ticketsSchema = z.object(
  Object.fromEntries(TICKET_TIERS.map((tier) => [tier, countSchema])) as Record<
    (typeof TICKET_TIERS)[number],
    typeof countSchema
  >,
);
export type Tickets = z.infer<typeof ticketsSchema>;

// Maps and modes (rules.md's table of map and mode pairs).
export const GAME_MAPS = ['spades', 'solitaire', 'dominoes'] as const;
export type GameMap = (typeof GAME_MAPS)[number];
export const GAME_MODE_IDS = ['classic', 'deuceshigh', 'heartsonfire', 'clubhouse', 'tilesonfire'] as const;
export type GameModeId = (typeof GAME_MODE_IDS)[number];
export const SPADES_MODE_IDS = ['classic', 'deuceshigh', 'heartsonfire', 'clubhouse'] as const;
export const MAP_MODES: Record<GameMap, readonly GameModeId[]> = {
  spades: SPADES_MODE_IDS,
  solitaire: ['classic'],
  dominoes: ['classic', 'tilesonfire'],
};

export function isModeOfMap(map: GameMap, mode: GameModeId): boolean {
  return MAP_MODES[map].includes(mode);
}

/**
 * How a game is played: against bots, against people ('vs', matched by /game/search or a friendly link),
 * or the guided spades tutorial. Only 'vs' costs more (spec §9).
 */
export const GAME_TYPES = ['bots', 'vs', 'tutorial'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export function gameCostFor(type: GameType): number {
  return type === 'vs' ? GAME_COST_VS : GAME_COST_DEFAULT;
}

/** Free-to-Play and Ranked (spec §1 modes of play), the `tier` of a matchmaking search. */
export const PLAY_TIERS = ['free', 'ranked'] as const;
export type PlayTier = (typeof PLAY_TIERS)[number];

export const gameMapSchema = z.enum(GAME_MAPS);
export const gameModeIdSchema = z.enum(GAME_MODE_IDS);
export const gameTypeSchema = z.enum(GAME_TYPES);

/** The game mode entity shown by the mode picker and the bottom nav's Play icon. */
export const gameModeSchema = z.object({
  name: z.string(),
  map: gameMapSchema,
  game_mode: gameModeIdSchema,
  icon: z.string(),
  description: z.string(),
});
export type GameMode = z.infer<typeof gameModeSchema>;

export const DEFAULT_GAME_MODE: GameMode = {
  name: 'Deuces High',
  map: 'spades',
  game_mode: 'deuceshigh',
  icon: 'deuceshigh',
  description: 'Play with passion',
};

// Cards: the engine's CardData form ({ suit: 'hearts', value: '10' }).
export const CARD_SUITS = ['hearts', 'clubs', 'diamonds', 'spades'] as const;
export const CARD_VALUES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** Strict because cards are also sent by the client (the card to play). */
export const cardSchema = z.strictObject({ suit: z.enum(CARD_SUITS), value: z.enum(CARD_VALUES) });
export type Card = z.infer<typeof cardSchema>;

export const seatSchema = z.number().int().min(0).max(3);

/** One card of the trick in progress; the first one's suit is the led suit the top bar shows. */
export const trickCardSchema = z.object({ playerId: idSchema, seat: seatSchema, card: cardSchema });
export type TrickCard = z.infer<typeof trickCardSchema>;

/** One side's result for one hand (spec §3 round score record). */
export const roundScoreSchema = z.object({
  score: z.number().int(),
  bags: countSchema,
  bagPenalty: countSchema,
  bidMet: z.boolean(),
});
export type RoundScore = z.infer<typeof roundScoreSchema>;

/** A bid of 0 is nil (rules.md); null means the player has not bid yet. */
export const bidSchema = z.number().int().min(0).max(MAX_BID);

/**
 * The skins a seated person wears (collection upgrade ids, null: the standard look), taken when they sit down:
 * everyone at the table sees their card backs, tiles and avatar frame; the felt drawn is the viewer's own.
 */
export const seatSkinsSchema = z.object({
  card_back: z.string().nullable(),
  felt: z.string().nullable(),
  tile: z.string().nullable(),
  frame: z.string().nullable(),
});
export type SeatSkins = z.infer<typeof seatSkinsSchema>;

export const playerDataSchema = z.object({
  id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  seat: seatSchema,
  isBot: z.boolean(),
  bid: bidSchema.nullable(),
  /** Tricks this player won this hand, each the list of its cards. */
  tricksWon: z.array(z.array(cardSchema)),
  declaredFirestorm: z.boolean(),
  score: z.number().int(),
  /** One record per completed hand, oldest first. */
  roundScore: z.array(roundScoreSchema),
  /** The cards in hand: present only in the requesting player's own player data, never for others. */
  hand: z.array(cardSchema).optional(),
  /** Absent for bots and for people wearing nothing from the collection. */
  skins: seatSkinsSchema.optional(),
});
export type PlayerData = z.infer<typeof playerDataSchema>;

/** A partnership (seats 0+2, 1+3) or, in clubhouse, a single player. */
export const teamSchema = z.object({
  id: z.number().int().nonnegative(),
  playerIds: z.array(idSchema),
  score: z.number().int(),
  bags: countSchema,
});
export type Team = z.infer<typeof teamSchema>;

/** A person's client seed (rules.md: the players'): what the engine's mixClientSeeds accepts. */
export const clientSeedSchema = z
  .string()
  .regex(CLIENT_SEED_PATTERN, 'A client seed is 1 to 64 letters, digits, _ or -.');

/**
 * The seed that stands for a seated person who sent none (an old client, or a direct API caller): fixed and
 * public, so the server never picks a seed for anyone (decision 0003). The web app always sends its own.
 */
export const DEFAULT_CLIENT_SEED = 'no-seed-sent';

/** rules.md fair shuffles: SHA-256(serverSeed) is public from the start, serverSeed only at the end. */
export const fairnessSchema = z.object({
  commitment: z.string(),
  /**
   * The table's client seed, mixClientSeeds(clientSeeds) (before the deal: what it would be now). Games
   * dealt before issue 11 have the one seed the server made then, and no clientSeeds.
   */
  clientSeed: z.string(),
  /** Every seated person's client seed in seat order (bots have none): what the table's seed mixes. */
  clientSeeds: z.array(z.string()),
  /** The engine's shuffle version that derives the deals from these seeds. */
  shuffleVersion: z.number().int().positive(),
  nonce: z.number().int().nonnegative(),
  serverSeed: z.string().nullable(),
});
export type Fairness = z.infer<typeof fairnessSchema>;

/** What a finished game paid: each seated person's payout (coins; 0 for a loss or a free game). */
export const gameOutcomeSchema = z.object({
  winners: z.array(idSchema),
  draw: z.boolean(),
  payouts: z.array(z.object({ playerId: idSchema, currency: z.literal('coins'), amount: countSchema })),
});
export type GameOutcome = z.infer<typeof gameOutcomeSchema>;

export const gameDataSchema = z.object({
  game_id: idSchema,
  map: gameMapSchema,
  game_mode: gameModeIdSchema,
  type: gameTypeSchema,
  /** Players seated now (spec "people"), and the seats the table has. */
  people: z.number().int().nonnegative(),
  maxPeople: z.number().int().positive(),
  /**
   * The game's round, 0 before it starts. Spades: the trick of the hand, 1..13 (ROUNDS_PER_GAME, its engine's
   * bound); dominoes: the hand being played, 1 for the first, with no bound (a match to 100 or 150 may take
   * any number of hands: a blocked tie scores nothing). So the schema bounds it below only.
   */
  round: z.number().int().nonnegative(),
  hasStarted: z.boolean(),
  hasFinished: z.boolean(),
  spadePlayed: z.boolean(),
  players: z.array(playerDataSchema),
  teams: z.array(teamSchema),
  currentTrick: z.array(trickCardSchema),
  /** Whose turn it is (a player id), null when nobody is to act. */
  turn: idSchema.nullable(),
  /** When the player to act must have acted, else the server moves for them (rules.md turn timer). */
  turnDeadline: isoDateTimeSchema.nullable().optional(),
  /**
   * Between hands: the next hand waits until every person at the table has closed the score dialog
   * (`game:hand-ack`) or this time passes; no turn timer runs meanwhile. Null or absent otherwise.
   */
  handPauseUntil: isoDateTimeSchema.nullable().optional(),
  /** The friendly game's invitation token (spec §3 "Also gameToken"); only for seated players. */
  gameToken: z.string().optional(),
  /** Provably fair shuffle: the commitment from the start, the server seed once the game is over. */
  fairness: fairnessSchema.optional(),
  /** Set once the game is over and settled. */
  outcome: gameOutcomeSchema.nullable().optional(),
  /** The entry each seated person paid (coins), 0 for free games. */
  entryFee: countSchema.optional(),
  /** One hand decides the game (guest quick play, tutorial, prize pools). */
  singleHand: z.boolean().optional(),
  /** Free play (not ranked, not a prize pool or contest): the only tables where power-ups work. */
  freePlay: z.boolean().optional(),
  /** The total the top bar shows for maps other than spades (solitaire and dominoes score). */
  score: z.number().int().optional(),
  createdAt: isoDateTimeSchema,
  /**
   * The engine's own view for the requesting seat, hidden cards already removed by the engine: one schema
   * per game (views/), told apart by `game`. Parsing a reply through it drops every field it does not name.
   */
  view: gameViewSchema.optional(),
});
export type GameData = z.infer<typeof gameDataSchema>;

/** What /game/spades/load/final returns: the finished game plus its outcome. */
export const finishedGameSchema = gameDataSchema.extend({
  result: z.object({ winners: z.array(idSchema), draw: z.boolean() }),
  finishedAt: isoDateTimeSchema,
});
export type FinishedGame = z.infer<typeof finishedGameSchema>;

/** An open table listed by /game/spades/search/:param (Play/Games screen: details, entry fee, rewards). */
export const openGameSchema = z.object({
  game_id: idSchema,
  map: gameMapSchema,
  game_mode: gameModeIdSchema,
  type: gameTypeSchema,
  people: z.number().int().nonnegative(),
  maxPeople: z.number().int().positive(),
  entryFee: amountSchema.nullable(),
  reward: amountSchema.nullable(),
});
export type OpenGame = z.infer<typeof openGameSchema>;

/** A reaction shown over a player's avatar (the client keeps one per player 1..4). */
export const playerReactionSchema = z.object({
  playerId: idSchema,
  seat: seatSchema,
  reaction: z.string(),
  time_stamp: isoDateTimeSchema,
});
export type PlayerReaction = z.infer<typeof playerReactionSchema>;

export const LEADERBOARD_SCOPES = ['daily', 'weekly', 'monthly', 'all'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  score: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardDataSchema = z.object({
  leaderboard: z.array(leaderboardEntrySchema),
  /** The caller's own row, null when they have no score in this scope. */
  playerEntry: leaderboardEntrySchema.nullable(),
  position: z.number().int().positive().nullable(),
  totalPlayers: countSchema,
});
export type LeaderboardData = z.infer<typeof leaderboardDataSchema>;

export const prizePoolSchema = z.object({
  prizepool_id: idSchema,
  name: z.string(),
  map: gameMapSchema,
  game_mode: gameModeIdSchema,
  entryFee: amountSchema,
  prize: amountSchema,
  entrants: countSchema,
  maxEntrants: z.number().int().positive(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema.nullable(),
});
export type PrizePool = z.infer<typeof prizePoolSchema>;

export const PRIZE_POOL_ENTRY_STATUSES = ['entered', 'playing', 'done', 'left'] as const;

/** One of the caller's own pool entries: waiting, at the table, or done with its result and payout. */
export const prizePoolEntrySchema = z.object({
  prizepool_id: idSchema,
  name: z.string(),
  status: z.enum(PRIZE_POOL_ENTRY_STATUSES),
  /** The pool's table once it started. */
  game_id: idSchema.nullable(),
  /** Once the pool's game is settled. */
  outcome: z.enum(['win', 'loss', 'draw']).nullable(),
  payout: amountSchema.nullable(),
  entered_at: isoDateTimeSchema,
});
export type PrizePoolEntry = z.infer<typeof prizePoolEntrySchema>;

/** A friendly game's invitation: a link and the same link as a QR code image (PNG data URL). */
export const friendlyGameShareSchema = z.object({
  game_id: idSchema,
  shareableLink: z.url(),
  qrCodeDataUrl: z.string().startsWith('data:image/'),
});
export type FriendlyGameShare = z.infer<typeof friendlyGameShareSchema>;
