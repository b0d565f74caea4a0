import { rooms } from '@shared/socket-events'
import { handleRoom } from '../../realtime/handle'
import type { SocketFeature } from '../../realtime/types'
import { assertTeamMember } from './service'
import { teamRooms } from './team-rooms'

/** A team chat's live side: its room, open to the team's members (typing is in messages/typing.ts). */
export const teamChatSocket: SocketFeature = (app) => {
  const { db } = app
  return {
    rooms: [teamRooms],
    connect: (socket) => {
      const { userId } = socket.data
      handleRoom(app, socket, {
        join: 'join-team',
        leave: 'leave-team',
        id: 'team_id',
        room: rooms.team,
        mayJoin: (teamId) => assertTeamMember({ db, userId, teamId }),
      })
    },
  }
}
