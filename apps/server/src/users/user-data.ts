import { LINKED_PROVIDERS, type LinkedProvider, localeSchema, type UserData } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { identities } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { listNotifications } from '../notifications/service.js';
import { getBalances } from '../wallet/wallet.js';
import { findUserById, type UserRow } from './repository.js';

/** The spec §3 current user, assembled from the user row, wallet and live notifications; never a secret. */
export async function buildUserData(db: Db, userOrId: UserRow | string): Promise<UserData> {
  const user = typeof userOrId === 'string' ? await findUserById(db, userOrId) : userOrId;
  if (!user) throw new AppError('NOT_FOUND', 'User not found.');
  const [wallet, notes, linked] = await Promise.all([
    getBalances(db, user.id),
    listNotifications(db, user.id),
    db.select({ provider: identities.provider }).from(identities).where(eq(identities.userId, user.id)),
  ]);
  const providers = new Set(linked.map((row) => row.provider));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
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
    onboardingCompleted: user.onboardingCompleted,
    linkedProviders: LINKED_PROVIDERS.filter((provider: LinkedProvider) => providers.has(provider)),
    notifications: notes,
  };
}
