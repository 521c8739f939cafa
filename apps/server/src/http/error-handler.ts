import { type ErrorCode, VALIDATION_MESSAGES } from '@cardroom/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isInputDataError, sqlState } from './database-errors.js';
import { AppError } from './errors.js';
import { errorBody, MALFORMED_REQUEST, MAX_PARAM_LENGTH, MAX_URL_LENGTH } from './framework-errors.js';

/** Framework and client errors by status: the code the body carries (the rest are malformed requests). */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

interface Issue {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  keys?: string[];
  errors?: Issue[][];
}

/**
 * For a union body (reset-password by token or by old password), report the branch the caller meant: the
 * one with the fewest problems, preferring one whose only problems are not unknown fields.
 */
function closestIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return issue;
  const ranked = [...issue.errors].sort((a, b) => {
    const unknown = (list: Issue[]) => list.filter((i) => i.code === 'unrecognized_keys').length;
    return unknown(a) - unknown(b) || a.length - b.length;
  });
  const first = ranked[0]?.[0];
  return first ? closestIssue(first) : issue;
}

function describeIssue(issue: Issue, basePath: string[]): { message: string; field?: string } {
  const path = [...basePath, ...(issue.path ?? []).map(String)].filter(Boolean);
  if (issue.code === 'unrecognized_keys' && issue.keys?.[0]) {
    const field = [...path, issue.keys[0]].join('.');
    return { message: `Unknown field: ${field}.`, field };
  }
  return {
    message: issue.message ?? 'Invalid request.',
    ...(path.length > 0 ? { field: path.join('.') } : {}),
  };
}

/** Every failure leaves as `{ success: false, code, message }` (plus `field` for validation); never a stack. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const base = (first?.instancePath ?? '').split('/').filter(Boolean);
      const issue = closestIssue({
        code: first?.keyword,
        message: first?.message,
        ...(first?.params as Issue),
      });
      return reply
        .status(400)
        .send({ success: false, code: 'VALIDATION_ERROR', ...describeIssue(issue, base) });
    }
    if (isInputDataError(error)) {
      // Text the database cannot store (a NUL byte, an escape JSON cannot hold) that validation let by.
      request.log.warn({ sqlState: sqlState(error) }, 'database refused the request data');
      const encoding = ['22021', '22P05'].includes(sqlState(error) ?? '');
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', encoding ? VALIDATION_MESSAGES.controlCharacters : undefined));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a bad content length and the like: the client's fault, explained without internals.
      const code = CLIENT_ERROR_CODES[error.statusCode];
      return reply
        .status(error.statusCode)
        .send(code ? errorBody(code) : errorBody('VALIDATION_ERROR', MALFORMED_REQUEST));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' });
  });
  // The router reports an over-long path parameter only when no other route matches; the web app's
  // catch-all route would otherwise turn it into a 404. Checking each segment here answers 414 either way.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    const longSegment = path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
    if (request.url.length > MAX_URL_LENGTH || longSegment) throw new AppError('URI_TOO_LONG');
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: `Route not found: ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
