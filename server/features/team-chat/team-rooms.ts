import { rooms } from '@shared/socket-events'
import { and, inArray } from 'drizzle-orm'
import { teamMembers } from '../../db/schema'
import type { RoomCheck } from '../../realtime/types'

/** A team's room stays open to its members only: someone who left or was removed leaves it too. */
export const teamRooms: RoomCheck = {
  prefix: rooms.team(''),
  allowed: async (db, teamIds, userIds) => {
    const members = await db
      .select({ id: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(inArray(teamMembers.teamId, teamIds), inArray(teamMembers.userId, userIds)))
    return members
  },
}
