import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** `npm start`: one process serving the API, the socket endpoint and the web app on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // The one line a newcomer needs, on stdout beside the log, whatever the log format.
  console.log(
    `\nCardroom is running. Open ${localUrl(app.server.address(), config.PORT)} in your browser.\n`,
  );
}

/** The address to type on this machine: localhost for a wildcard or loopback bind. */
function localUrl(address: ReturnType<FastifyInstance['server']['address']>, port: number): string {
  const bound = address && typeof address === 'object' ? address : null;
  const host =
    !bound || ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(bound.address) ? 'localhost' : bound.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound?.port ?? port}`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
