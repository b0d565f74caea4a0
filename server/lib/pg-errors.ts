/**
 * PostgreSQL error codes (SQLSTATE), as raised by both node-postgres and PGlite. Drizzle may wrap the
 * driver's error, so the code is looked for along the `cause` chain. The one module for them: callers
 * ask by meaning, never compare codes themselves.
 */
const hasCode = (error: unknown, matches: (code: string) => boolean): boolean => {
  const e = error as { code?: unknown; cause?: unknown } | undefined
  if (typeof e?.code === 'string' && matches(e.code)) return true
  return e?.cause !== undefined && hasCode(e.cause, matches)
}

/** not_null_violation */
export const isNotNullViolation = (error: unknown): boolean => hasCode(error, (code) => code === '23502')

/** foreign_key_violation */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, (code) => code === '23503')

/** unique_violation */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, (code) => code === '23505')

/**
 * An error PostgreSQL raised for the statement itself (bad data, a constraint, a conflict with another
 * transaction: SQLSTATE classes 22, 23, 40, 42), which it rolled back in full; not a lost connection or a
 * server going down, after which the statement may or may not have committed.
 */
export const isStatementError = (error: unknown): boolean =>
  hasCode(error, (code) => /^(22|23|40|42)/.test(code))
