import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

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
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, explained without internals.
      const unsupported = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
      return reply.status(error.statusCode).send({
        success: false,
        code: unsupported ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_ERROR',
        message: unsupported ? 'Unsupported content type.' : 'Malformed request.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: `Route not found: ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
