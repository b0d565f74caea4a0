import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userPresence } from '../../db/schema'
import { isForeignKeyViolation } from '../../lib/pg-errors'

/**
 * Writes a presence transition where every instance's outbox worker can read it (docs/decisions/023): the
 * emails for someone away wait until they have had no socket for 10 minutes, and the outbox trigger
 * writes no email for someone connected. `last_seen_at` moves on both transitions; offline, it is
 * when the last socket closed.
 */
export async function recordPresence(db: Db, userId: string, online: boolean) {
  await db
    .insert(userPresence)
    .values({ userId, online })
    .onConflictDoUpdate({ target: userPresence.userId, set: { online, lastSeenAt: sql`now()` } })
    // The person deleted their account while their socket was closing: nothing to record.
    .catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error
    })
}

/**
 * One instance without Redis holds every socket there is: at its start nobody is connected, whatever
 * a crash left written. (With Redis, the presence sweep announces a dead instance's people instead.)
 */
export async function forgetStalePresence(db: Db) {
  await db.update(userPresence).set({ online: false }).where(sql`${userPresence.online}`)
}
