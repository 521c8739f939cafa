import { APP_VERSION } from '@cardroom/protocol';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createLiveSessionCache } from './auth/live-session-cache.js';
import { createOAuthProviders } from './auth/oauth/providers.js';
import { registerAuthRoutes } from './auth/routes.js';
import { type Config, docsEnabled } from './config.js';
import type { AppContext } from './context.js';
import { type Database, openDatabase } from './db/client.js';
import { type Games, installGames } from './games/index.js';
import type { AnyServerGame } from './games/registry.js';
import { installErrorHandling } from './http/error-handler.js';
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_HEADER_BYTES,
  MAX_PARAM_LENGTH,
} from './http/framework-errors.js';
import { loggerOptions } from './http/logger.js';
import { installRateLimits } from './http/rate-limits.js';
import { docsContentSecurityPolicy, installSecurityHeaders } from './http/security-headers.js';
import { createLifecycle } from './lifecycle.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { insertOutboxMail } from './mail/outbox-repository.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import { registerReferralRoutes } from './referrals/routes.js';
import { createTokenSigner, resolveJwtSecret } from './security/jwt.js';
import { type CounterStore, memoryCounterStore, redisCounterStore } from './security/rate-limit.js';
import { registerStoreRoutes } from './store/routes.js';
import { registerSupportRoutes } from './support/routes.js';
import { registerUploadRoutes } from './uploads/routes.js';
import { clearForeignAvatars } from './users/avatar-cleanup.js';
import { createGuestSweep } from './users/guest-sweep.js';
import { registerUserRoutes } from './users/routes.js';

export interface BuildOverrides {
  database?: Database;
  mailer?: Mailer;
  counters?: CounterStore;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The built web app to serve instead of apps/web/dist (browser tests build their own copy). */
  webRoot?: string;
  /** Games hosted besides the real ones (a test registers a toy game through the same runtime). */
  games?: readonly AnyServerGame[];
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  games: Games;
}

function providerSettings(config: Config, prefix: 'GOOGLE' | 'APPLE' | 'FACEBOOK' | 'PAYPAL') {
  const read = (suffix: string) => config[`${prefix}_${suffix}` as keyof Config] as string | undefined;
  return {
    issuer: read('ISSUER'),
    clientId: read('CLIENT_ID'),
    clientSecret: read('CLIENT_SECRET'),
    redirectUri: read('REDIRECT_URI'),
  };
}

/** The OpenAPI description and its page at /docs, with the page's own CSP (swagger-ui's inline bootstrap). */
async function registerDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cardroom API', version: APP_VERSION },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: docsContentSecurityPolicy(config),
  });
}

/** Builds the whole server from configuration; tests pass their own database, mailer or counters. */
export async function buildApp(config: Config, overrides: BuildOverrides = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config, overrides.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    overrides.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      onIdleError: (error) =>
        app.log.warn({ err: error }, 'a database connection (or the embedded database thread) failed'),
    }));
  const { db } = database;
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      logger: app.log,
      logBodies: config.NODE_ENV === 'development',
      outbox: async (mail) => {
        await insertOutboxMail(db, {
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    });
  const counters =
    overrides.counters ??
    (config.REDIS_URL
      ? redisCounterStore(new Redis(config.REDIS_URL, { lazyConnect: false }))
      : memoryCounterStore());
  const lifecycle = createLifecycle((error, name) =>
    app.log.error({ err: error }, `${name} listener failed`),
  );
  const ctx: AppContext = {
    config,
    db,
    databaseKind: database.kind,
    mailer,
    counters,
    signer: createTokenSigner(resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR)),
    oauth: createOAuthProviders({
      google: providerSettings(config, 'GOOGLE'),
      apple: providerSettings(config, 'APPLE'),
      facebook: providerSettings(config, 'FACEBOOK'),
      paypal: providerSettings(config, 'PAYPAL'),
    }),
    logger: app.log,
    lifecycle,
    // Several processes behind Redis: a session revoked in one must not stay live in another's memory.
    liveSessions: config.REDIS_URL ? null : createLiveSessionCache(lifecycle),
  };

  await installSecurityHeaders(app, config);
  if (docsEnabled(config)) await registerDocs(app, config);
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  installErrorHandling(app);
  await installRateLimits(app, config);

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerReferralRoutes(app, ctx);
  registerStoreRoutes(app, ctx);
  const games = installGames(app, ctx, overrides.games);
  const guestSweep = createGuestSweep(ctx);
  app.addHook('preClose', async () => guestSweep.stop());

  await import('./web/static.js').then(({ registerWebApp }) =>
    registerWebApp(app, overrides.webRoot ? { root: overrides.webRoot } : {}),
  );
  app.addHook('onClose', async () => {
    await Promise.allSettled([mailer.close(), counters.close()]);
    if (!overrides.database) await database.close();
  });
  await app.ready();
  // A one-off tidy-up: a database hiccup at start must not keep the server down (the next start retries).
  await clearForeignAvatars(db, config.PUBLIC_URL).then(
    (cleared) => {
      if (cleared.users + cleared.seats + cleared.notifications > 0)
        app.log.info(cleared, 'cleared avatars that pointed at other sites');
    },
    (error: unknown) => app.log.warn({ err: error }, 'clearing foreign avatars failed'),
  );
  await games.start();
  guestSweep.start();
  return { app, ctx, games };
}
