import { ERRORS } from '@shared/error-codes'
import { badRequest } from '../../lib/http-error'

/**
 * Where a featured page ended, in its order (likes, then newest, then id). created_at travels as
 * PostgreSQL's own text with microseconds: a JavaScript Date would drop them, and projects would
 * repeat or vanish at page edges.
 */
export interface FeaturedCursor {
  likes: number
  createdAt: string
  id: string
}

const CURSOR_PATTERN =
  /^(\d{1,10})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export const encodeCursor = ({ likes, createdAt, id }: FeaturedCursor) =>
  Buffer.from(`${likes}|${createdAt}|${id}`).toString('base64url')

export function decodeCursor(cursor: string): FeaturedCursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw badRequest(ERRORS.invalid_cursor, 'cursor')
  return { likes: Number(match[1]), createdAt: match[2]!, id: match[3]! }
}

/** Where a page of one person's projects ended, in its order (newest, then id); the same text rules. */
export interface NewestCursor {
  createdAt: string
  id: string
}

const NEWEST_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export const encodeNewestCursor = ({ createdAt, id }: NewestCursor) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url')

export function decodeNewestCursor(cursor: string): NewestCursor {
  const match = NEWEST_PATTERN.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw badRequest(ERRORS.invalid_cursor, 'cursor')
  return { createdAt: match[1]!, id: match[2]! }
}
