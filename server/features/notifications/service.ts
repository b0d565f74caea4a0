import { ERRORS } from '@shared/error-codes'
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationList,
  type NotificationsRead,
} from '@shared/schemas/notifications'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce, prepareSql } from '../../db/prepare'
import { notifications } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { blockedBetween } from '../safety'
import { decodeCursor, encodeCursor } from './cursor'
import { selectNotifications, toNotificationJson } from './notification-json'

/** The caller's notifications, newest first, a page at a time, with what is unread. */
export async function listNotifications({
  db,
  userId,
  cursor,
}: {
  db: Db
  userId: string
  cursor?: string
}): Promise<NotificationList & { nextCursor: string | null }> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  // The first page is what every screen loads: built once. Older pages build theirs.
  const [rows, { unreadCount, unreadChats }] = await Promise.all([
    after
      ? selectNotifications(db)
          .where(
            and(
              eq(notifications.userId, userId),
              sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
            ),
          )
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(NOTIFICATIONS_PAGE_SIZE + 1)
      : firstPageQuery(db).execute({ userId }),
    countUnread(db, userId),
  ])
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE)
  const last = rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1) : undefined
  return {
    items: page.map(toNotificationJson),
    unreadCount,
    unreadChats,
    nextCursor: last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
  }
}

const firstPageQuery = preparedOnce((db) =>
  selectNotifications(db)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .prepare('notifications_first_page'),
)

/**
 * The bell's count (unread notifications) and the Messages badge's (conversations and team chats
 * with messages from others not yet read; a call's line is not one of them). Both read only unread
 * rows through partial indexes, so they cost the same however long a person's history is.
 */
export async function countUnread(db: Db, userId: string) {
  const [row] = await unreadQuery(db)({ userId })
  return { unreadCount: row?.notifications ?? 0, unreadChats: row?.chats ?? 0 }
}

const unreadQuery = preparedOnce((db) => {
  const userId = sql.placeholder('userId')
  return prepareSql<{ notifications: number; chats: number }>(
    db,
    'count_unread',
    sql`
    select
      (select count(*)::int from notifications n where n.user_id = ${userId} and n.read_at is null) as notifications,
      (select count(*)::int from conversations c join matches m on m.id = c.match_id
        where (m.user1_id = ${userId} or m.user2_id = ${userId})
          and not ${blockedBetween(sql`m.user1_id`, sql`m.user2_id`)}
          and exists (select 1 from messages x
            where x.conversation_id = c.id and x.sender_id <> ${userId} and x.read_at is null
              and x.call_outcome is null))
      + (select count(*)::int from team_members tm
        where tm.user_id = ${userId}
          and exists (select 1 from team_messages t
            where t.team_id = tm.team_id and t.created_at > tm.last_read_at and t.sender_id <> ${userId}))
      as chats`,
  )
})

/**
 * Marks the caller's notifications read: those `ids`, or all when absent. An id that is not one of
 * the caller's is a 404 and nothing is marked (one transaction).
 */
export async function markNotificationsRead({
  db,
  userId,
  ids,
}: {
  db: Db
  userId: string
  ids?: string[]
}): Promise<NotificationsRead> {
  const wanted = ids && [...new Set(ids)]
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(
        and(
          eq(notifications.userId, userId),
          wanted ? inArray(notifications.id, wanted) : isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id })
    if (wanted && marked.length < wanted.length) throw notFound(ERRORS.notification_not_found)
  })
  const [unread] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return { ids: wanted ?? null, unreadCount: unread?.count ?? 0 }
}
