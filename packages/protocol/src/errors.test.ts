import { SPADES_ERROR_CODES } from '@cardroom/engine';
import { describe, expect, it } from 'vitest';
import { API_CALLS } from './api/index.js';
import { CURRENCIES } from './entities.js';
import {
  apiError,
  apiErrorBodySchema,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  ERROR_MESSAGES,
  type ErrorCode,
  GAME_RESET_ERROR_CODES,
  INSUFFICIENT_BALANCE_CODES,
  isErrorCode,
  SPADES_RULE_ERROR_CODES,
  TOKEN_EXPIRED_MESSAGE,
  validationErrorBody,
} from './errors.js';

describe('error codes', () => {
  it('are unique', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('each have a non-empty message and an error HTTP status, and nothing else does', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[code].trim(), code).not.toBe('');
      expect(ERROR_HTTP_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_HTTP_STATUS[code], code).toBeLessThan(600);
    }
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('use spec §8 texts verbatim', () => {
    const spec: Partial<Record<ErrorCode, string>> = {
      INVALID_GAME_DATA: 'Invalid game data. Please contact support.',
      USER_BLOCKED: 'User blocked. Please contact support.',
      GAME_NOT_FOUND: 'Game not found.',
      USER_NOT_IN_GAME: 'User not in game.',
      TOKEN_EXPIRED: 'jwt expired',
      INCORRECT_PASSWORD: 'Incorrect password',
      ACCOUNT_LOCKED: 'Account locked. Please contact support.',
      EMAIL_IN_USE: 'Email is already in use.',
      ACCOUNT_NOT_VERIFIED:
        'Your account is not verified. Please check your email for verification instructions.',
      LOCATION_NOT_SUPPORTED: 'This location is not supported.',
      REGION_NOT_AVAILABLE: 'This feature is not available in your region.',
      GAME_ALREADY_STARTED: 'Game has already started.',
      PAYPAL_ERROR: 'Error connecting to PayPal',
      UPLOAD_ERROR: 'Error uploading image',
      DELETE_ACCOUNT_ERROR: 'Error deleting account',
      PAYMENT_ERROR: 'Error processing payment. Please try again.',
      PAYMENT_PENDING: 'Payment pending. Please check your email for confirmation.',
      AGE_VERIFICATION_ERROR: 'Error verifying age',
      LOCATION_VERIFICATION_ERROR: 'Error verifying location',
      MESSAGE_ERROR: 'Error sending message',
      FEEDBACK_ERROR: 'Error submitting feedback or request.',
      REQUIRES_TOKENS: 'requires tokens',
      REQUIRES_GEMS: 'requires gems',
      REQUIRES_CASH: 'requires cash',
      REQUIRES_CREDITS: 'requires credits',
      REQUIRES_BONUS_CASH: 'requires bonus cash',
      NOT_ENOUGH_COINS: 'Not enough coins.',
      NOT_FOUND: 'Route not found.',
      UNAUTHORIZED: 'Authentication required.',
      INVALID_CREDENTIALS: 'Invalid email or password.',
      RATE_LIMITED: 'Too many requests. Please try again later.',
      NOT_AVAILABLE: 'Not available.',
      INTERNAL_ERROR: 'Something went wrong. Please try again.',
    };
    for (const [code, text] of Object.entries(spec))
      expect(ERROR_MESSAGES[code as ErrorCode], code).toBe(text);
    expect(ERROR_MESSAGES.TOKEN_EXPIRED).toBe(TOKEN_EXPIRED_MESSAGE);
    expect(ERROR_HTTP_STATUS.TOKEN_EXPIRED).toBe(401);
  });

  it('name the four game-reset codes of spec §8', () => {
    expect([...GAME_RESET_ERROR_CODES].sort()).toEqual(
      ['GAME_NOT_FOUND', 'INVALID_GAME_DATA', 'USER_BLOCKED', 'USER_NOT_IN_GAME'].sort(),
    );
  });

  it('mirror the engine’s spades refusal codes, so they pass through unchanged', () => {
    expect([...SPADES_RULE_ERROR_CODES].sort()).toEqual([...SPADES_ERROR_CODES].sort());
  });

  it('have one distinct insufficient-balance code per currency', () => {
    expect(Object.keys(INSUFFICIENT_BALANCE_CODES).sort()).toEqual([...CURRENCIES].sort());
    expect(new Set(Object.values(INSUFFICIENT_BALANCE_CODES)).size).toBe(CURRENCIES.length);
    for (const code of Object.values(INSUFFICIENT_BALANCE_CODES)) expect(ERROR_HTTP_STATUS[code]).toBe(402);
  });
});

describe('error bodies', () => {
  it('build with the default message, or an override and a field', () => {
    expect(apiError('GAME_NOT_FOUND')).toEqual({
      success: false,
      code: 'GAME_NOT_FOUND',
      message: 'Game not found.',
    });
    const body = apiError('VALIDATION_ERROR', { message: 'Invalid email address.', field: 'email' });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });

  it('reject unknown codes and extra fields', () => {
    expect(isErrorCode('GAME_NOT_FOUND')).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(apiErrorBodySchema.safeParse({ success: false, code: 'NOPE', message: 'x' }).success).toBe(false);
    expect(
      apiErrorBodySchema.safeParse({ success: false, code: 'NOT_FOUND', message: 'x', stack: 'at …' })
        .success,
    ).toBe(false);
  });

  it('name the unknown field of a rejected body', () => {
    const result = API_CALLS.authLogin.body.safeParse({ email: 'a@b.co', password: 'x', admin: true });
    expect(result.error && validationErrorBody(result.error)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'admin',
    });
  });

  it('give a nested field as a dotted path', () => {
    const result = API_CALLS.userDataRequest.body.safeParse({
      requestInfo: { email: 'bad', firstName: 'A', lastName: 'B', detail: 'C' },
    });
    expect(result.error && validationErrorBody(result.error)).toMatchObject({
      message: 'Invalid email address.',
      field: 'requestInfo.email',
    });
  });
});
