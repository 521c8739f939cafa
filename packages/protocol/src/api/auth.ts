/** Spec §7 Auth calls: sign-in by password, emailed code, Google, Apple and PayPal; password reset; account. */
import { z } from 'zod';
import { avatarSchema } from '../avatars.js';
import { LINKED_PROVIDERS, userDataSchema } from '../entities.js';
import {
  currentPasswordSchema,
  emailSchema,
  idSchema,
  localeSchema,
  passwordSchema,
  platformSchema,
  singleLineText,
  tokenStringSchema,
  usernameSchema,
} from '../validation.js';
import { defineCall, emptyBody, indexCalls, successResponse } from './define.js';
import { accessTokenSchema, messageResponse, okResponse, sessionResponse } from './shared.js';

/** The code of an invite link (/onboarding?referral_code=…). */
export const referralCodeSchema = singleLineText(z.string().trim().min(1).max(64));

const credentials = z.strictObject({ email: emailSchema, password: currentPasswordSchema });

/**
 * What an OAuth sign-in started from an invite or a game link carries along, so the new account is
 * credited to the referrer and dropped into that game or league. All optional: most sign-ins have none.
 */
const oauthContext = {
  locale: localeSchema.optional(),
  referral_code: referralCodeSchema.optional(),
  game_id: idSchema.optional(),
  league_id: idSchema.optional(),
};

/** Reset with the emailed link's token (signed out). */
export const resetPasswordByTokenBody = z.strictObject({
  email: emailSchema,
  token: tokenStringSchema,
  password: passwordSchema,
});

/** Change while signed in: the old password proves it is the owner, not someone at an unlocked screen. */
export const changePasswordBody = z.strictObject({
  oldPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const AUTH_CALL_LIST = [
  defineCall({
    id: 'authLoginDev',
    method: 'POST',
    path: '/auth/login-dev',
    auth: 'none',
    summary: 'Development sign-in by email and password; the route exists only outside production.',
    body: credentials,
    response: sessionResponse,
  }),
  defineCall({
    id: 'authLogin',
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    summary: 'Sign in with email and password.',
    body: credentials,
    response: sessionResponse,
  }),
  defineCall({
    id: 'authLoginToken',
    method: 'POST',
    path: '/auth/login-token',
    auth: 'none',
    summary:
      'Temporary login code: without a token, email a 6-digit code valid 10 minutes (the reply is the same ' +
      'whether or not the account exists); with the token, sign in (single use).',
    body: z.strictObject({ email: emailSchema, token: tokenStringSchema.optional() }),
    response: z.union([sessionResponse, messageResponse]),
  }),
  defineCall({
    id: 'authForgotPassword',
    method: 'POST',
    path: '/auth/forgot-password',
    auth: 'none',
    summary: 'Email a password-reset link; the platform decides whether it opens the web or the app.',
    body: z.strictObject({ email: emailSchema, platform: platformSchema.default('web') }),
    response: messageResponse,
  }),
  defineCall({
    id: 'authResetPassword',
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'optional',
    summary:
      'Set a new password, either with an emailed token (signed out) or with the old password (bearer ' +
      'required). Other sessions are revoked; the signed-in variant returns a fresh token for this device.',
    body: z.union([resetPasswordByTokenBody, changePasswordBody]),
    response: successResponse({ message: z.string(), accessToken: accessTokenSchema.optional() }),
  }),
  defineCall({
    id: 'authLogout',
    method: 'POST',
    path: '/auth/logout',
    auth: 'bearer',
    summary: 'Revoke the current session.',
    body: emptyBody,
    response: okResponse,
  }),
  defineCall({
    id: 'authDelete',
    method: 'POST',
    path: '/auth/delete',
    auth: 'bearer',
    summary: 'Delete the account and revoke all its sessions.',
    body: emptyBody,
    response: messageResponse,
  }),
  defineCall({
    id: 'authRegister',
    method: 'POST',
    path: '/auth/register',
    auth: 'optional',
    summary:
      'Create an account, or upgrade the calling guest in place (bearer of a guest), keeping its wallet; a ' +
      'verification email follows. referral_code credits the inviter.',
    body: z.strictObject({
      email: emailSchema,
      password: passwordSchema,
      platform: platformSchema.default('web'),
      username: usernameSchema,
      avatar: avatarSchema.optional(),
      locale: localeSchema.optional(),
      referral_code: referralCodeSchema.optional(),
    }),
    response: messageResponse,
  }),
  defineCall({
    id: 'authGoogleCallback',
    method: 'POST',
    path: '/auth/google-callback',
    auth: 'none',
    summary: 'Finish the web Google sign-in with the authorization code.',
    body: z.strictObject({ code: tokenStringSchema, ...oauthContext }),
    response: sessionResponse,
  }),
  defineCall({
    id: 'authGoogleMobileCallback',
    method: 'POST',
    path: '/auth/google-mobile-callback',
    auth: 'none',
    summary: 'Finish the native-app Google sign-in with the authorization code.',
    body: z.strictObject({ code: tokenStringSchema, platform: platformSchema }),
    response: sessionResponse,
  }),
  defineCall({
    id: 'authGoogleUrl',
    method: 'GET',
    path: '/auth/google',
    auth: 'none',
    summary: 'The Google authorization URL to send the browser or app to.',
    query: z.strictObject({ platform: platformSchema.optional(), locale: localeSchema.optional() }),
    response: successResponse({ authUrl: z.url() }),
  }),
  defineCall({
    id: 'authProviders',
    method: 'GET',
    path: '/auth/providers',
    auth: 'none',
    summary:
      'The sign-in providers this server is configured for (not in spec §7): the web shows buttons for ' +
      'these only, since the others would fail on click.',
    response: successResponse({ providers: z.array(z.enum(LINKED_PROVIDERS)) }),
  }),
  defineCall({
    id: 'authVerifyEmail',
    method: 'POST',
    path: '/auth/verify-email',
    auth: 'none',
    summary:
      "Follow a mailed link's token: confirm the address after registering, complete an email change " +
      '(409 EMAIL_IN_USE if the new address was taken meanwhile), or undo one from the old address (the ' +
      'address comes back, the password and linked providers are cleared, every session is revoked).',
    body: z.strictObject({ token: tokenStringSchema }),
    response: messageResponse,
  }),
  defineCall({
    id: 'authPaypalConnect',
    method: 'POST',
    path: '/auth/paypal/connect',
    auth: 'bearer',
    summary: "Connect the user's PayPal account with the authorization code.",
    body: z.strictObject({ code: tokenStringSchema }),
    response: successResponse({ message: z.string(), userData: userDataSchema }),
  }),
  defineCall({
    id: 'authAppleLogin',
    method: 'POST',
    path: '/auth/apple/login',
    auth: 'none',
    summary: 'Sign in with Apple on the web with the authorization code.',
    body: z.strictObject({ token: tokenStringSchema, ...oauthContext }),
    response: sessionResponse,
  }),
  defineCall({
    id: 'authAppleLoginNative',
    method: 'POST',
    path: '/auth/apple/login-native',
    auth: 'none',
    summary: 'Sign in with Apple from the native app with its identity token.',
    body: z.strictObject({
      id_token: tokenStringSchema,
      platform: platformSchema,
      locale: localeSchema.optional(),
    }),
    response: sessionResponse,
  }),
  defineCall({
    id: 'authFacebookDeauth',
    method: 'POST',
    path: '/auth/facebook/deauth',
    auth: 'bearer',
    summary: 'Disconnect Facebook and delete the data it provided; status_url reports the deletion.',
    body: emptyBody,
    response: successResponse({ status_url: z.url(), confirmation_code: z.string() }),
  }),
] as const;

export const AUTH_CALLS = indexCalls(AUTH_CALL_LIST);
