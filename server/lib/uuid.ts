const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An id that is not a UUID cannot name a row: callers answer 404 instead of sending it to the database. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)
