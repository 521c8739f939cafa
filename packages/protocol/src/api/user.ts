/**
 * Spec §7 User calls: notifications, profile and uploads, feedback and support, chat, rewards, collection
 * and referrals. Bearer unless marked: /user/contact is public, active-users and the data request take the
 * public API key (spec §6).
 */
import { z } from 'zod';
import { avatarSchema } from '../avatars.js';
import { CASH_PLAY_MIN_AGE } from '../constants.js';
import {
  activeUpgradeSchema,
  amountSchema,
  chatMessageSchema,
  collectionItemSchema,
  contactInfoSchema,
  dailyRewardsSchema,
  dataRequestFormSchema,
  feedbackPayloadSchema,
  notificationSchema,
  referralDataSchema,
  rewardSchema,
  userDataSchema,
} from '../entities.js';
import {
  chatMessageTextSchema,
  currentPasswordSchema,
  emailSchema,
  idSchema,
  imageDataUrlSchema,
  localeSchema,
  tokenStringSchema,
  usernameSchema,
  VALIDATION_MESSAGES,
} from '../validation.js';
import { defineCall, emptyBody, indexCalls, successResponse } from './define.js';
import { messageResponse, sessionResponse, userDataResponse } from './shared.js';

export const NOTIFICATION_ACTIONS = ['read', 'unread', 'delete', 'clear'] as const;
export const NOTIFICATION_ID_REQUIRED_MESSAGE = 'notificationId is required for this action.';

/** The profile fields a user may change; at least one must be given. */
export const userUpdateSchema = z
  .strictObject({
    username: usernameSchema.optional(),
    avatar: avatarSchema.optional(),
    locale: localeSchema.optional(),
    /** Where cash withdrawals are paid (registered accounts only); null removes it. */
    payout_email: emailSchema.nullable().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Nothing to update.',
  });

/** What POST /user/update/email did: nothing (same address), mailed a code, or mailed the new address a link. */
export const EMAIL_CHANGE_STATUSES = ['unchanged', 'codeSent', 'pendingVerification'] as const;
export type EmailChangeStatus = (typeof EMAIL_CHANGE_STATUSES)[number];

export const userUpdateEmailBody = z.strictObject({
  newEmail: emailSchema,
  /** The current password; required when the account has one. */
  password: currentPasswordSchema.optional(),
  /** The 6-digit code mailed to the current address (accounts without a password). */
  code: tokenStringSchema.optional(),
});

/** A date of birth: a real calendar day (no 31 February) written YYYY-MM-DD. */
export const dateOfBirthSchema = z.iso.date(VALIDATION_MESSAGES.dateOfBirthFormat);

/** A point on Earth in decimal degrees (WGS 84), as the browser's geolocation gives it. */
export const userLocationBody = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Why a place does not allow cash play: nowhere we know, or a place we know where it is not offered. */
export const CASH_REGION_REFUSALS = ['LOCATION_NOT_SUPPORTED', 'REGION_NOT_AVAILABLE'] as const;

const messagesResponse = successResponse({ messages: z.array(chatMessageSchema) });

export const USER_CALL_LIST = [
  defineCall({
    id: 'userGetNotifications',
    method: 'POST',
    path: '/user/get-notifications',
    auth: 'bearer',
    summary: "The caller's notifications, newest first.",
    body: emptyBody,
    response: successResponse({ notifications: z.array(notificationSchema) }),
  }),
  defineCall({
    id: 'userUpdateNotifications',
    method: 'POST',
    path: '/user/update-notifications',
    auth: 'bearer',
    summary: 'Mark one notification read or unread, delete it, or clear them all.',
    body: z
      .strictObject({ action: z.enum(NOTIFICATION_ACTIONS), notificationId: idSchema.optional() })
      .refine((body) => body.action === 'clear' || body.notificationId !== undefined, {
        message: NOTIFICATION_ID_REQUIRED_MESSAGE,
        path: ['notificationId'],
      }),
    response: userDataResponse,
  }),
  defineCall({
    id: 'uploadAvatar',
    method: 'POST',
    path: '/upload/avatar',
    auth: 'bearer',
    summary: 'Upload a new avatar image (base64 data URL); userData.avatar is its URL.',
    body: z.strictObject({ data: imageDataUrlSchema }),
    response: userDataResponse,
  }),
  defineCall({
    id: 'userUpdate',
    method: 'POST',
    path: '/user/update',
    auth: 'bearer',
    summary:
      'Change the profile ({ update }) or only the language ({ locale }); the reply carries the new user ' +
      'and a new access token, since the token states the locale.',
    body: z.union([z.strictObject({ locale: localeSchema }), z.strictObject({ update: userUpdateSchema })]),
    response: sessionResponse,
  }),
  defineCall({
    id: 'userActiveUsers',
    method: 'GET',
    path: '/user/active-users',
    auth: 'apiKey',
    summary: 'How many users are online now.',
    response: successResponse({ active_users: z.number().int().nonnegative() }),
  }),
  defineCall({
    id: 'userUpdateEmail',
    method: 'POST',
    path: '/user/update/email',
    auth: 'bearer',
    summary:
      'Ask to change the email address. The caller proves ownership with the current password, or, for an ' +
      'account without one, with a code: sent without `code`, the call mails a code to the current address ' +
      "(status 'codeSent'); sent again with it, the change proceeds. The new address is used only once its " +
      "emailed link is followed (status 'pendingVerification'); the old address is told, with a link that " +
      'undoes the change. Wrong passwords and codes count toward the account lock.',
    body: userUpdateEmailBody,
    response: successResponse({
      message: z.string(),
      status: z.enum(EMAIL_CHANGE_STATUSES),
      pendingEmail: z.string().optional(),
      userData: userDataSchema,
    }),
  }),
  defineCall({
    id: 'userOnboardingSkip',
    method: 'POST',
    path: '/user/onboarding/skip',
    auth: 'bearer',
    summary: 'Finish onboarding without choosing a username or avatar.',
    body: emptyBody,
    response: userDataResponse,
  }),
  defineCall({
    id: 'userVerifyAge',
    method: 'POST',
    path: '/user/verify-age',
    auth: 'bearer',
    summary:
      `Verify the caller's age for cash play from their date of birth (registered accounts only): ${CASH_PLAY_MIN_AGE} ` +
      'or over today (UTC) sets age_verified; younger answers AGE_UNDER_MINIMUM and stores nothing. Once ' +
      'verified the date cannot change (AGE_ALREADY_VERIFIED; sending the same date again is fine).',
    body: z.strictObject({ date_of_birth: dateOfBirthSchema }),
    response: userDataResponse,
  }),
  defineCall({
    id: 'userLocation',
    method: 'POST',
    path: '/user/location',
    auth: 'bearer',
    summary:
      "Record the caller's location for cash play (registered accounts only): the point is mapped on the " +
      'server, offline, to its country and US state and kept with the time of the check. A place without cash ' +
      'play still answers 200, with cash_play.allowed false and the reason (LOCATION_NOT_SUPPORTED for open ' +
      'sea or an unknown place, REGION_NOT_AVAILABLE where cash play is not offered).',
    body: userLocationBody,
    response: successResponse({
      location: z.object({
        country_code: z.string().nullable(),
        /** ISO 3166-2 for a US state ('US-FL'), else the country code; null where no place is known. */
        region: z.string().nullable(),
        region_name: z.string().nullable(),
      }),
      /** Whether this place allows cash play (age and email are told by userData.cash_play). */
      cash_play: z.object({
        allowed: z.boolean(),
        reason: z.enum(CASH_REGION_REFUSALS).nullable(),
        message: z.string().nullable(),
      }),
      userData: userDataSchema,
    }),
  }),
  defineCall({
    id: 'userUploadAttachment',
    method: 'POST',
    path: '/user/upload-attachment',
    auth: 'bearer',
    summary: 'Upload a feedback screenshot (base64 data URL); attach attachmentUrl to the feedback.',
    body: z.strictObject({ data: imageDataUrlSchema }),
    response: successResponse({ attachmentUrl: z.string().min(1) }),
  }),
  defineCall({
    id: 'userSendFeedback',
    method: 'POST',
    path: '/user/send-feedback',
    auth: 'bearer',
    summary: 'Send feedback or a bug report with up to 3 screenshots.',
    body: feedbackPayloadSchema,
    response: messageResponse,
  }),
  defineCall({
    id: 'userChatSend',
    method: 'POST',
    path: '/user/chat/send/:id',
    auth: 'bearer',
    summary: 'Post a chat message to the chat of game :id (the caller must be seated there).',
    params: z.strictObject({ id: idSchema }),
    body: z.strictObject({ message: chatMessageTextSchema, locale: localeSchema.optional() }),
    response: successResponse({ chatMessage: chatMessageSchema }),
  }),
  defineCall({
    id: 'userChatGet',
    method: 'GET',
    path: '/user/chat/get/:id',
    auth: 'bearer',
    summary: 'The messages of game :id’s chat, oldest first.',
    params: z.strictObject({ id: idSchema }),
    response: messagesResponse,
  }),
  defineCall({
    id: 'userChatGetWith',
    method: 'GET',
    path: '/user/chat/get/:id/:other',
    auth: 'bearer',
    summary: 'The messages of game :id’s chat between the caller and player :other, oldest first.',
    params: z.strictObject({ id: idSchema, other: idSchema }),
    response: messagesResponse,
  }),
  defineCall({
    id: 'userContact',
    method: 'POST',
    path: '/user/contact',
    auth: 'none',
    summary: 'Send a message to player support.',
    body: z.strictObject({ contactInfo: contactInfoSchema }),
    response: messageResponse,
  }),
  defineCall({
    id: 'userDataRequest',
    method: 'POST',
    path: '/user/request',
    auth: 'apiKey',
    summary: 'Ask for a copy of, or changes to, personal data; the reply message is shown to the user.',
    body: z.strictObject({ requestInfo: dataRequestFormSchema }),
    response: messageResponse,
  }),
  defineCall({
    id: 'userClaimReward',
    method: 'POST',
    path: '/user/claim-reward',
    auth: 'bearer',
    summary: "Claim the caller's pending rewards; returns those claimed and the new balances.",
    body: emptyBody,
    response: successResponse({ rewards: z.array(rewardSchema), userData: userDataSchema }),
  }),
  defineCall({
    id: 'userRewards',
    method: 'GET',
    path: '/user/rewards',
    auth: 'bearer',
    summary: "The caller's rewards, pending and claimed.",
    response: successResponse({ rewards: z.array(rewardSchema) }),
  }),
  defineCall({
    id: 'userDailyReward',
    method: 'POST',
    path: '/user/daily-reward',
    auth: 'bearer',
    summary: "Claim today's login-streak reward (once a day; the calendar restarts each month).",
    body: emptyBody,
    response: successResponse({
      dailyRewards: dailyRewardsSchema,
      reward: amountSchema,
      userData: userDataSchema,
    }),
  }),
  defineCall({
    id: 'userUpgradeCollection',
    method: 'POST',
    path: '/user/upgrade-collection',
    auth: 'bearer',
    summary: 'Buy or level up a collection item (skin or upgrade), paying its next cost.',
    body: z.strictObject({ upgrade_id: idSchema }),
    response: successResponse({ collection: z.array(collectionItemSchema), userData: userDataSchema }),
  }),
  defineCall({
    id: 'userGetCollection',
    method: 'GET',
    path: '/user/get-collection',
    auth: 'bearer',
    summary: "The caller's collection (Collection/Deck screen).",
    response: successResponse({ collection: z.array(collectionItemSchema) }),
  }),
  defineCall({
    id: 'userActivateCollection',
    method: 'POST',
    path: '/user/activate-collection',
    auth: 'bearer',
    summary:
      'Wear an owned skin in its slot (card back, felt, tile, frame), or with wear false take it off for the standard look.',
    body: z.strictObject({ upgrade_id: idSchema, wear: z.boolean().default(true) }),
    response: successResponse({ collection: z.array(collectionItemSchema), userData: userDataSchema }),
  }),
  defineCall({
    id: 'userGetActiveUpgrades',
    method: 'GET',
    path: '/user/get-active-upgrades',
    auth: 'bearer',
    summary: 'The upgrades in effect for the caller now.',
    response: successResponse({ active_upgrades: z.array(activeUpgradeSchema) }),
  }),
  defineCall({
    id: 'userReferralData',
    method: 'GET',
    path: '/user/referral-data',
    auth: 'bearer',
    summary: "The caller's referral code, standing and the referral leaderboard.",
    response: successResponse(referralDataSchema.shape),
  }),
] as const;

export const USER_CALLS = indexCalls(USER_CALL_LIST);
