/**
 * Server messages in the interface language. The server speaks English (its texts are spec §8's); the
 * client keeps that text for English and shows the Spanish equivalent of the code, or of the field
 * validation message, when the interface is Spanish. Unknown texts are shown as they came.
 */
import { type ErrorCode, VALIDATION_MESSAGES } from '@cardroom/protocol';
import { ES_ERRORS, ES_VALIDATION } from './es-errors.js';

const VALIDATION_BY_TEXT = new Map<string, keyof typeof VALIDATION_MESSAGES>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key as keyof typeof VALIDATION_MESSAGES]),
);

export function localizeServerError(
  code: ErrorCode | 'NETWORK_ERROR',
  message: string,
  language: string,
): string {
  if (!language.startsWith('es')) return message;
  const validation = VALIDATION_BY_TEXT.get(message);
  if (validation) return ES_VALIDATION[validation];
  if (code === 'VALIDATION_ERROR' || code === 'NETWORK_ERROR') return message;
  return ES_ERRORS[code] ?? message;
}
