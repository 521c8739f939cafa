import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_HTTP_STATUS, ERROR_MESSAGES, type ErrorCode } from '@cardroom/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Longest request line accepted (the path plus query); longer ones answer 414 URI_TOO_LONG. */
export const MAX_URL_LENGTH = 4096;
/** Longest path parameter (ids are at most 128 characters); longer ones answer 414 too. */
export const MAX_PARAM_LENGTH = 256;
/** Request line plus headers, Node's own default made explicit; beyond it: 431 HEADERS_TOO_LARGE. */
export const MAX_HEADER_BYTES = 16 * 1024;

export const MALFORMED_REQUEST = 'Malformed request.';

export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
}

export function errorBody(code: ErrorCode, message: string = ERROR_MESSAGES[code]): ErrorBody {
  return { success: false, code, message };
}

/**
 * Errors Fastify raises before a route is chosen (a path parameter over maxParamLength, a URL that does
 * not decode): the same `{ success: false, code, message }` body as every other answer.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [code, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? (['URI_TOO_LONG', undefined] as const)
      : error.code === 'FST_ERR_BAD_URL'
        ? (['VALIDATION_ERROR', MALFORMED_REQUEST] as const)
        : (['INTERNAL_ERROR', undefined] as const);
  reply.status(ERROR_HTTP_STATUS[code]).send(errorBody(code, message));
}

/** An over-long request line is reported by Node as a header overflow; its raw bytes tell them apart. */
function overflowCode(error: Error & { rawPacket?: unknown }): ErrorCode {
  const raw = error.rawPacket;
  if (!Buffer.isBuffer(raw)) return 'HEADERS_TOO_LARGE';
  const lineEnd = raw.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > MAX_URL_LENGTH ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over maxHeaderSize, a request
 * line too long, garbage instead of HTTP, a request that never finished arriving). Node would answer with
 * an empty body; the client gets the usual JSON error, then the connection closes.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? overflowCode(error)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'VALIDATION_ERROR';
  const status = ERROR_HTTP_STATUS[code];
  const body = JSON.stringify(errorBody(code, code === 'VALIDATION_ERROR' ? MALFORMED_REQUEST : undefined));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
