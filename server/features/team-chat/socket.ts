import { rooms } from '@shared/socket-events'
import { handle, idOf } from '../../realtime/handle'
import type { SocketFeature } from '../../realtime/types'
import { assertTeamMember } from './service'
import { teamRooms } from './team-rooms'

/** A team chat's live side: its room, open to the team's members (typing is in messages/typing.ts). */
export const teamChatSocket: SocketFeature = (app) => {
  const { db, budgets } = app
  return {
    rooms: [teamRooms],
    connect: (socket) => {
      const { userId } = socket.data
      handle(app, socket, 'join-team', async (payload) => {
        const teamId = idOf(payload, 'team_id')
        await budgets.spend('roomJoins', userId)
        await assertTeamMember({ db, userId, teamId })
        await socket.join(rooms.team(teamId))
      })
      handle(app, socket, 'leave-team', async (payload) => {
        await socket.leave(rooms.team(idOf(payload, 'team_id')))
      })
    },
  }
}
