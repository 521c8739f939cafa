import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The publishing and subscribing connections behind socket.io's Redis adapter. */
export interface AdapterClients {
  pub: Redis;
  sub: Redis;
  /** Stops hearing other processes first, then ends the publisher. */
  close(): Promise<void>;
}

/**
 * The adapter publishes without awaiting: broadcasts, and its answers to other processes' `fetchSockets`
 * requests, which can arrive while this process is closing. A publish that meets a closed connection would
 * then reject with nobody listening, an unhandled rejection that can end the process. Each publish's failure
 * is logged here instead; a caller that awaits the publish still gets the rejection.
 */
export function createAdapterClients(url: string, logger: FastifyBaseLogger): AdapterClients {
  const pub = new Redis(url);
  const sub = pub.duplicate();
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  pub.publish = ((channel: string, message: string | Buffer) => {
    const sent = publish(channel, message);
    sent.catch((error: unknown) => logger.debug({ err: error, channel }, 'socket adapter publish failed'));
    return sent;
  }) as Redis['publish'];
  return {
    pub,
    sub,
    async close() {
      await sub.quit().catch(() => undefined);
      await pub.quit().catch(() => undefined);
    },
  };
}
