import {
  GAME_TYPES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PLAY_TIERS,
  PURCHASE_STATUSES,
  type SeatSkins,
} from '@cardroom/protocol';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A CHECK that the column holds one of the values (closed sets the code writes: statuses, kinds). */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; null for guests and erased accounts. */
    email: text('email'),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    roles: text('roles').array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    emailVerified: boolean('email_verified').notNull().default(false),
    ageVerified: boolean('age_verified').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    cityName: text('city_name'),
    regionName: text('region_name'),
    countryCode: text('country_code'),
    /** Where cash withdrawals are paid (spec §3 Account, "payout email"); null until the user sets one. */
    payoutEmail: text('payout_email'),
    /** The date of birth given at age verification (YYYY-MM-DD); cash play needs 18 or over. */
    dateOfBirth: text('date_of_birth'),
    /** The ISO 3166-2 region (US-FL) of the user's last location check, and when it was made (cash play). */
    locationRegion: text('location_region'),
    locationCheckedAt: timestamp('location_checked_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    progressionTier: integer('progression_tier').notNull().default(1),
    gamesWon: integer('games_won').notNull().default(0),
    gamesNeededToComplete: integer('games_needed_to_complete').notNull().default(10),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_referral_code_unique').on(table.referralCode),
  ],
);

export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('identities_provider_subject').on(table.provider, table.subject)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // created_at: GET /user/active-users counts the sessions opened in the last minutes.
  (table) => [index('sessions_user').on(table.userId), index('sessions_created_at').on(table.createdAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_user_at').on(table.userId, table.at)],
);

/** Single-use mailed secrets: email verification, password reset, login codes, email change. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_lookup').on(table.purpose, table.tokenHash)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

const balance = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Integer balances (cash, bonus cash and credits in cents); CHECKs keep every one ≥ 0. */
export const balances = pgTable(
  'balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cash_balance: balance('cash_balance'),
    bonus_cash: balance('bonus_cash'),
    credits: balance('credits'),
    tokens: balance('tokens'),
    coins: balance('coins'),
    gems: balance('gems'),
    gold: balance('gold'),
    ticket_bronze: balance('ticket_bronze'),
    ticket_silver: balance('ticket_silver'),
    ticket_gold: balance('ticket_gold'),
    ticket_vip: balance('ticket_vip'),
  },
  (table) => [
    check(
      'balances_non_negative',
      sql`${table.cash_balance} >= 0 AND ${table.bonus_cash} >= 0 AND ${table.credits} >= 0 AND ${table.tokens} >= 0 AND ${table.coins} >= 0 AND ${table.gems} >= 0 AND ${table.gold} >= 0 AND ${table.ticket_bronze} >= 0 AND ${table.ticket_silver} >= 0 AND ${table.ticket_gold} >= 0 AND ${table.ticket_vip} >= 0`,
    ),
  ],
);

/** One row per applied change set; the unique key makes a retried or concurrent request apply once. */
export const walletOperations = pgTable(
  'wallet_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull(),
    changes: jsonb('changes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('wallet_operations_key').on(table.idempotencyKey)],
);

/** Append-only: the sum of a user's rows per currency always equals the balance. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => walletOperations.id),
    /** Null once the account is deleted (the row stays, anonymised). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ledger_user_currency').on(table.userId, table.currency)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    imgUrl: text('img_url'),
    /**
     * The system's notifications name a template and its values (user ids, never names) and are rendered
     * when read; subject and message keep the text as first written, for free-text notes and old rows.
     */
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_user').on(table.userId)],
);

/** Feedback and bug reports (POST /user/send-feedback); deleted with the account that wrote them. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    /** URLs of screenshots stored by POST /user/upload-attachment (at most 3). */
    attachments: text('attachments').array().notNull().default(sql`ARRAY[]::text[]`),
    platform: text('platform'),
    version: text('version'),
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (table) => [
    index('feedback_created_at').on(table.createdAt),
    check('feedback_type', sql`${table.type} IN ('issue', 'idea', 'other', 'bug')`),
  ],
);

/**
 * Messages to player support (POST /user/contact, no login needed). The sender's account is kept when one
 * was signed in; the message itself stays if that account is later deleted, as an open support case.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at').on(table.createdAt)],
);

/**
 * Personal-data requests (POST /user/request, public API key): not tied to an account, since a request about
 * a deleted account must survive it. status: open until staff handle it.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number'),
    detail: text('detail').notNull(),
    description: text('description'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (table) => [index('data_requests_status_created_at').on(table.status, table.createdAt)],
);

/**
 * Every (map, mode) pair a game may be played in: rules.md's table, seeded by migration 0005. A reference
 * table rather than a CHECK so a game added later (or a test-only game in its test database) adds its rows
 * without altering constraints; games, results and prize pools refer to it.
 */
export const gameModes = pgTable(
  'game_modes',
  {
    map: text('map').notNull(),
    mode: text('mode').notNull(),
  },
  (table) => [primaryKey({ name: 'game_modes_pk', columns: [table.map, table.mode] })],
);

/** The life of a table: waiting (seats open) → playing → finished; abandoned when every person left first. */
export const GAME_STATUSES = ['waiting', 'playing', 'finished', 'abandoned'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** How a person's game ended for them (game_results.outcome). */
export const GAME_RESULT_OUTCOMES = ['win', 'loss', 'draw'] as const;
export type GameResultOutcome = (typeof GAME_RESULT_OUTCOMES)[number];

/**
 * A table of any map. `state` is the engine's whole state as JSON (null until the table is full and dealt);
 * `version` grows by one with every committed change, and every write checks it (optimistic concurrency),
 * so two processes or two requests can never both apply a move. `deadline_at` is when the server acts on
 * its own next (a bot's paced move, a timed-out turn, filling a free table with bots): stored, so timers
 * survive a restart.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    map: text('map').notNull(),
    gameMode: text('game_mode').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('waiting'),
    tier: text('tier').notNull().default('free'),
    friendly: boolean('friendly').notNull().default(false),
    gameToken: text('game_token'),
    prizePoolId: uuid('prize_pool_id'),
    singleHand: boolean('single_hand').notNull().default(false),
    /** Seats dealt in (a dominoes table of 2, 3 or 4); null: the game's engine.seats.max. */
    seatCount: integer('seat_count'),
    /** Coins each person paid to sit down (0 for guests, tutorials and prize pools). */
    entryFee: integer('entry_fee').notNull().default(0),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The server seed stays here, never in a reply, until the game is finished. */
    serverSeed: text('server_seed').notNull(),
    /**
     * The table's client seed: from the deal on, mixClientSeeds(client_seeds) (before it, a provisional mix of
     * the first person's seed). Games dealt before issue 11 have one seed the server made.
     */
    clientSeed: text('client_seed').notNull(),
    /** Every seated person's client seed in seat order, as mixed at the deal (null before it, and for old games). */
    clientSeeds: jsonb('client_seeds').$type<string[]>(),
    /** The engine's shuffle version of this game's deals (every game before versions existed is 1). */
    shuffleVersion: integer('shuffle_version').notNull().default(1),
    commitment: text('commitment').notNull(),
    /**
     * The server seed is kept back even once the game is finished: a Klondike contest's or daily deal's tables
     * share one seed, revealed when the contest is over (an early finisher must not hand the deal to others).
     */
    seedSealed: boolean('seed_sealed').notNull().default(false),
    /** The latest snapshot of the table ({v, game, state, extra}); moves logged after it are in game_moves. */
    state: jsonb('state'),
    version: integer('version').notNull().default(0),
    /** The version `state` was written at: moves with a later version are replayed on top of it to load. */
    snapshotVersion: integer('snapshot_version').notNull().default(0),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** The settled outcome (winners, payouts), written in the same transaction as the payouts. */
    outcome: jsonb('outcome'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('games_open').on(table.status, table.map, table.gameMode, table.tier),
    index('games_deadline').on(table.deadlineAt),
    uniqueIndex('games_token').on(table.gameToken),
    foreignKey({
      name: 'games_map_mode_fk',
      columns: [table.map, table.gameMode],
      foreignColumns: [gameModes.map, gameModes.mode],
    }),
    check('games_type', oneOf(table.type, GAME_TYPES)),
    check('games_status', oneOf(table.status, GAME_STATUSES)),
    check('games_tier', oneOf(table.tier, PLAY_TIERS)),
  ],
);

/**
 * The moves log: every accepted move after a table's snapshot is one row (the engine actions it applied, seat
 * included, and what the game's server module keeps beside the state), so an ordinary move writes a few
 * bytes instead of the whole state, a table is loaded as its snapshot plus these actions replayed through the
 * engine, and every hand can be replayed from its seed and actions. Kept after snapshots (the replay).
 */
export const gameMoves = pgTable(
  'game_moves',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The games.version this move committed. */
    version: integer('version').notNull(),
    actions: jsonb('actions').$type<unknown[]>().notNull(),
    /** The game module's extra after this move (null: none). */
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.version] })],
);

/**
 * Who sits where. A person's seat stays theirs (and `active` marks the game they are in now) until they exit
 * or reset; at most one active seat per user, enforced by a partial unique index, so concurrent creates or
 * joins by one user can seat them once. A bot seat has no user; a person who exits leaves a bot in the seat.
 */
export const gameSeats = pgTable(
  'game_seats',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    isBot: boolean('is_bot').notNull().default(false),
    username: text('username').notNull(),
    avatar: text('avatar'),
    active: boolean('active').notNull().default(true),
    /** Disconnected: the server plays this seat at bot pace until the person comes back. */
    away: boolean('away').notNull().default(false),
    /** One sitting down: a refund is keyed by it, so each seating is refunded at most once. */
    seatingId: uuid('seating_id').notNull().defaultRandom(),
    /** What this seating was actually charged; a refund never returns more. */
    entryCharged: integer('entry_charged').notNull().default(0),
    /** The person's own client seed for this table (rules.md: the players'); null: none sent (bots too). */
    clientSeed: text('client_seed'),
    /** The collection skins the person wore when they sat down (everyone at the table sees them). */
    skins: jsonb('skins').$type<SeatSkins>(),
    joinedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('game_seats_pk').on(table.gameId, table.seat),
    uniqueIndex('game_seats_one_active_game')
      .on(table.userId)
      .where(sql`${table.active} AND ${table.userId} IS NOT NULL`),
    index('game_seats_user').on(table.userId),
  ],
);

/** One row per person per finished game: the leaderboard and statistics read these. */
export const gameResults = pgTable(
  'game_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    map: text('map').notNull(),
    gameMode: text('game_mode').notNull(),
    outcome: text('outcome').notNull(),
    score: integer('score').notNull(),
    payout: integer('payout').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_results_game_user').on(table.gameId, table.userId),
    index('game_results_map_finished').on(table.map, table.finishedAt),
    foreignKey({
      name: 'game_results_map_mode_fk',
      columns: [table.map, table.gameMode],
      foreignColumns: [gameModes.map, gameModes.mode],
    }),
    check('game_results_outcome', oneOf(table.outcome, GAME_RESULT_OUTCOMES)),
  ],
);

/** Games played, wins, losses and the openskill rating (mu, sigma) per user. */
export const playerStats = pgTable('player_stats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gamesPlayed: integer('games_played').notNull().default(0),
  wins: integer('wins').notNull().default(0),
  losses: integer('losses').notNull().default(0),
  draws: integer('draws').notNull().default(0),
  ratingMu: doublePrecision('rating_mu').notNull().default(25),
  ratingSigma: doublePrecision('rating_sigma')
    .notNull()
    .default(25 / 3),
});

/** A table's chat (POST /user/chat/send/:id); `recipient_id` set for a message to one player. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    message: text('message').notNull(),
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_game').on(table.gameId, table.createdAt)],
);

/** A spades prize pool: people pay a ticket to enter; when full, the entrants play one hand, no bots. */
export const prizePools = pgTable(
  'prize_pools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    map: text('map').notNull(),
    gameMode: text('game_mode').notNull(),
    entryCurrency: text('entry_currency').notNull(),
    entryAmount: integer('entry_amount').notNull(),
    prizeCurrency: text('prize_currency').notNull(),
    prizeAmount: integer('prize_amount').notNull(),
    maxEntrants: integer('max_entrants').notNull().default(4),
    /** open → started (its game exists) → finished. */
    status: text('status').notNull().default('open'),
    gameId: uuid('game_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('prize_pools_status').on(table.status, table.gameMode),
    foreignKey({
      name: 'prize_pools_map_mode_fk',
      columns: [table.map, table.gameMode],
      foreignColumns: [gameModes.map, gameModes.mode],
    }),
  ],
);

export const prizePoolEntries = pgTable(
  'prize_pool_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prizePoolId: uuid('prize_pool_id')
      .notNull()
      .references(() => prizePools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** entered → playing → done; left when refunded before the start. */
    status: text('status').notNull().default('entered'),
    /** The entrant's client seed, put on their seat when the pool's table opens (null: none sent). */
    clientSeed: text('client_seed'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('prize_pool_entries_one_open').on(table.userId).where(sql`${table.status} = 'entered'`),
    index('prize_pool_entries_pool').on(table.prizePoolId),
  ],
);

/**
 * One referral reward per verified email, ever: deleting an account and registering the same address again
 * earns nothing. The referrer's daily count is read from here too.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    emailHash: text('email_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('referral_rewards_referrer').on(table.referrerId, table.createdAt)],
);

export const SOLITAIRE_CONTEST_KINDS = ['contest', 'daily'] as const;
export const SOLITAIRE_CONTEST_STATUSES = ['open', 'closed', 'settled', 'refunded'] as const;
export const CONTEST_ENTRY_CURRENCIES = ['coins', 'tokens', 'cash'] as const;
export const SOLITAIRE_ENTRY_STATUSES = ['playing', 'won', 'lost', 'resigned', 'unfinished'] as const;

/**
 * A deal shared by its entrants (rules.md, Klondike "Contest"): a ranked contest with a coin entry, or the daily
 * deal (free, one per UTC day). Every entrant's table is dealt from these seeds: the server seed proved
 * winnable under the table's pass limit, the client seed the first entrant's (the daily deal's: its date).
 */
export const solitaireContests = pgTable(
  'solitaire_contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    draw: integer('draw').notNull(),
    /** null: unlimited entrants (the daily deal). */
    seats: integer('seats'),
    entryFee: integer('entry_fee').notNull().default(0),
    /**
     * What the entry fee is paid in: coins; tokens for a token contest (prizes then in coins); cash (cents) for a
     * cash contest, paid with credits, then bonus cash, then cash (prizes in cash).
     */
    entryCurrency: text('entry_currency').notNull().default('coins'),
    serverSeed: text('server_seed').notNull(),
    /** The seed every entrant's seat carries (mixed at the deal like any table's). */
    clientSeed: text('client_seed').notNull(),
    commitment: text('commitment').notNull(),
    status: text('status').notNull().default('open'),
    /** The daily deal's UTC day (YYYY-MM-DD); null for contests. */
    dealDate: text('deal_date'),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('solitaire_contests_open').on(table.status, table.kind, table.draw, table.seats),
    uniqueIndex('solitaire_contests_daily').on(table.dealDate),
    check('solitaire_contests_kind', oneOf(table.kind, SOLITAIRE_CONTEST_KINDS)),
    check('solitaire_contests_status', oneOf(table.status, SOLITAIRE_CONTEST_STATUSES)),
    check('solitaire_contests_draw', sql`${table.draw} IN (1, 3)`),
    check('solitaire_contests_entry_currency', oneOf(table.entryCurrency, CONTEST_ENTRY_CURRENCIES)),
  ],
);

/**
 * One entrant of a contest or daily deal and their table. The entry stays when the account is erased (user
 * null): what it paid is still in the contest's pot, and a payout owed to nobody goes to the house.
 */
export const solitaireEntries = pgTable(
  'solitaire_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => solitaireContests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    avatar: text('avatar'),
    gameId: uuid('game_id').notNull(),
    /** Coins this entry paid into the contest's pot (0 for the daily deal). */
    entryCharged: integer('entry_charged').notNull().default(0),
    /**
     * A cash entry's promotional part (cents), in entry_charged: credits and bonus cash spent on it, matched in
     * cash by the house, and given back as themselves if the entry is refunded.
     */
    paidCredits: integer('paid_credits').notNull().default(0),
    paidBonusCash: integer('paid_bonus_cash').notNull().default(0),
    refunded: boolean('refunded').notNull().default(false),
    status: text('status').notNull().default('playing'),
    score: integer('score'),
    seconds: integer('seconds'),
    moves: integer('moves'),
    place: integer('place'),
    payout: integer('payout').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('solitaire_entries_one_per_person').on(table.contestId, table.userId),
    uniqueIndex('solitaire_entries_game').on(table.gameId),
    index('solitaire_entries_user').on(table.userId, table.createdAt),
    check('solitaire_entries_status', oneOf(table.status, SOLITAIRE_ENTRY_STATUSES)),
  ],
);

/** Every solitaire game a person finished (free play, daily deal and contests), counted as it ends. */
export const solitaireStats = pgTable('solitaire_stats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  played: integer('played').notNull().default(0),
  won: integer('won').notNull().default(0),
  /** Standard scoring only (Vegas scores are on another scale). */
  bestScore: integer('best_score'),
  bestSeconds: integer('best_seconds'),
  currentStreak: integer('current_streak').notNull().default(0),
  bestStreak: integer('best_streak').notNull().default(0),
});

/** What the store sells for money, bought through a payment provider (issue 14, decision 0021). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: text('product_id').notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id for the checkout (a Stripe Checkout Session id), once it has one. */
    providerRef: text('provider_ref'),
    /** The provider's id for the payment itself (a Stripe PaymentIntent), learnt when it completes. */
    providerPayment: text('provider_payment'),
    status: text('status').notNull().default('pending'),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Bonus cash (cents) this purchase brought as the account's first purchase. */
    bonusCash: integer('bonus_cash').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchases_user').on(table.userId, table.createdAt),
    uniqueIndex('purchases_provider_ref').on(table.provider, table.providerRef),
    uniqueIndex('purchases_provider_payment').on(table.provider, table.providerPayment),
    check('purchases_status', oneOf(table.status, PURCHASE_STATUSES)),
    check('purchases_method', oneOf(table.method, PAYMENT_METHODS)),
    check('purchases_provider', oneOf(table.provider, PAYMENT_PROVIDERS)),
    check(
      'purchases_amounts',
      sql`${table.amount} > 0 AND ${table.priceCents} > 0 AND ${table.bonusCash} >= 0`,
    ),
  ],
);

/** Every provider event applied, by its id: a replayed or concurrent duplicate webhook applies once. */
export const paymentEvents = pgTable('payment_events', {
  /** The provider's name and its event id, `stripe:evt_…`. */
  id: text('id').primaryKey(),
  purchaseId: uuid('purchase_id')
    .notNull()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * What a refund or chargeback could not take back because it was already spent: a debt in that currency,
 * settled from the user's next purchase of it (balances never go below zero).
 */
export const storeDebts = pgTable(
  'store_debts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currency] }),
    check('store_debts_positive', sql`${table.amount} >= 0`),
  ],
);

/** A user's skins and upgrades: the level bought (1 for a skin) and, for a skin, whether it is the one drawn. */
export const collectionItems = pgTable(
  'collection_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    upgradeId: text('upgrade_id').notNull(),
    level: integer('level').notNull(),
    active: boolean('active').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.upgradeId] }),
    check('collection_items_level', sql`${table.level} >= 1`),
  ],
);

/** Power-ups a user holds: bought in the store, spent one at a time at a free-play table. */
export const powerUpStock = pgTable(
  'power_up_stock',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    powerUpId: text('power_up_id').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.powerUpId] }),
    check('power_up_stock_count', sql`${table.count} >= 0`),
  ],
);

export const POWER_UP_EVENT_REASONS = ['bought', 'used'] as const;

/** Every power-up bought or used, keyed once: a user's deltas sum to their stock. */
export const powerUpEvents = pgTable(
  'power_up_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    powerUpId: text('power_up_id').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    gameId: uuid('game_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('power_up_events_key').on(table.idempotencyKey),
    index('power_up_events_user').on(table.userId, table.createdAt),
    check('power_up_events_reason', oneOf(table.reason, POWER_UP_EVENT_REASONS)),
  ],
);

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'failed'] as const;

/**
 * A cash withdrawal: the cash leaves the balance when it is requested (`cash-withdrawal`) and comes back
 * (`cash-withdrawal-returned`) only if the provider reports the payout failed.
 */
export const cashWithdrawals = pgTable(
  'cash_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    payoutEmail: text('payout_email').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id for the payout, once it has one. */
    providerRef: text('provider_ref'),
    status: text('status').notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cash_withdrawals_user').on(table.userId, table.createdAt),
    uniqueIndex('cash_withdrawals_provider_ref').on(table.provider, table.providerRef),
    check('cash_withdrawals_status', oneOf(table.status, WITHDRAWAL_STATUSES)),
    check('cash_withdrawals_provider', oneOf(table.provider, PAYMENT_PROVIDERS)),
    check('cash_withdrawals_amount', sql`${table.amountCents} > 0`),
  ],
);

/**
 * One claimed daily reward (spec §4: a login streak that starts again each month): the UTC day it was
 * claimed, its place in the month's streak and what it paid. The key makes a day claimable once.
 */
export const dailyRewardClaims = pgTable(
  'daily_reward_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, UTC. */
    claimedOn: text('claimed_on').notNull(),
    /** 1 for the month's first claim, 2 for the second… */
    streakDay: integer('streak_day').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.claimedOn] }),
    check('daily_reward_claims_amount', sql`${table.amount} > 0 AND ${table.streakDay} BETWEEN 1 AND 31`),
  ],
);
