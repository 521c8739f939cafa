import { z } from 'zod';

const optionalUrl = z.url().optional();
const optionalText = z.string().min(1).optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, validated once at start-up (listed in .env.example). */
/** A comma list of ISO 3166 codes (countries 'US' or regions 'US-FL'), trimmed and upper-cased. */
const regionList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => code.length > 0),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'an ISO 3166 code like US or US-FL')));

/** States where paid skill contests are commonly restricted (decision 0022). */
export const DEFAULT_CASH_PLAY_BLOCKED_REGIONS = 'US-AZ,US-AR,US-CT,US-DE,US-LA,US-MT,US-SC,US-SD,US-TN';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Connections to PostgreSQL per process (every move takes one for a few queries). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Base64 or plain secret for HS256 access tokens; generated into DATA_DIR when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** Where mailed links point; http://localhost:<PORT> when unset, so links work on any port. */
  PUBLIC_URL: z.url().optional(),
  APP_DEEP_LINK: z.string().default('cardroom://'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cardroom <no-reply@cardroom.local>'),
  /** Key for the public-API-key calls (active users, data request). */
  PUBLIC_API_KEY: z.string().min(8).default('dev-public-api-key'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: flag,
  // Tables: bots move at a human pace (a random delay in this range) so people can follow; a finished
  // trick and a finished hand stay on screen a moment; free tables fill empty seats with bots after a wait.
  BOT_MIN_DELAY_MS: z.coerce.number().int().min(0).default(600),
  BOT_MAX_DELAY_MS: z.coerce.number().int().min(0).default(1200),
  TRICK_PAUSE_MS: z.coerce.number().int().min(0).default(900),
  /**
   * The longest a table waits between hands for its people to close the score dialog (game:hand-ack); a
   * dominoes table, whose hand summary has more to read, twice this (DOMINOES_HAND_PAUSE_FACTOR).
   */
  HAND_PAUSE_MS: z.coerce.number().int().min(0).default(15000),
  MATCH_FILL_SECONDS: z.coerce.number().min(0).default(20),
  /** Seconds a person has per action before the server plays for them (rules.md: 20). */
  TURN_SECONDS: z.coerce.number().min(1).default(20),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(12),
  // Abuse limits (issue 9). Referral rewards a referrer can earn a day; mails one address may receive an
  // hour, and mails one IP may trigger an hour (forgot password, login code, verification, email change).
  REFERRAL_REWARDS_PER_DAY: z.coerce.number().int().min(0).default(20),
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Mails one address may receive an hour whoever asks (the per-recipient limit above is per asking IP). */
  MAIL_PER_RECIPIENT_TOTAL_PER_HOUR: z.coerce.number().int().positive().default(20),
  MAIL_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Guest accounts one IP may open an hour; idle guests are removed after GUEST_IDLE_DAYS. */
  GUESTS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  GUEST_IDLE_DAYS: z.coerce.number().int().positive().default(30),
  // Sockets: events one socket may send per window (lichess: 100 in 20 s), the shortest gap between two
  // syncs answered for one socket, live sockets per user and per IP, and new sockets a minute per IP and
  // per user (each costs a session lookup and a sync: opening and closing sockets in a loop is a flood).
  SOCKET_EVENTS_PER_WINDOW: z.coerce.number().int().positive().default(100),
  SOCKET_EVENT_WINDOW_SECONDS: z.coerce.number().positive().default(20),
  SOCKET_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  SOCKETS_PER_USER: z.coerce.number().int().positive().default(5),
  SOCKETS_PER_IP: z.coerce.number().int().positive().default(50),
  SOCKET_CONNECTS_PER_MINUTE_PER_IP: z.coerce.number().int().positive().default(60),
  SOCKET_CONNECTS_PER_MINUTE_PER_USER: z.coerce.number().int().positive().default(20),
  /** The OpenAPI page at /docs; on by default except in production. */
  DOCS_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  // A provider without an issuer and a client id answers PROVIDER_NOT_CONFIGURED.
  GOOGLE_ISSUER: optionalUrl,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_REDIRECT_URI: optionalUrl,
  APPLE_ISSUER: optionalUrl,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  APPLE_REDIRECT_URI: optionalUrl,
  FACEBOOK_ISSUER: optionalUrl,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_REDIRECT_URI: optionalUrl,
  PAYPAL_ISSUER: optionalUrl,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_REDIRECT_URI: optionalUrl,
  FACEBOOK_APP_SECRET: z.string().optional(),
  /** Who takes payments (decision 0021): the offline sandbox (never in production) or Stripe. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** The sandbox's webhook signing secret; a new random one per start when unset. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where cash play is offered (decision 0022): countries or regions, less CASH_PLAY_BLOCKED_REGIONS. */
  CASH_PLAY_REGIONS: regionList('US'),
  CASH_PLAY_BLOCKED_REGIONS: regionList(DEFAULT_CASH_PLAY_BLOCKED_REGIONS),
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/**
 * Settings production must state itself: without them tokens would be signed with a secret generated on
 * one disk, mail would only reach a database table, and links in mail would point at localhost.
 */
const REQUIRED_IN_PRODUCTION = ['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'] as const;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
    if (missing.length > 0) {
      throw new ConfigError(
        `Missing settings for NODE_ENV=production: ${missing.join(', ')} (see .env.example).`,
      );
    }
  }
  return { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
}

/** Whether /docs (the OpenAPI page) is served: DOCS_ENABLED when set, else everywhere but production. */
export function docsEnabled(config: Pick<Config, 'DOCS_ENABLED' | 'NODE_ENV'>): boolean {
  if (config.DOCS_ENABLED) return config.DOCS_ENABLED === 'true' || config.DOCS_ENABLED === '1';
  return config.NODE_ENV !== 'production';
}
