/**
 * Error codes, their messages, the error body and the helpers both sides use to build and read it.
 * Server: `apiError(code)` / `validationErrorBody(zodError)` and `ERROR_HTTP_STATUS[code]`.
 * Client: `apiErrorBodySchema.safeParse(json)` and `isErrorCode`.
 */
import { z } from 'zod';
import type { Currency } from './entities.js';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';
import { ERROR_MESSAGES } from './error-messages.js';

export * from './error-codes.js';
export * from './error-messages.js';

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODE_SET.has(value);
}

export const errorCodeSchema = z.enum(ERROR_CODES);

/** The body of every failed response: `{ success: false, code, message, field? }`, never a stack. */
export interface ApiErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  /** The request field at fault as a dotted path ("requestInfo.email"), so a form can mark that field. */
  field?: string;
}

export const apiErrorBodySchema = z.strictObject({
  success: z.literal(false),
  code: errorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
});

/** An error body with the code's default message unless a more specific one is given. */
export function apiError(code: ErrorCode, options: { message?: string; field?: string } = {}): ApiErrorBody {
  const body: ApiErrorBody = { success: false, code, message: options.message ?? ERROR_MESSAGES[code] };
  if (options.field !== undefined) body.field = options.field;
  return body;
}

/** The code to answer with when a balance of this currency is too low (spec §8 "requires …"). */
export const INSUFFICIENT_BALANCE_CODES: Record<Currency, ErrorCode> = {
  coins: 'NOT_ENOUGH_COINS',
  cash_balance: 'REQUIRES_CASH',
  bonus_cash: 'REQUIRES_BONUS_CASH',
  credits: 'REQUIRES_CREDITS',
  tokens: 'REQUIRES_TOKENS',
  gems: 'REQUIRES_GEMS',
  gold: 'REQUIRES_GOLD',
  ticket_bronze: 'REQUIRES_TICKET_BRONZE',
  ticket_silver: 'REQUIRES_TICKET_SILVER',
  ticket_gold: 'REQUIRES_TICKET_GOLD',
  ticket_vip: 'REQUIRES_TICKET_VIP',
};

type Issue = z.core.$ZodIssue;

/**
 * A union (such as the two reset-password bodies) reports one issue list per branch. The branch the caller
 * meant is the one that failed least, preferring a branch without unknown keys: that is where the useful
 * message is ("Password must be at least 6 characters long." rather than "Unrecognized key").
 */
function mostRelevantIssue(issues: readonly Issue[]): Issue | undefined {
  const first = issues[0];
  if (first?.code !== 'invalid_union' || first.errors.length === 0) return first;
  const ranked = [...first.errors].sort((a, b) => rank(a) - rank(b));
  const best = ranked[0] ?? [];
  const inner = mostRelevantIssue(best);
  return inner ? { ...inner, path: [...first.path, ...inner.path] } : first;
}

function rank(branch: readonly Issue[]): number {
  const unknownKeys = branch.some((issue) => issue.code === 'unrecognized_keys') ? 1000 : 0;
  return unknownKeys + branch.length;
}

/** A VALIDATION_ERROR body carrying the first issue's message and field, for a failed request parse. */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  const issue = mostRelevantIssue(error.issues);
  if (!issue) return apiError('VALIDATION_ERROR');
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) path.push(issue.keys[0]);
  const field = path.join('.');
  return apiError('VALIDATION_ERROR', field ? { message: issue.message, field } : { message: issue.message });
}

// Compile-time check that the schema and the interface describe the same body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const errorBodyMatches: Same<z.output<typeof apiErrorBodySchema>, ApiErrorBody> = true;
void errorBodyMatches;
