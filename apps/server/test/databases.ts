import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { openPooledPglite } from './pglite-pool.js';

export type Tier = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseTiers(): Tier[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A new empty PostgreSQL database (on TEST_DATABASE_URL's server) and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cardroom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A migrated database of the caller's own, empty but for the migrations' seed rows: the worker's PGlite
 * (see pglite-pool.ts), or a new PostgreSQL database dropped on close.
 */
export async function openTestDatabase(tier: Tier): Promise<Database> {
  if (tier === 'pglite') return openPooledPglite();
  const created = await createPostgresDatabase();
  const database = await openDatabase({ url: created.url, dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** The settings that put a suite's shared counters and socket rooms in Redis: on the PostgreSQL tier, when CI gives a Redis. */
export function redisSettingsFor(tier: Tier): { REDIS_URL?: string } {
  return tier === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
}
