import type { FastifyBaseLogger } from 'fastify';
import type { LiveSessionCache } from './auth/live-session-cache.js';
import type { OAuthProviders } from './auth/oauth/providers.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Lifecycle } from './lifecycle.js';
import type { Mailer } from './mail/mailer.js';
import type { TokenSigner } from './security/jwt.js';
import type { CounterStore } from './security/rate-limit.js';

/** Everything a route or service needs, built once in app.ts and passed down (no module singletons). */
export interface AppContext {
  config: Config;
  db: Db;
  /**
   * Embedded PGlite lives in this process, so its commits must reach the disk before they are answered (a kill -9
   * is a database crash); PostgreSQL has a commit once it answers, flushed or not.
   */
  databaseKind: 'pglite' | 'postgres';
  mailer: Mailer;
  signer: TokenSigner;
  counters: CounterStore;
  oauth: OAuthProviders;
  logger: FastifyBaseLogger;
  /** Session and account events that sockets and tables react to. */
  lifecycle: Lifecycle;
  /** Sessions found live a moment ago (auth/live-session-cache.ts); null when several processes serve the app. */
  liveSessions: LiveSessionCache | null;
}
