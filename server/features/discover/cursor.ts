import { ERRORS } from '@shared/error-codes'
import { badRequest } from '../../lib/http-error'

/**
 * Where a page ended, as a position in Discover's order (docs/decisions/031): the tier (1 = the
 * caller's province, 2 = everyone else), availability, updated_at in microseconds (a JS Date would
 * drop the microseconds PostgreSQL keeps, and rows would repeat or vanish at page edges) and the id.
 */
export interface DiscoverCursor {
  tier: 1 | 2
  available: boolean
  updatedAtMicros: string
  userId: string
}

const CURSOR_PATTERN =
  /^([12]):([01]):(\d{1,20}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export const encodeCursor = ({ tier, available, updatedAtMicros, userId }: DiscoverCursor) =>
  Buffer.from(`${tier}:${available ? 1 : 0}:${updatedAtMicros}:${userId}`).toString('base64url')

export function decodeCursor(cursor: string): DiscoverCursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw badRequest(ERRORS.invalid_cursor, 'cursor')
  return {
    tier: match[1] === '1' ? 1 : 2,
    available: match[2] === '1',
    updatedAtMicros: match[3]!,
    userId: match[4]!,
  }
}
