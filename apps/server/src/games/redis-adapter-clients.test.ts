import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { describe, expect, it, vi } from 'vitest';
import { createAdapterClients } from './redis-adapter-clients.js';

const redisUrl = process.env.REDIS_URL;

function recordingLogger() {
  const debug = vi.fn();
  return { logger: { debug } as unknown as FastifyBaseLogger, debug };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe.runIf(redisUrl)('socket adapter Redis clients', () => {
  it('log a publish that meets a closed connection instead of leaving it unhandled', async () => {
    const { logger, debug } = recordingLogger();
    const clients = createAdapterClients(redisUrl as string, logger);
    expect(await clients.pub.publish('cardroom-test:adapter', 'before close')).toBeGreaterThanOrEqual(0);
    await clients.close();

    // As the adapter does: nobody awaits this publish.
    void clients.pub.publish('cardroom-test:adapter', 'after close');
    await settle();
    expect(debug).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'cardroom-test:adapter', err: expect.any(Error) }),
      'socket adapter publish failed',
    );
    // A caller that does await still hears of the failure.
    await expect(clients.pub.publish('cardroom-test:adapter', 'awaited')).rejects.toThrow(/closed/i);
  });

  it("keep a closing process's broadcasts from rejecting into nowhere", async () => {
    const { logger, debug } = recordingLogger();
    const clients = createAdapterClients(redisUrl as string, logger);
    const io = new Server();
    io.adapter(
      createAdapter(clients.pub, clients.sub, { key: `cardroom-test-${process.pid}-${Date.now()}` }),
    );
    await clients.close();
    // The adapter publishes every broadcast to the other processes without awaiting it.
    io.emit('game:left', { v: 1, game_id: 'none' });
    await settle();
    expect(debug).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'socket adapter publish failed',
    );
  });
});
