/**
 * Account-side entities of spec §3 (current user, notifications, referrals, rewards, collection, chat,
 * feedback, data requests) as zod schemas with their types; the game-side ones live in game-entities.ts
 * and are re-exported here so `entities` is the one place to import an entity from.
 *
 * Money: cash_balance, bonus_cash and credits are integers in cents (the ledger stores integers only);
 * the client divides by 100 to show two decimals (spec §9). Every other balance is a whole count.
 */
import { z } from 'zod';
import { MAX_SCREENSHOTS } from './constants.js';
import { amountSchema, countSchema, seatSkinsSchema, ticketsSchema } from './game-entities.js';
import {
  dataRequestFields,
  emailSchema,
  feedbackMessageSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  localeSchema,
  platformSchema,
  singleLineText,
  textSchema,
} from './validation.js';

export * from './game-entities.js';

/** The role every guest account carries (spec §6); registered users carry ROLE_USER. */
export const ROLE_GUEST = 'ROLE_GUEST';
export const ROLE_USER = 'ROLE_USER';

/**
 * What a notification says, kept as a template key and its values instead of frozen text, so it reads in
 * the reader's language of today with today's usernames. `username` is null when that account is gone.
 */
export const notificationTemplateSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('welcome'), params: z.object({ username: z.string().nullable() }) }),
  z.object({
    key: z.literal('referralJoined'),
    params: z.object({ username: z.string().nullable(), coins: z.number().int().nonnegative() }),
  }),
  /** A Klondike contest the reader entered is over: their place and prize, or the entry back (alone in 24 h). */
  z.object({
    key: z.literal('contestResult'),
    params: z.object({
      outcome: z.enum(['paid', 'placed', 'refunded']),
      place: z.number().int().nonnegative(),
      entrants: z.number().int().nonnegative(),
      /** The prize or the entry back, in `unit` (cash in cents); named `coins` since coin contests came first. */
      coins: z.number().int().nonnegative(),
      /** Absent on notices stored before token and cash contests: coins. */
      unit: z.enum(['coins', 'tokens', 'cash']).optional(),
    }),
  }),
]);
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;
export type NotificationTemplateKey = NotificationTemplate['key'];

export const notificationSchema = z.object({
  id: idSchema,
  subject: z.string(),
  /** Shown as 'From: …'. */
  sender: z.string(),
  message: z.string(),
  /** The sender's avatar, when there is one. */
  img_url: z.string().nullable().optional(),
  time_stamp: isoDateTimeSchema,
  /** Null for notifications that never expire; the client shows days left and flags ≤ 3 days. */
  expiresAt: isoDateTimeSchema.nullable(),
  isRead: z.boolean(),
  /**
   * Present on the system's own notifications: subject and message are already rendered from it in the
   * account's language, and a client may render it again in the language it shows now.
   */
  template: notificationTemplateSchema.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The account providers a user can connect or disconnect on the Account screen. */
export const LINKED_PROVIDERS = ['google', 'apple', 'facebook', 'paypal'] as const;
export type LinkedProvider = (typeof LINKED_PROVIDERS)[number];

export const activeProgressionSchema = z.object({
  tier: z.number().int().nonnegative(),
  gamesWon: countSchema,
  /** Positive, so the progress bar's gamesWon / gamesNeededToComplete never divides by zero. */
  gamesNeededToComplete: z.number().int().positive(),
});
export type ActiveProgression = z.infer<typeof activeProgressionSchema>;

/** The statistics the profile shows (spec §3 "displayed player statistics"; balances are on the user). */
export const playerStatsSchema = z.object({
  gamesPlayed: countSchema,
  wins: countSchema,
  losses: countSchema,
  rating: z.number().int(),
  level: z.number().int().nonnegative(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** The steps to cash play (spec §1, §4), in the order the checklist shows them and the server refuses them. */
export const CASH_PLAY_STEPS = ['email', 'age', 'location', 'region'] as const;
export type CashPlayStep = (typeof CASH_PLAY_STEPS)[number];

/**
 * Whether the owner may play for cash now, and the steps still missing: a verified email, a verified age
 * (18+), a location check of the last CASH_LOCATION_MAX_AGE_HOURS hours, and that place allowing cash play.
 */
export const cashPlayStatusSchema = z.object({
  allowed: z.boolean(),
  missing: z.array(z.enum(CASH_PLAY_STEPS)),
});
export type CashPlayStatus = z.infer<typeof cashPlayStatusSchema>;

/**
 * The current user as every login-type reply returns it. The spec names the fields the client reads; id
 * (chat, leaderboards), email, lastLoginAt, onboardingCompleted, linkedProviders and stats are ours, for
 * the Account, Profile and Onboarding screens.
 */
export const userDataSchema = z.object({
  id: idSchema,
  username: z.string(),
  /** Null for guests and for registered users without a verified email on file. */
  email: z.string().nullable(),
  /** An uploaded image URL or a preset avatar key; null until one is chosen. */
  avatar: z.string().nullable(),
  /** Includes ROLE_GUEST for guests. */
  roles: z.array(z.string()),
  email_verified: z.boolean(),
  age_verified: z.boolean(),
  createdAt: isoDateTimeSchema,
  lastLoginAt: isoDateTimeSchema.nullable(),
  city_name: z.string().nullable(),
  region_name: z.string().nullable(),
  country_code: z.string().nullable(),
  locale: localeSchema,
  cash_balance: countSchema,
  bonus_cash: countSchema,
  credits: countSchema,
  tokens: countSchema,
  coins: countSchema,
  gems: countSchema,
  gold: countSchema,
  tickets: ticketsSchema,
  activeProgression: activeProgressionSchema,
  /** Absent until the server keeps game statistics for the user. */
  stats: playerStatsSchema.optional(),
  notifications: z.array(notificationSchema),
  onboardingCompleted: z.boolean(),
  linkedProviders: z.array(z.enum(LINKED_PROVIDERS)),
  /** Where the owner's cash withdrawals are paid; null until set (never set for guests). */
  payout_email: z.string().nullable().optional(),
  /**
   * The collection skins the user wears now, slot by slot (the owner's own data: others see them only on a
   * seat); absent while they wear nothing, as on a seat.
   */
  skins: seatSkinsSchema.optional(),
  /** The owner's steps to cash play (the owner's own data, never another player's). */
  cash_play: cashPlayStatusSchema.optional(),
});
export type UserData = z.infer<typeof userDataSchema>;

export function isGuest(user: Pick<UserData, 'roles'>): boolean {
  return user.roles.includes(ROLE_GUEST);
}

export const referralLeaderboardRowSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  tagline: z.string().nullable(),
  total_referred: countSchema,
});
export type ReferralLeaderboardRow = z.infer<typeof referralLeaderboardRowSchema>;

export const referralDataSchema = z.object({
  /** The code of the invite link /onboarding?referral_code={code} (spelled referral_code in requests). */
  referralCode: z.string(),
  /** The user's place on the referral leaderboard (shown with the suffix TH). */
  position: z.number().int().positive(),
  totalUsers: countSchema,
  userReferral: z.object({ user_id: idSchema, total_referred: countSchema }),
  leaderboard: z.array(referralLeaderboardRowSchema),
});
export type ReferralData = z.infer<typeof referralDataSchema>;

export const chatMessageSchema = z.object({
  id: idSchema,
  sender_id: idSchema,
  username: z.string(),
  message: z.string(),
  /** The language the sender wrote in, when the client said so. */
  locale: localeSchema.nullable(),
  time_stamp: isoDateTimeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const REWARD_STATUSES = ['pending', 'claimed'] as const;
export const rewardSchema = z.object({
  id: idSchema,
  title: z.string(),
  amount: amountSchema,
  status: z.enum(REWARD_STATUSES),
  expiresAt: isoDateTimeSchema.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** The month's login-streak calendar; it starts again on the first of each month (spec §4). */
export const dailyRewardsSchema = z.object({
  lastClaimedDate: isoDateSchema.nullable(),
  /** The server's UTC day: today's reward is still to claim when lastClaimedDate is not today. */
  today: isoDateSchema,
  rewards: z.array(
    z.object({ day: z.number().int().min(1).max(31), amount: amountSchema, claimed: z.boolean() }),
  ),
});
export type DailyRewards = z.infer<typeof dailyRewardsSchema>;

export const COLLECTION_CATEGORIES = ['skin', 'upgrade', 'power-up'] as const;
/** Where a skin is drawn; one skin is active per slot. */
export const SKIN_SLOTS = ['card_back', 'felt', 'tile', 'frame'] as const;
export type SkinSlot = (typeof SKIN_SLOTS)[number];
export const collectionItemSchema = z.object({
  upgrade_id: idSchema,
  name: z.string(),
  category: z.enum(COLLECTION_CATEGORIES),
  /** A skin's slot (null for upgrades and power-ups). */
  slot: z.enum(SKIN_SLOTS).nullable(),
  level: countSchema,
  maxLevel: z.number().int().positive(),
  owned: z.boolean(),
  active: z.boolean(),
  /** The price of the next level; null once the item is at its maximum level. */
  nextCost: amountSchema.nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

export const activeUpgradeSchema = z.object({
  upgrade_id: idSchema,
  name: z.string(),
  category: z.enum(COLLECTION_CATEGORIES),
  level: countSchema,
  expiresAt: isoDateTimeSchema.nullable(),
});
export type ActiveUpgrade = z.infer<typeof activeUpgradeSchema>;

// Request-only entities below are strict: the server rejects fields it does not know.

export const FEEDBACK_TYPES = ['issue', 'idea', 'other', 'bug'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const feedbackPayloadSchema = z.strictObject({
  message: feedbackMessageSchema,
  /** 'other' when the user chose none (spec §3). */
  type: z.enum(FEEDBACK_TYPES).default('other'),
  /** attachmentUrl values returned by /user/upload-attachment, at most 3 screenshots. */
  attachments: z
    .array(singleLineText(z.string().min(1).max(2048)))
    .max(MAX_SCREENSHOTS)
    .default([]),
  platform: platformSchema.optional(),
  /** The app version that sent it, e.g. beta-3.54. */
  version: textSchema(32).optional(),
  locale: localeSchema.optional(),
});
export type FeedbackPayload = z.input<typeof feedbackPayloadSchema>;

/** The data-request form (spec §3, limits §5); contact number and description may be left empty. */
export const dataRequestFormSchema = z.strictObject({
  email: dataRequestFields.email,
  firstName: dataRequestFields.firstName,
  lastName: dataRequestFields.lastName,
  contactNumber: dataRequestFields.contactNumber.optional(),
  detail: dataRequestFields.detail,
  description: dataRequestFields.description.optional(),
});
export type DataRequestForm = z.infer<typeof dataRequestFormSchema>;

/** The Support screen's contact form. */
export const contactInfoSchema = z.strictObject({
  name: textSchema(100).optional(),
  email: emailSchema,
  subject: textSchema(200).optional(),
  message: feedbackMessageSchema,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
