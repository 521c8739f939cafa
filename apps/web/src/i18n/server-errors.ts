/**
 * Server messages in the interface language. The server speaks English (its texts are spec §8's); the
 * client keeps that text for English and shows the Spanish equivalent of the code, or of the field
 * validation message, when the interface is Spanish. Unknown texts are shown as they came. The Spanish
 * texts arrive with the Spanish interface (loadLanguage fetches them beside es.ts), not with the first load.
 */
import { type ErrorCode, VALIDATION_MESSAGES } from '@cardroom/protocol';
import type { ES_ERRORS, ES_VALIDATION } from './es-errors.js';

let spanish: { errors: typeof ES_ERRORS; validation: typeof ES_VALIDATION } | null = null;

/** Fetches the Spanish server texts; i18n's loadLanguage('es') waits for them with the interface texts. */
export async function loadSpanishServerErrors(): Promise<void> {
  const texts = await import('./es-errors.js');
  spanish = { errors: texts.ES_ERRORS, validation: texts.ES_VALIDATION };
}

const VALIDATION_BY_TEXT = new Map<string, keyof typeof VALIDATION_MESSAGES>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key as keyof typeof VALIDATION_MESSAGES]),
);

export function localizeServerError(
  code: ErrorCode | 'NETWORK_ERROR',
  message: string,
  language: string,
): string {
  if (!language.startsWith('es') || !spanish) return message;
  const validation = VALIDATION_BY_TEXT.get(message);
  if (validation) return spanish.validation[validation];
  if (code === 'VALIDATION_ERROR' || code === 'NETWORK_ERROR') return message;
  return spanish.errors[code] ?? message;
}
