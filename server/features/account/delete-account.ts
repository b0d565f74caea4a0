import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { portfolioLikes, portfolioProjects, teamMembers, teams, uploads, users } from '../../db/schema'
import type { Storage } from '../../lib/storage'

/**
 * Deletes the account and its personal data (docs/decisions/034). The users row goes last and its
 * cascades take every row that belongs to the person; three things need care first, in the same
 * transaction: like counters of other people's projects, teams the person owns, and stored files.
 * Returns the storage keys that could not be removed (they are logged by the caller).
 */
export async function deleteAccount({
  db,
  storage,
  userId,
}: {
  db: Db
  storage: Storage
  userId: string
}): Promise<{ deleted: boolean; keysLeft: string[] }> {
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
    await tx.execute(sql`
      with successors as (
        select distinct on (m.team_id) m.team_id, m.id as member_id, m.user_id
        from ${teamMembers} m join ${teams} t on t.id = m.team_id
        where t.owner_id = ${userId} and m.user_id <> ${userId}
        order by m.team_id, m.joined_at, m.id
      ), moved as (
        update ${teams} set owner_id = successors.user_id
        from successors where ${teams.id} = successors.team_id
      )
      update ${teamMembers} set role = 'owner'
      from successors where ${teamMembers.id} = successors.member_id`)

    const files = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId))
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id })
    return { deleted: deleted.length > 0, keys: files.map((file) => file.key) }
  })

  // Files go once the rows are gone for good: a rolled-back deletion must not have lost images.
  const keysLeft: string[] = []
  for (const key of result.keys) {
    await storage.remove(key).catch(() => keysLeft.push(key))
  }
  return { deleted: result.deleted, keysLeft }
}
