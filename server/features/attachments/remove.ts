import { eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { attachments } from '../../db/schema'
import type { Storage } from '../../lib/storage'

/** Both stored files of each row: the file and an image's thumbnail. */
const keysOf = (rows: { key: string; thumbnailKey: string | null }[]) =>
  rows.flatMap((row) => (row.thumbnailKey ? [row.key, row.thumbnailKey] : [row.key]))

/**
 * Removes the attachments of these messages (1:1 or team ids) from the database, inside the caller's
 * transaction, and returns their storage keys. The caller removes the files with removeStoredFiles
 * once the transaction has committed: a rolled-back deletion must not have lost the files. A key left
 * behind by a failed removal is only a file nobody can reach (its row is gone).
 */
export async function removeAttachmentsOfMessages(tx: Db, messageIds: string[]): Promise<string[]> {
  if (messageIds.length === 0) return []
  const removed = await tx
    .delete(attachments)
    .where(or(inArray(attachments.messageId, messageIds), inArray(attachments.teamMessageId, messageIds)))
    .returning({ key: attachments.key, thumbnailKey: attachments.thumbnailKey })
  return keysOf(removed)
}

/**
 * The storage keys of every attachment a person uploaded, read in the account deletion's transaction
 * (their rows go with the person's by cascade); their files are removed after it commits.
 */
export async function attachmentKeysOfUser(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: attachments.key, thumbnailKey: attachments.thumbnailKey })
    .from(attachments)
    .where(eq(attachments.userId, userId))
  return keysOf(rows)
}

/** Removes stored files; returns the keys whose removal failed (for the caller to log). */
export async function removeStoredFiles(storage: Storage, keys: string[]): Promise<string[]> {
  const left: string[] = []
  for (const key of keys) await storage.remove(key).catch(() => left.push(key))
  return left
}

/** removeAttachmentsOfMessages and removeStoredFiles together, for a caller with no transaction of its own. */
export async function deleteAttachmentsOfMessages({
  db,
  storage,
  messageIds,
}: {
  db: Db
  storage: Storage
  messageIds: string[]
}): Promise<string[]> {
  const keys = await db.transaction((tx) => removeAttachmentsOfMessages(tx, messageIds))
  return removeStoredFiles(storage, keys)
}
