import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** drizzle-kit's committed SQL migrations with their journal. */
export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (in memory when dataDir is null).
 * Migrations apply on open either way.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  poolSize?: number;
  /**
   * Errors of idle pooled connections (server restart, terminated backend; unhandled they crash Node), or
   * embedded PGlite's thread ending on its own.
   */
  onIdleError?: (error: Error) => void;
  /** Tests only: another folder, e.g. the migrations up to an older one, to check a later one on old rows. */
  migrationsFolder?: string;
}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    pool.on('error', options.onIdleError ?? (() => {}));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // On a thread of its own (pglite-thread.ts): drizzle calls only the part of PGlite's client it forwards.
  const client = await openPgliteThread(
    options.dataDir ? join(options.dataDir, 'pglite') : null,
    options.onIdleError,
  );
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
