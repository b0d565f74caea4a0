import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { blocks, users } from '../../db/schema'

/**
 * True when either of two people blocked the other: a block works both ways. For use inside other
 * features' queries (matches, messages, profiles, presence, notifications), so a blocked pair is
 * filtered where the rows are read, not afterwards.
 */
export const blockedBetween = (a: SQL | string | { getSQL(): SQL }, b: SQL | string | { getSQL(): SQL }) =>
  sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
    or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`

/** Whether either of two people blocked the other. */
export async function isBlockedBetween(db: Db, a: string, b: string) {
  const [row] = await queryRows<{ blocked: boolean }>(
    db,
    sql`select ${blockedBetween(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`,
  )
  return row?.blocked ?? false
}

/** A person a moderator suspended is left out wherever people are listed. */
export const notSuspended = sql`${users.suspendedAt} is null`
