/**
 * Opt-in SQL accounting for the API benchmark (--trace-db): counts every statement drizzle sends and the
 * time until its result (for PGlite that includes waiting behind other statements, since it runs one at a
 * time), grouped by kind and table, plus transactions. Patches drizzle's shared prototypes, so it sees the
 * server's queries on either database without touching server code.
 */
import { PgDatabase } from 'drizzle-orm/pg-core/db';
import { PgPreparedQuery } from 'drizzle-orm/pg-core/session';

export interface StatementFigures {
  count: number;
  totalMs: number;
}

export interface DbTrace {
  recording: boolean;
  readonly statements: Map<string, StatementFigures>;
  transactions: StatementFigures;
}

/** "select … from "game_seats" …" → "select game_seats". */
function statementKind(sql: string): string {
  const verb = sql.trimStart().split(/\s/, 1)[0]?.toLowerCase() ?? '?';
  const table =
    verb === 'select'
      ? /\bfrom\s+"([^"]+)"/i.exec(sql)?.[1]
      : /\b(?:into|update|from)\s+"([^"]+)"/i.exec(sql)?.[1];
  const locking = /\bfor update\b/i.test(sql) ? ' for update' : '';
  return `${verb} ${table ?? sql.slice(0, 40)}${locking}`;
}

export function installDbTrace(): DbTrace {
  const trace: DbTrace = { recording: false, statements: new Map(), transactions: { count: 0, totalMs: 0 } };
  const queryPrototype = PgPreparedQuery.prototype as unknown as {
    queryWithCache(queryString: string, params: unknown[], query: () => Promise<unknown>): Promise<unknown>;
  };
  const queryWithCache = queryPrototype.queryWithCache;
  queryPrototype.queryWithCache = async function (this: unknown, queryString, params, query) {
    if (!trace.recording) return queryWithCache.call(this, queryString, params, query);
    const began = performance.now();
    try {
      return await queryWithCache.call(this, queryString, params, query);
    } finally {
      const kind = statementKind(queryString);
      const figures = trace.statements.get(kind) ?? { count: 0, totalMs: 0 };
      figures.count++;
      figures.totalMs += performance.now() - began;
      trace.statements.set(kind, figures);
    }
  };
  const databasePrototype = PgDatabase.prototype as unknown as {
    transaction(run: unknown, config?: unknown): Promise<unknown>;
  };
  const transaction = databasePrototype.transaction;
  databasePrototype.transaction = async function (this: unknown, run, config) {
    if (!trace.recording) return transaction.call(this, run, config);
    const began = performance.now();
    try {
      return await transaction.call(this, run, config);
    } finally {
      trace.transactions.count++;
      trace.transactions.totalMs += performance.now() - began;
    }
  };
  return trace;
}
