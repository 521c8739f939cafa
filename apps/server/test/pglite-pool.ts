/**
 * One embedded database per test worker. Opening PGlite costs a WebAssembly compile, an initdb and the
 * migrations (about 3 s on an idle core, 20 s and more when the 2-core machine runs the whole suite);
 * this module pays the initdb and migrations once per set of migrations (a data-dir dump cached in the
 * temporary folder) and the compile once per worker, and gives each suite the worker's instance emptied
 * back to its freshly migrated state (a TRUNCATE of every table and the migrations' seed rows put back, a
 * few tens of milliseconds).
 *
 * Isolation: a suite that asks while the worker's instance is lent out (two apps side by side) gets an
 * instance of its own loaded from the dump; an instance whose schema a suite changed (a trigger, a table,
 * a listener left behind) is closed instead of being lent again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type Db, MIGRATIONS_FOLDER as MIGRATIONS } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';

/** What an emptied instance must hold again: the rows and sequence positions the migrations left. */
interface Baseline {
  tables: string[];
  seeds: { table: string; rows: unknown[] }[];
  sequences: { name: string; value: string }[];
  fingerprint: string;
}

interface Pooled {
  client: PGlite;
  db: Db;
}

/** Everything a test could add to a schema and that a TRUNCATE would not take away. */
const FINGERPRINT_SQL = `
select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
  select 'rel:' || n.nspname || '.' || c.relname || ':' || c.relkind::text as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
  union all select 'col:' || a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::text
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
  union all select 'trigger:' || tgname from pg_trigger where not tgisinternal
  union all select 'proc:' || n.nspname || '.' || p.proname
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select 'constraint:' || conname from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select 'listen:' || channel from pg_listening_channels() as channel
) items`;

/** The dump depends on the migrations and on PGlite's version (its data-dir format). */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package's own package.json is not exported; it sits two folders above its entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteVersion = JSON.parse(
    readFileSync(join(dirname(dirname(entry)), 'package.json'), 'utf8'),
  ).version;
  hash.update(pgliteVersion);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/** The migrated data dir: from the temporary folder, else built and written there for the next workers. */
function migratedDump(): Promise<Blob> {
  template ??= (async () => {
    const folder = join(tmpdir(), 'cardroom-pglite-templates');
    const file = join(folder, `${templateKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // Not built yet for these migrations: build it (two workers may race; each writes whole files).
    }
    const client = new PGlite();
    await client.waitReady;
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

async function loadMigrated(): Promise<Pooled> {
  const client = new PGlite({ loadDataDir: await migratedDump() });
  await client.waitReady;
  return { client, db: drizzle(client, { schema }) as unknown as Db };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function fingerprint(client: PGlite): Promise<string> {
  const result = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return result.rows[0]?.fingerprint ?? '';
}

async function readBaseline(client: PGlite): Promise<Baseline> {
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => row.name);
  const seeds: Baseline['seeds'] = [];
  for (const table of tables) {
    const rows = (await client.query<{ row: unknown }>(`select to_json(t) as row from ${quote(table)} t`))
      .rows;
    if (rows.length > 0) seeds.push({ table, rows: rows.map((r) => r.row) });
  }
  const sequences = (
    await client.query<{ name: string; value: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = 'public' and last_value is not null`,
    )
  ).rows;
  return { tables, seeds, sequences, fingerprint: await fingerprint(client) };
}

/** Back to the freshly migrated state: no rows but the migrations' seeds, sequences where they were. */
async function empty(client: PGlite, baseline: Baseline): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.exec(`truncate ${baseline.tables.map(quote).join(', ')} restart identity cascade`);
    // Seed rows go back as they were; foreign keys among them are checked by the migrations, not again here.
    await tx.exec(`set local session_replication_role = replica`);
    for (const seed of baseline.seeds) {
      await tx.query(
        `insert into ${quote(seed.table)} select * from json_populate_recordset(null::${quote(seed.table)}, $1)`,
        [JSON.stringify(seed.rows)],
      );
    }
    for (const sequence of baseline.sequences) {
      await tx.query(`select setval($1::regclass, $2::bigint, true)`, [sequence.name, sequence.value]);
    }
  });
}

let idle: Pooled | undefined;
let baseline: Promise<Baseline> | undefined;

/** A migrated PGlite database of the caller's own; close() hands it back for the worker's next suite. */
export async function openPooledPglite(): Promise<Database> {
  let pooled = idle;
  idle = undefined;
  if (pooled) {
    await empty(pooled.client, await (baseline as Promise<Baseline>));
  } else {
    pooled = await loadMigrated();
    baseline ??= readBaseline(pooled.client);
    await baseline;
  }
  const lent = pooled;
  let closed = false;
  return {
    db: lent.db,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      const reusable =
        !idle && (await fingerprint(lent.client).catch(() => '')) === (await baseline)?.fingerprint;
      if (reusable) idle = lent;
      else await lent.client.close();
    },
  };
}
