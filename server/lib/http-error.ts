/** An error a client caused or may act on: its status and message go out as `{ message }` (architecture §3). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Response headers that belong with this refusal (Retry-After on a 503). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field)
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message)
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)

/** PostgreSQL's unique_violation, as raised by both node-postgres and PGlite (possibly wrapped by Drizzle). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}
