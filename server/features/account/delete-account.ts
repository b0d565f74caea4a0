import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { portfolioLikes, portfolioProjects, uploads, users } from '../../db/schema'
import type { Storage } from '../../lib/storage'
import { attachmentKeysOfUser } from '../attachments'
import { peopleAffectedBy, refreshReputation } from '../reputation'
import { handOverOwnedTeams } from '../teams'

/**
 * Deletes the account and its personal data (docs/decisions/034). The users row goes last and its
 * cascades take every row that belongs to the person; three things need care first, in the same
 * transaction: like counters of other people's projects, teams the person owns, and stored files.
 * Returns the storage keys that could not be removed (they are logged by the caller), and the people
 * of the teams that changed hands (they are told).
 */
export async function deleteAccount({
  db,
  storage,
  userId,
}: {
  db: Db
  storage: Storage
  userId: string
}): Promise<{ deleted: boolean; keysLeft: string[]; teammates: string[] }> {
  const result = await db.transaction(async (tx) => {
    // The likes counter is kept in step with portfolio_likes: each like this person gave comes off.
    await tx.execute(sql`
      with removed as (
        delete from ${portfolioLikes} where ${portfolioLikes.userId} = ${userId}
        returning ${portfolioLikes.projectId} as project_id
      )
      update ${portfolioProjects} set likes = greatest(${portfolioProjects.likes} - 1, 0)
      from removed where ${portfolioProjects.id} = removed.project_id`)

    // A team outlives its owner when others are in it: the longest-standing member takes it over.
    // Teams with nobody else go with the owner (teams.owner_id cascades).
    const teammates = await handOverOwnedTeams(tx, userId)

    const files = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId))
    // The files they shared in chat: their rows go with the person (cascade), their bytes after the commit.
    const attachmentKeys = await attachmentKeysOfUser(tx, userId)
    // Their reviews, endorsements and crew places go with them (cascades); the ratings and project counts
    // of the people those touched are set again from what remains.
    const affected = await peopleAffectedBy(tx, userId)
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id })
    await refreshReputation(tx, affected)
    return {
      deleted: deleted.length > 0,
      keys: [...files.map((file) => file.key), ...attachmentKeys],
      teammates,
    }
  })

  // Files go once the rows are gone for good: a rolled-back deletion must not have lost images.
  const keysLeft: string[] = []
  for (const key of result.keys) {
    await storage.remove(key).catch(() => keysLeft.push(key))
  }
  return { deleted: result.deleted, keysLeft, teammates: result.teammates }
}
