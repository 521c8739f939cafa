import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
