import { ERRORS } from '@shared/error-codes'
import type { MessagesRead } from '@shared/schemas/notifications'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTime, preparedOnce, prepareSql } from '../../db/prepare'
import { notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { blockedBetween } from '../safety'

/**
 * `readAt` is the newest message actually marked read (not the clock): a message committed a moment
 * later is not swept into the sender's "Seen".
 */
export interface ConversationRead extends MessagesRead {
  /** Who should hear of it: the other person of the match. */
  otherUserId: string
  /** Whether any message was unread until now (nobody needs telling otherwise). */
  changed: boolean
}

/**
 * Marks the caller's side of a conversation read: the other person's unread messages, and
 * the caller's notifications about it (its messages and the match itself). One statement, scoped by
 * the caller's membership of the match: for anyone else nothing matches and it is a 404.
 */
export async function markConversationRead({
  db,
  userId,
  matchId,
}: {
  db: Db
  userId: string
  matchId: string
}): Promise<ConversationRead> {
  if (!isUuid(matchId)) throw notFound(ERRORS.match_not_found)
  const [row] = await markReadQuery(db)({ userId, matchId })
  if (!row) throw notFound(ERRORS.match_not_found)
  return {
    conversationId: row.id,
    userId,
    readAt: row.read_at,
    otherUserId: row.other,
    changed: row.read_count > 0,
  }
}

// Every opening of a chat runs it: built once (docs/decisions/027).
const markReadQuery = preparedOnce((db) => {
  const userId = sql.placeholder('userId')
  const matchId = sql.placeholder('matchId')
  return prepareSql<{ id: string; other: string; read_count: number; read_at: string }>(
    db,
    'mark_conversation_read',
    sql`
    with conv as (
      select c.id, case when m.user1_id = ${userId} then m.user2_id else m.user1_id end as other
      from conversations c join matches m on m.id = c.match_id
      where m.id = ${matchId} and ${userId} in (m.user1_id, m.user2_id)
        and not ${blockedBetween(sql`m.user1_id`, sql`m.user2_id`)}
    ), read as (
      update messages set read_at = now()
      where conversation_id = (select id from conv) and sender_id <> ${userId} and read_at is null
      returning created_at
    ), notes as (
      update notifications set read_at = now()
      where user_id = ${userId} and read_at is null and exists (select 1 from conv)
        and (conversation_id = (select id from conv) or match_id = ${matchId})
      returning 1
    )
    select conv.id, conv.other, (select count(*)::int from read) as read_count,
      ${isoTime(sql`coalesce((select max(created_at) from read), now())`)} as read_at
    from conv`,
  )
})
