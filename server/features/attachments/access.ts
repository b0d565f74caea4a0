import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { attachments } from '../../db/schema'
import { isUuid } from '../../lib/uuid'
import { blockedBetween } from '../safety'

export type ViewableAttachment = Pick<
  typeof attachments.$inferSelect,
  'id' | 'key' | 'thumbnailKey' | 'name' | 'type' | 'size'
>

/**
 * The attachment if the caller may see it now, in one query: the two people of the 1:1 conversation
 * it was sent in (while neither blocks the other, as for the conversation itself), the members of the
 * team it was sent in (while they are members), or its uploader before it is sent. Anyone else, and
 * every unknown id, gets nothing: the route's 404 says nothing about whether it exists.
 */
export async function findViewableAttachment({
  db,
  userId,
  attachmentId,
}: {
  db: Db
  userId: string
  attachmentId: string
}): Promise<ViewableAttachment | undefined> {
  if (!isUuid(attachmentId)) return undefined
  const [row] = await db
    .select({
      id: attachments.id,
      key: attachments.key,
      thumbnailKey: attachments.thumbnailKey,
      name: attachments.name,
      type: attachments.type,
      size: attachments.size,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.id, attachmentId),
        sql`(
          (${attachments.sentAt} is null and ${attachments.userId} = ${userId})
          or exists (select 1 from messages m join conversations c on c.id = m.conversation_id
            join matches p on p.id = c.match_id
            where m.id = ${attachments.messageId} and ${userId} in (p.user1_id, p.user2_id)
              and not ${blockedBetween(sql.raw('p.user1_id'), sql.raw('p.user2_id'))})
          or exists (select 1 from team_messages tm join team_members tmm on tmm.team_id = tm.team_id
            where tm.id = ${attachments.teamMessageId} and tmm.user_id = ${userId})
        )`,
      ),
    )
    .limit(1)
  return row
}
