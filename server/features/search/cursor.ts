import { ERRORS } from '@shared/error-codes'
import { badRequest } from '../../lib/http-error'

/**
 * Search pages by position in the ranking: the order is worked out from what matched, not from stored
 * columns, so there is no row position to continue after (docs/decisions/055). Deep pages are cut off:
 * search finds, it does not list the directory.
 */
export const MAX_OFFSET = 500

export const encodeSearchCursor = (offset: number) => Buffer.from(`o${offset}`).toString('base64url')

export function decodeSearchCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0
  const match = /^o(\d{1,4})$/.exec(Buffer.from(cursor, 'base64url').toString())
  const offset = match ? Number(match[1]) : Number.NaN
  if (!(offset > 0 && offset <= MAX_OFFSET)) throw badRequest(ERRORS.invalid_cursor, 'cursor')
  return offset
}
