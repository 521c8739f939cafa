/**
 * Recognising database errors by SQLSTATE, never by message text (which changes with the server's locale and
 * version). node-postgres and PGlite both raise an error carrying `code` (SQLSTATE) and `constraint`; drizzle
 * wraps it in a DrizzleQueryError whose `cause` is that error, and a transaction may wrap it again, so the
 * whole `cause` chain is searched.
 */

/** SQLSTATE codes the application reacts to (PostgreSQL, appendix A). */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  deadlockDetected: '40P01',
} as const;

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The first error in `error`'s cause chain with the given SQLSTATE (and constraint, when one is named). */
function findDatabaseError(error: unknown, code: string, constraint?: string): PgErrorFields | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const fields = current as PgErrorFields;
    if (fields.code === code && (constraint === undefined || fields.constraint === constraint)) return fields;
    current = fields.cause;
  }
  return null;
}

/** A unique violation (SQLSTATE 23505), of the named constraint or unique index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return findDatabaseError(error, SQLSTATE.uniqueViolation, constraint) !== null;
}

/** A foreign-key violation (SQLSTATE 23503), e.g. a row referring to an account erased meanwhile. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return findDatabaseError(error, SQLSTATE.foreignKeyViolation, constraint) !== null;
}

/** A CHECK violation (SQLSTATE 23514), of the named constraint when one is given. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return findDatabaseError(error, SQLSTATE.checkViolation, constraint) !== null;
}

/** A deadlock (40P01): PostgreSQL aborted one of two transactions waiting on each other; it may be retried. */
export function isDeadlock(error: unknown): boolean {
  return findDatabaseError(error, SQLSTATE.deadlockDetected) !== null;
}
