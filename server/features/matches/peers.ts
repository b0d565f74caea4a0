import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matches, profiles } from '../../db/schema'
import { blockedBetween } from '../safety'

/**
 * Who may see a person's presence: their matches, and only while the person shows their online
 * status (privacy setting showOnlineStatus; no profile yet means nothing to show).
 */
export async function findPresenceAudience(db: Db, userId: string) {
  const [profile] = await db
    .select({ showOnlineStatus: profiles.showOnlineStatus })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  const peers = await db
    .select({
      id: sql<string>`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`,
    })
    .from(matches)
    .where(
      and(
        or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)),
        sql`not ${blockedBetween(matches.user1Id, matches.user2Id)}`,
      ),
    )
  return { visible: profile?.showOnlineStatus ?? false, peerIds: peers.map((peer) => peer.id) }
}

/** Of these people, the ones who show their online status. */
export async function filterShowingPresence(db: Db, userIds: string[]) {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(inArray(profiles.userId, userIds), eq(profiles.showOnlineStatus, true)))
  return rows.map((row) => row.userId)
}
