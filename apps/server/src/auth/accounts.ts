import type { UserData } from '@cardroom/protocol';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../http/errors.js';
import { type MailTemplate, type MailTemplateData, renderMail } from '../mail/templates.js';
import { sendWelcomeNotification } from '../notifications/service.js';
import { findReferrer, rewardReferral } from '../referrals/service.js';
import { clientAddressKey } from '../security/client-address.js';
import { hashPassword } from '../security/passwords.js';
import { randomToken } from '../security/secrets.js';
import { acceptAvatar } from '../users/avatars.js';
import { generateUsername, newReferralCode } from '../users/identity.js';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  type UserRow,
  updateUser,
  upgradeGuest,
} from '../users/repository.js';
import { GUEST_ROLE, isGuest, USER_ROLE } from '../users/roles.js';
import { buildUserData } from '../users/user-data.js';
import { STARTING_COINS } from '../wallet/currencies.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { storeEmailToken } from './email-tokens.js';
import { requireMailSlot } from './mail-limits.js';
import { openSession } from './sessions.js';

export { GUEST_ROLE, isGuest, USER_ROLE };

export type Platform = 'web' | 'mobile' | 'ios' | 'android';

const HOUR_MS = 3_600_000;

export interface LoginReply {
  accessToken: string;
  userData: UserData;
}

/** Web links open the site; app platforms get the deep link. */
export function linkFor(
  ctx: AppContext,
  platform: Platform | undefined,
  path: string,
  query: Record<string, string>,
) {
  const search = new URLSearchParams(query).toString();
  if (platform && platform !== 'web')
    return `${ctx.config.APP_DEEP_LINK}${path.replace(/^\//, '')}?${search}`;
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}?${search}`;
}

export async function sendTemplate<T extends MailTemplate>(
  ctx: AppContext,
  user: Pick<UserRow, 'username' | 'locale'>,
  to: string,
  template: T,
  data: Omit<MailTemplateData[T], 'username'>,
): Promise<void> {
  const mail = renderMail(template, user.locale, { ...data, username: user.username } as MailTemplateData[T]);
  await ctx.mailer.send({ to, ...mail });
}

/**
 * Mails a link that verifies the user's current address (after registering). The caller has already
 * taken the mail slot (requireMailSlot), before creating anything.
 */
export async function sendVerification(ctx: AppContext, user: UserRow, platform?: Platform): Promise<void> {
  if (!user.email) return;
  const secret = randomToken();
  await storeEmailToken(ctx.db, { userId: user.id, purpose: 'verifyEmail', secret, newEmail: user.email });
  const link = linkFor(ctx, platform, '/auth/verify-email', { token: secret });
  await sendTemplate(ctx, user, user.email, 'verifyEmail', { link });
}

export async function loginReply(ctx: AppContext, user: UserRow): Promise<LoginReply> {
  const accessToken = await openSession(ctx, user.id);
  const signedIn = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? user;
  return { accessToken, userData: await buildUserData(ctx.db, signedIn) };
}

async function grantStartingCoins(ctx: AppContext, user: UserRow, kind: 'user' | 'guest') {
  await applyBalanceChanges(ctx.db, {
    userId: user.id,
    changes: [{ currency: 'coins', delta: STARTING_COINS[kind] }],
    reason: kind === 'guest' ? 'guest-start' : 'signup-bonus',
    idempotencyKey: `${kind === 'guest' ? 'guest-start' : 'signup-bonus'}:${user.id}`,
  });
}

async function assertAvailable(
  ctx: AppContext,
  email: string | null,
  username: string | null,
  self?: string,
) {
  if (email) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== self) throw new AppError('EMAIL_IN_USE', undefined, 'email');
  }
  if (username) {
    const owner = await findUserByUsername(ctx.db, username);
    if (owner && owner.id !== self) throw new AppError('USERNAME_TAKEN', undefined, 'username');
  }
}

/** Postgres unique violations (a race between two registrations) become the same refusals as the checks. */
export function mapUniqueViolation(error: unknown, emailField = 'email'): never {
  if (isUniqueViolation(error, 'users_email_unique'))
    throw new AppError('EMAIL_IN_USE', undefined, emailField);
  if (isUniqueViolation(error, 'users_username_unique'))
    throw new AppError('USERNAME_TAKEN', undefined, 'username');
  throw error;
}

export interface Registration {
  email: string;
  password: string;
  username?: string;
  avatar?: string | null;
  locale?: string;
  platform?: Platform;
  referralCode?: string;
  /** The caller's IP, for the hourly mail limits. */
  ip?: string;
}

/**
 * Creates an account with 1,000 starting coins, or upgrades the calling guest in place (keeping its
 * wallet), then mails the verification link. A referral is rewarded only once the email is verified
 * (auth/email.ts), so throwaway sign-ups earn nothing. Past the mail limits nothing is created (429).
 */
export async function register(ctx: AppContext, input: Registration, guest?: UserRow): Promise<UserRow> {
  const email = input.email.toLowerCase();
  await assertAvailable(ctx, email, input.username ?? null, guest?.id);
  await requireMailSlot(ctx, email, input.ip);
  const referrer = input.referralCode ? await findReferrer(ctx.db, input.referralCode) : undefined;
  const values = {
    email,
    username: input.username ?? (await generateUsername(ctx.db, email.split('@')[0] ?? 'Player')),
    passwordHash: await hashPassword(input.password),
    avatar: input.avatar ? await acceptAvatar(ctx.config, input.avatar, 'avatar', guest?.id) : null,
    locale: input.locale ?? 'en',
    roles: [USER_ROLE],
    emailVerified: false,
  };
  let user: UserRow;
  try {
    if (guest) {
      const upgraded = await upgradeGuest(ctx.db, guest.id, {
        ...values,
        // A guest has a referral code of its own; using it must not make it its own referrer.
        referredBy: guest.referredBy ?? (referrer?.id === guest.id ? undefined : referrer?.id),
      });
      // Another upgrade of this guest won (a double submit, or fifty at once): it alone goes on to the
      // sign-up bonus, welcome and verification mail below.
      if (!upgraded) throw new AppError('GUEST_ALREADY_UPGRADED');
      user = upgraded;
    } else {
      user = await insertUser(ctx.db, {
        ...values,
        referralCode: await newReferralCode(ctx.db),
        referredBy: referrer?.id,
      });
    }
  } catch (error) {
    mapUniqueViolation(error);
  }
  await grantStartingCoins(ctx, user, 'user');
  await sendWelcomeNotification(ctx, user);
  await sendVerification(ctx, user, input.platform);
  return user;
}

export const GUEST_LIMIT_MESSAGE =
  'Too many guest accounts from your network. Please try again later, or sign up.';

/** A guest account with its starting coins; with the caller's IP, at most GUESTS_PER_IP_PER_HOUR an hour. */
export async function createGuest(ctx: AppContext, locale = 'en', ip?: string): Promise<UserRow> {
  if (
    ip !== undefined &&
    (await ctx.counters.hit(`guest-ip:${clientAddressKey(ip)}`, HOUR_MS)) > ctx.config.GUESTS_PER_IP_PER_HOUR
  ) {
    throw new AppError('RATE_LIMITED', GUEST_LIMIT_MESSAGE);
  }
  const user = await insertUser(ctx.db, {
    username: await generateUsername(ctx.db, 'Guest'),
    roles: [GUEST_ROLE],
    locale,
    referralCode: await newReferralCode(ctx.db),
  });
  await grantStartingCoins(ctx, user, 'guest');
  return user;
}

/** A new verified account for an email a provider (or dev login) vouches for, with the same 1,000 starting coins. */
export async function createVerifiedAccount(
  ctx: AppContext,
  email: string,
  options: { locale?: string; referralCode?: string },
): Promise<UserRow> {
  const referrer = options.referralCode ? await findReferrer(ctx.db, options.referralCode) : undefined;
  const user = await insertUser(ctx.db, {
    email: email.toLowerCase(),
    username: await generateUsername(ctx.db, email.split('@')[0] ?? 'Player'),
    roles: [USER_ROLE],
    emailVerified: true,
    locale: options.locale ?? 'en',
    referralCode: await newReferralCode(ctx.db),
    referredBy: referrer?.id,
  }).catch(mapUniqueViolation);
  await grantStartingCoins(ctx, user, 'user');
  await sendWelcomeNotification(ctx, user);
  // The provider vouched for the address, so it counts as verified at once.
  await rewardReferral(ctx, user);
  return user;
}
