import { type KlondikeErrorCode, SPADES_ERROR_CODES } from '@cardroom/engine';
/**
 * The one closed set of error codes shared by the server and the client (spec §8). The server answers
 * every failure with an `ApiErrorBody`; the client shows `message` (spec §8: "displayed error text is the
 * server's response message") and branches on `code`, never on the wording — with one exception kept for
 * compatibility: the session-expired path keys on the message 'jwt expired'.
 *
 * The codes are grouped so each area can grow on its own; a new code needs a message and an HTTP status in
 * error-messages.ts, and the `Record<ErrorCode, …>` types there refuse to compile until both exist.
 */

/** Request-level failures any route can produce. */
export const GENERAL_ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'TOO_MANY_CONNECTIONS',
  'NOT_AVAILABLE',
  'INTERNAL_ERROR',
  'API_KEY_INVALID',
  'IDEMPOTENCY_CONFLICT',
  'LOCATION_NOT_SUPPORTED',
  'REGION_NOT_AVAILABLE',
] as const;

/** Sessions, sign-in, accounts and third-party providers. */
export const AUTH_ERROR_CODES = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'SESSION_REVOKED',
  'FORBIDDEN',
  'GUEST_NOT_ALLOWED',
  'INVALID_CREDENTIALS',
  'INCORRECT_PASSWORD',
  'ACCOUNT_LOCKED',
  'USER_BLOCKED',
  'ACCOUNT_NOT_VERIFIED',
  'EMAIL_IN_USE',
  'GUEST_ALREADY_UPGRADED',
  'USERNAME_TAKEN',
  'USERNAME_INVALID',
  'INVALID_RESET_TOKEN',
  'INVALID_LOGIN_CODE',
  'INVALID_VERIFICATION_TOKEN',
  'PROVIDER_NOT_CONFIGURED',
  'OAUTH_FAILED',
  'PAYPAL_ERROR',
  'DELETE_ACCOUNT_ERROR',
  'AGE_VERIFICATION_ERROR',
  'LOCATION_VERIFICATION_ERROR',
  'AGE_UNDER_MINIMUM',
  'AGE_ALREADY_VERIFIED',
  'AGE_ON_RECORD',
  'AGE_VERIFICATION_REQUIRED',
  'LOCATION_REQUIRED',
] as const;

/** Insufficient balance: one code per currency of `CURRENCIES` (see `INSUFFICIENT_BALANCE_CODES`). */
export const BALANCE_ERROR_CODES = [
  'NOT_ENOUGH_COINS',
  'REQUIRES_CASH',
  'REQUIRES_BONUS_CASH',
  'REQUIRES_CREDITS',
  'REQUIRES_TOKENS',
  'REQUIRES_GEMS',
  'REQUIRES_GOLD',
  'REQUIRES_TICKET_BRONZE',
  'REQUIRES_TICKET_SILVER',
  'REQUIRES_TICKET_GOLD',
  'REQUIRES_TICKET_VIP',
] as const;

/** Payments, uploads, messages, feedback, rewards and collections. */
export const ACCOUNT_ACTION_ERROR_CODES = [
  'PAYMENT_ERROR',
  'PAYMENT_PENDING',
  'UPLOAD_ERROR',
  'MESSAGE_ERROR',
  'FEEDBACK_ERROR',
  'NOTIFICATION_NOT_FOUND',
  'REWARD_NOT_AVAILABLE',
  'UPGRADE_NOT_FOUND',
  'UPGRADE_MAXED',
  'UPGRADE_NOT_OWNED',
  'PRODUCT_NOT_FOUND',
  'EXCHANGE_NOT_FOUND',
  'POWER_UP_NOT_FOUND',
  'POWER_UP_NOT_ALLOWED',
  'POWER_UP_NONE_LEFT',
  'POWER_UP_NOT_NOW',
  'PURCHASE_NOT_FOUND',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYOUT_EMAIL_REQUIRED',
  'WITHDRAWAL_BELOW_MINIMUM',
  'WITHDRAWAL_NOT_FOUND',
  'PAYOUTS_NOT_AVAILABLE',
] as const;

/** Game lifecycle codes. */
export const GAME_ERROR_CODES = [
  'INVALID_GAME_DATA',
  'GAME_NOT_FOUND',
  'USER_NOT_IN_GAME',
  'GAME_ALREADY_STARTED',
  'GAME_FULL',
  'ALREADY_IN_GAME',
  'PRIZE_POOL_NOT_FOUND',
  'GAME_NOT_FINISHED',
  'CONTEST_NOT_FOUND',
  'DAILY_DEAL_PLAYED',
] as const;

/**
 * Illegal moves reported by the rules engine: its own closed set, so the server can pass an engine refusal
 * through unchanged.
 * Extension point: Klondike and dominoes refusals go in further arrays like this one, added to
 * `ERROR_CODES`, with their messages and statuses below.
 */
export const SPADES_RULE_ERROR_CODES = SPADES_ERROR_CODES;

/** Klondike's refusals (engine KLONDIKE_ERROR_CODES) beyond the ones Spades already has (INVALID_ACTION, GAME_FINISHED). */
export const KLONDIKE_RULE_ERROR_CODES = [
  'TIME_WENT_BACKWARDS',
  'STOCK_EMPTY',
  'STOCK_NOT_EMPTY',
  'WASTE_EMPTY',
  'PASS_LIMIT_REACHED',
  'NO_CARD',
  'CARD_FACE_DOWN',
  'BAD_COUNT',
  'SAME_PILE',
  'WRONG_DESTINATION',
  'TABLEAU_BUILD',
  'EMPTY_COLUMN_NEEDS_KING',
  'FOUNDATION_BUILD',
  'UNDO_NOT_ALLOWED',
  'NOTHING_TO_UNDO',
] as const satisfies readonly KlondikeErrorCode[];

/**
 * Dominoes' refusals beyond the shared ones (GAME_FINISHED, NOT_YOUR_TURN): the engine's codes upper-cased
 * (engine 'does_not_fit' is DOES_NOT_FIT), each with its English message and the web's Spanish text.
 */
export const DOMINOES_RULE_ERROR_CODES = [
  'BAD_ACTION',
  'BAD_SEAT',
  'UNKNOWN_TILE',
  'NOT_IN_HAND',
  'BAD_END',
  'MUST_LEAD',
  'NO_SUCH_END',
  'SPINNER_CLOSED',
  'DOES_NOT_FIT',
  'MUST_PLAY',
  'BONEYARD_EMPTY',
  'MUST_DRAW',
] as const;

export const ERROR_CODES = [
  ...GENERAL_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...BALANCE_ERROR_CODES,
  ...ACCOUNT_ACTION_ERROR_CODES,
  ...GAME_ERROR_CODES,
  ...SPADES_RULE_ERROR_CODES,
  ...KLONDIKE_RULE_ERROR_CODES,
  ...DOMINOES_RULE_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes after which spec §8 says the client clears game data, player data, game token and reactions. */
export const GAME_RESET_ERROR_CODES: readonly ErrorCode[] = [
  'INVALID_GAME_DATA',
  'USER_BLOCKED',
  'GAME_NOT_FOUND',
  'USER_NOT_IN_GAME',
];

/** The message the client's session-expired path matches (spec §8 "jwt expired"). */
export const TOKEN_EXPIRED_MESSAGE = 'jwt expired';
