import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { logSerializers } from './log-serializers.js';

/**
 * The server's pino options: one readable line per event in development (pino-pretty, in pino's worker
 * thread), JSON lines everywhere else, which is what log collectors read. A test's own stream wins.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  const base = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
    serializers: logSerializers,
  };
  if (stream) return { ...base, stream };
  if (config.NODE_ENV !== 'development') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
