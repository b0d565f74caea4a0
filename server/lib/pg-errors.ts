/** PostgreSQL's not_null_violation, as raised by both node-postgres and PGlite (possibly wrapped by Drizzle). */
export const isNotNullViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined
  return e?.code === '23502' || (e?.cause !== undefined && isNotNullViolation(e.cause))
}
