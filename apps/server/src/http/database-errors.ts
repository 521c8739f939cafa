/**
 * SQLSTATEs of class 22 ("data exception") that mean the request carried data the database cannot hold:
 * bad encoding (NUL bytes, escapes JSON cannot store), text too long, numbers or dates out of range, text
 * that is not the column's type. Validation should stop them first; these map the leftovers to a 400.
 */
const INPUT_DATA_SQLSTATES = new Set([
  '22021', // character_not_in_repertoire: invalid byte sequence for encoding "UTF8" (NUL)
  '22P05', // untranslatable_character: "\u0000" inside JSON
  '22P02', // invalid_text_representation: "abc" for a uuid or an integer
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
]);

/** The SQLSTATE of a database error, looking through wrappers (Drizzle's DrizzleQueryError keeps it in cause). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** Whether a failure is the database refusing the request's data (PostgreSQL and PGlite alike). */
export function isInputDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && INPUT_DATA_SQLSTATES.has(state);
}
