import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

function fieldName(
  path: readonly PropertyKey[] | undefined,
  fallback: string | undefined,
): string | undefined {
  const parts = (path ?? []).map(String).filter(Boolean);
  return parts.length > 0 ? parts.join('.') : fallback;
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
      const issue = error.validation[0];
      const params = issue?.params as
        | { issue?: { path?: PropertyKey[]; message?: string; keys?: string[] } }
        | undefined;
      const zodIssue = params?.issue;
      const unknownKey = zodIssue?.keys?.[0];
      const field = unknownKey ?? fieldName(zodIssue?.path, issue?.instancePath?.replace(/^\//, ''));
      const message = unknownKey
        ? `Unknown field: ${unknownKey}.`
        : `${zodIssue?.message ?? issue?.message ?? 'Invalid request.'}`;
      return reply.status(400).send({ success: false, code: 'VALIDATION_ERROR', message, field });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, explained without internals.
      return reply.status(error.statusCode).send({
        success: false,
        code: 'VALIDATION_ERROR',
        message:
          error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type.'
            : 'Malformed request.',
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
