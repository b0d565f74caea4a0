import type { Attachment } from '@shared/schemas/attachments'
import type { Db } from '../../db/client'
import { linkAttachments } from '../attachments'
import { type MessageInput, type SentRow, sendOne } from './send-one'

/**
 * A message with files: its statement (send-one.ts) and the claim of its attachments in one transaction,
 * outside the batches, so a refused attachment takes the message back with it. A repeated clientId stores
 * nothing and claims nothing (no row): the stored message answers, with the files it took the first time.
 */
export async function sendWithAttachments(
  db: Db,
  input: MessageInput,
  attachmentIds: string[],
): Promise<{ row?: SentRow; attachments?: Attachment[] }> {
  return db.transaction(async (tx) => {
    const row = await sendOne(tx, input)
    if (!row) return {}
    const attachments = await linkAttachments(tx, {
      userId: input.userId,
      attachmentIds,
      link: { messageId: row.id },
    })
    return { row, attachments }
  })
}
