/** A failed call as the client sees it: the server's error body, or a local failure with its own message. */
import type { ErrorCode } from '@cardroom/protocol';

/** jose's wording for an expired token; the server sends it as the message of TOKEN_EXPIRED (spec §8). */
export const JWT_EXPIRED = 'jwt expired';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isSessionExpired(error: unknown): boolean {
  if (isApiError(error)) return error.code === 'TOKEN_EXPIRED' || error.message === JWT_EXPIRED;
  return error instanceof Error && error.message === JWT_EXPIRED;
}

/** The session is gone for another reason (revoked by logout elsewhere, password change, bad token). */
export function isSessionInvalid(error: unknown): boolean {
  return isApiError(error) && (error.code === 'SESSION_REVOKED' || error.code === 'INVALID_TOKEN');
}

/** Spec §8: game errors reset the game state. */
export const GAME_RESET_CODES: ReadonlySet<string> = new Set([
  'INVALID_GAME_DATA',
  'USER_BLOCKED',
  'GAME_NOT_FOUND',
  'USER_NOT_IN_GAME',
]);
