import { rooms } from '@shared/socket-events'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { conversations, matches } from '../../db/schema'
import type { RoomCheck } from '../../realtime/types'
import { blockedBetween } from '../safety'

/** A conversation's room stays open to the two people of its match, while neither blocks the other. */
export const conversationRooms: RoomCheck = {
  prefix: rooms.conversation(''),
  allowed: async (db, conversationIds) => {
    const pairs = await db
      .select({ conversationId: conversations.id, user1Id: matches.user1Id, user2Id: matches.user2Id })
      .from(conversations)
      .innerJoin(matches, eq(matches.id, conversations.matchId))
      .where(
        and(
          inArray(conversations.id, conversationIds),
          sql`not ${blockedBetween(matches.user1Id, matches.user2Id)}`,
        ),
      )
    return pairs.flatMap((pair) => [
      { id: pair.conversationId, userId: pair.user1Id },
      { id: pair.conversationId, userId: pair.user2Id },
    ])
  },
}
