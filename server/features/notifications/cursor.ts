import { ERRORS } from '@shared/error-codes'
import { badRequest } from '../../lib/http-error'

/**
 * Where a page of notifications ended: the last row's time as PostgreSQL's own text with
 * microseconds (a JavaScript Date would drop them, and rows would repeat or vanish at page edges),
 * and its id.
 */
export interface NotificationCursor {
  createdAt: string
  id: string
}

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export const encodeCursor = ({ createdAt, id }: NotificationCursor) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url')

export function decodeCursor(cursor: string): NotificationCursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw badRequest(ERRORS.invalid_cursor, 'cursor')
  return { createdAt: match[1]!, id: match[2]! }
}
