import { ERROR_HTTP_STATUS, ERROR_MESSAGES, type ErrorCode } from '@cardroom/protocol';

/** An expected failure with a stable code; the error handler turns it into `{ success: false, code, message }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly field?: string,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.statusCode = ERROR_HTTP_STATUS[code];
  }
}
