/** PostgreSQL's not_null_violation, as raised by both node-postgres and PGlite (possibly wrapped by Drizzle). */
export const isNotNullViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined
  return e?.code === '23502' || (e?.cause !== undefined && isNotNullViolation(e.cause))
}

/** PostgreSQL's foreign_key_violation, as raised by both node-postgres and PGlite (possibly wrapped by Drizzle). */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined
  return e?.code === '23503' || (e?.cause !== undefined && isForeignKeyViolation(e.cause))
}

/**
 * An error PostgreSQL raised for the statement itself (bad data, a constraint, a conflict with another
 * transaction: SQLSTATE classes 22, 23, 40, 42), which it rolled back in full; not a lost connection or a
 * server going down, after which the statement may or may not have committed.
 */
export const isStatementError = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: unknown } | undefined
  if (typeof e?.code === 'string' && /^(22|23|40|42)/.test(e.code)) return true
  return e?.cause !== undefined && isStatementError(e.cause)
}
