import { notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { moderatorEmails, users } from '../../db/schema'

/**
 * Gives the database the moderators of ADMIN_EMAILS, so SQL can leave them out where
 * staff do not belong (Discover). The list changes only with the configuration, so this runs once, at
 * start-up (buildApp): it replaces moderator_emails, and users.is_moderator follows for the people whose
 * address joined or left the list. Between start-ups the trigger of drizzle/0017 keeps the flag right as
 * addresses are written. Instances of one database share the table, so they share ADMIN_EMAILS as they
 * do the rest of their configuration; during a rollout that changes it, the instance started last wins.
 */
export async function syncModerators({ db, adminEmails }: { db: Db; adminEmails: Set<string> }) {
  const emails = [...adminEmails]
  await db.transaction(async (tx) => {
    // Instances starting together take turns: their row updates never interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('moderator_emails', 0))`)
    await tx
      .delete(moderatorEmails)
      .where(emails.length > 0 ? notInArray(moderatorEmails.email, emails) : undefined)
    if (emails.length > 0) {
      await tx
        .insert(moderatorEmails)
        .values(emails.map((email) => ({ email })))
        .onConflictDoNothing()
    }
    await tx
      .update(users)
      .set({ isModerator: sql`not ${users.isModerator}` })
      .where(
        sql`${users.isModerator} <> exists (select 1 from ${moderatorEmails} m where m.email = lower(${users.email}))`,
      )
  })
}
