import {
  LINKED_PROVIDERS,
  type LinkedProvider,
  localeSchema,
  type PlayerStats,
  shownAvatar,
  type UserData,
} from '@cardroom/protocol';
import { findLinkedProviders } from '../auth/identity-repository.js';
import type { Db } from '../db/client.js';
import { displayRating } from '../games/settlement.js';
import { AppError } from '../http/errors.js';
import { listNotifications } from '../notifications/service.js';
import { wornSkinsOf } from '../store/collection.js';
import { getBalances } from '../wallet/wallet.js';
import { type CashPlayRegions, cashPlayStatusOf, DEFAULT_CASH_PLAY_REGIONS } from './cash-play.js';
import { findPlayerStatsRow, findUserById, type UserRow } from './repository.js';

/** displayRating of a fresh openskill rating. */
const START_RATING = 1000;

/** Games played, wins, losses, rating and level (1 + one per 5 games); a new player's when none are kept. */
export async function loadPlayerStats(db: Db, userId: string): Promise<PlayerStats> {
  const row = await findPlayerStatsRow(db, userId);
  const gamesPlayed = row?.gamesPlayed ?? 0;
  return {
    gamesPlayed,
    wins: row?.wins ?? 0,
    losses: row?.losses ?? 0,
    rating: row ? displayRating(row.ratingMu, row.ratingSigma) : START_RATING,
    level: 1 + Math.floor(gamesPlayed / 5),
  };
}

/**
 * The spec §3 current user, assembled from the user row, wallet, live notifications and the skins they wear
 * (for their own avatar frame); never a secret.
 */
export async function buildUserData(
  db: Db,
  userOrId: UserRow | string,
  /** Where cash play is offered (the app's config; the process's setting when not given). */
  cashRegions: CashPlayRegions = DEFAULT_CASH_PLAY_REGIONS,
): Promise<UserData> {
  const user = typeof userOrId === 'string' ? await findUserById(db, userOrId) : userOrId;
  if (!user) throw new AppError('NOT_FOUND', 'User not found.');
  const [wallet, notes, linked, stats, skins] = await Promise.all([
    getBalances(db, user.id),
    listNotifications(db, user),
    findLinkedProviders(db, user.id),
    loadPlayerStats(db, user.id),
    wornSkinsOf(db, user.id),
  ]);
  const providers = new Set(linked);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatar: shownAvatar(user.avatar),
    roles: user.roles,
    email_verified: user.emailVerified,
    age_verified: user.ageVerified,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    city_name: user.cityName,
    region_name: user.regionName,
    country_code: user.countryCode,
    locale: localeSchema.catch('en').parse(user.locale),
    cash_balance: wallet.cash_balance,
    bonus_cash: wallet.bonus_cash,
    credits: wallet.credits,
    tokens: wallet.tokens,
    coins: wallet.coins,
    gems: wallet.gems,
    gold: wallet.gold,
    tickets: {
      bronze: wallet.ticket_bronze,
      silver: wallet.ticket_silver,
      gold: wallet.ticket_gold,
      vip: wallet.ticket_vip,
    },
    activeProgression: {
      tier: user.progressionTier,
      gamesWon: user.gamesWon,
      gamesNeededToComplete: user.gamesNeededToComplete,
    },
    stats,
    onboardingCompleted: user.onboardingCompleted,
    linkedProviders: LINKED_PROVIDERS.filter((provider: LinkedProvider) => providers.has(provider)),
    payout_email: user.payoutEmail,
    notifications: notes,
    ...(skins ? { skins } : {}),
    cash_play: cashPlayStatusOf(user, cashRegions),
  };
}
