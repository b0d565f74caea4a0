import { ATTACHMENT_LIMITS } from '@shared/limits'
import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../../db/client'
import { attachments } from '../../db/schema'
import type { Storage } from '../../lib/storage'
import { removeStoredFiles } from './remove'

// Often enough that a file is gone within minutes of its 24 hours; each sweep is one indexed delete.
const SWEEP_MS = 10 * 60_000

/**
 * Removes, rows and files, the attachments nobody will send or see: unsent ones older than the unsent
 * lifetime, and sent ones whose message is gone (an unmatch or a deleted team took the message row).
 * One delete statement claims the rows, so sweeping instances never remove one twice.
 * `unsentMs` is the lifetime (tests shorten it). Returns how many attachments went.
 */
export async function sweepAttachments({
  db,
  storage,
  unsentMs = ATTACHMENT_LIMITS.unsentMs,
}: {
  db: Db
  storage: Storage
  unsentMs?: number
}): Promise<{ removed: number; keysLeft: string[] }> {
  const removed = await db
    .delete(attachments)
    .where(
      and(
        isNull(attachments.messageId),
        isNull(attachments.teamMessageId),
        or(
          isNotNull(attachments.sentAt),
          lt(attachments.createdAt, sql`now() - make_interval(secs => ${unsentMs / 1000})`),
        ),
      ),
    )
    .returning({ key: attachments.key, thumbnailKey: attachments.thumbnailKey })
  const keys = removed.flatMap((row) => (row.thumbnailKey ? [row.key, row.thumbnailKey] : [row.key]))
  return { removed: removed.length, keysLeft: await removeStoredFiles(storage, keys) }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes unsent and orphaned attachments now (the timer does it every few minutes). */
    sweepAttachments: (options?: { unsentMs?: number }) => ReturnType<typeof sweepAttachments>
  }
}

/** Every instance sweeps on a timer; the delete decides which one removes each file. */
export const attachmentCleanup = fp(async (app: FastifyInstance) => {
  const sweep = (options: { unsentMs?: number } = {}) =>
    sweepAttachments({ db: app.db, storage: app.storage, ...options })
  const timer = setInterval(() => {
    sweep()
      .then(({ keysLeft }) => {
        if (keysLeft.length > 0) app.log.warn({ keys: keysLeft }, 'attachment files could not be removed')
      })
      .catch((error) => app.log.warn({ err: error }, 'attachment cleanup failed'))
  }, SWEEP_MS)
  timer.unref()
  app.decorate('sweepAttachments', sweep)
  app.addHook('preClose', async () => clearInterval(timer))
})
