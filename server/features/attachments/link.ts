import { ATTACHMENT_LIMITS } from '@shared/limits'
import { ATTACHMENT_MESSAGES, type Attachment } from '@shared/schemas/attachments'
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { attachments } from '../../db/schema'
import { badRequest } from '../../lib/http-error'
import { toAttachmentJson } from './attachment-json'

/** The message a send links attachments to: a 1:1 message or a team chat message. */
export type MessageLink = { messageId: string } | { teamMessageId: string }

/**
 * Links the sender's attachments to the message just inserted, in the send's transaction: each must be
 * the sender's, unsent and younger than the unsent lifetime. One conditional update claims them all, so
 * two sends racing for one file cannot both get it (the second finds it linked); when any id is not
 * claimable the whole send is refused with 400 and rolls back, message included. Returns them in the
 * order given.
 */
export async function linkAttachments(
  tx: Db,
  { userId, attachmentIds, link }: { userId: string; attachmentIds?: string[]; link: MessageLink },
): Promise<Attachment[] | undefined> {
  if (!attachmentIds?.length) return undefined
  const ids = [...new Set(attachmentIds)]
  const claimed = await tx
    .update(attachments)
    .set({ ...link, sentAt: sql`now()` })
    .where(
      and(
        inArray(attachments.id, ids),
        eq(attachments.userId, userId),
        isNull(attachments.sentAt),
        gt(attachments.createdAt, sql`now() - make_interval(secs => ${ATTACHMENT_LIMITS.unsentMs / 1000})`),
      ),
    )
    .returning()
  if (claimed.length !== ids.length) throw badRequest(ATTACHMENT_MESSAGES.notYours, 'attachmentIds')
  const byId = new Map(claimed.map((row) => [row.id, toAttachmentJson(row)]))
  return ids.map((id) => byId.get(id)!)
}

/**
 * The attachments of a page of messages (1:1 and team ids alike), by message id: one query whatever the
 * page's length. Within a message, in the order they were uploaded.
 */
export async function findAttachmentsOfMessages(
  db: Db,
  messageIds: string[],
): Promise<Map<string, Attachment[]>> {
  const byMessage = new Map<string, Attachment[]>()
  if (messageIds.length === 0) return byMessage
  const rows = await db
    .select()
    .from(attachments)
    .where(or(inArray(attachments.messageId, messageIds), inArray(attachments.teamMessageId, messageIds)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
  for (const row of rows) {
    const messageId = (row.messageId ?? row.teamMessageId)!
    const list = byMessage.get(messageId) ?? []
    list.push(toAttachmentJson(row))
    byMessage.set(messageId, list)
  }
  return byMessage
}

/** The messages, each with its `attachments` when it has any (one query for the whole list). */
export async function withAttachments<T extends { id: string }>(
  db: Db,
  messages: T[],
): Promise<(T & { attachments?: Attachment[] })[]> {
  const byMessage = await findAttachmentsOfMessages(
    db,
    messages.map((message) => message.id),
  )
  if (byMessage.size === 0) return messages
  return messages.map((message) => {
    const found = byMessage.get(message.id)
    return found ? { ...message, attachments: found } : message
  })
}
