import { sendMessageSchema } from '@shared/schemas/chat'
import { rooms } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import type { CallContext } from '../features/calls/context'
import { sendMessage } from '../features/messages/deliver'
import { assertConversationMember } from '../features/messages/service'
import { assertTeamMember } from '../features/team-chat/service'
import { badRequest } from '../lib/http-error'
import { registerCallHandlers } from './call-handlers'
import { handle, idOf } from './handle'
import { createLiveHandlers } from './live-handlers'
import type { RealtimeServer } from './types'

export function registerHandlers(app: FastifyInstance, io: RealtimeServer, calls: CallContext) {
  const { db, budgets } = app
  const registerLiveHandlers = createLiveHandlers(app)

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data
    // These rooms let logout and account deletion reach the socket from any instance.
    socket.join([rooms.user(userId), rooms.session(sessionId)])

    handle(app, socket, 'join-conversation', async (payload) => {
      const conversationId = idOf(payload, 'conversation_id')
      await budgets.spend('roomJoins', userId)
      await assertConversationMember({ db, userId, conversationId })
      await socket.join(rooms.conversation(conversationId))
    })
    handle(app, socket, 'leave-conversation', async (payload) => {
      await socket.leave(rooms.conversation(idOf(payload, 'conversation_id')))
    })
    handle(app, socket, 'join-team', async (payload) => {
      const teamId = idOf(payload, 'team_id')
      await budgets.spend('roomJoins', userId)
      await assertTeamMember({ db, userId, teamId })
      await socket.join(rooms.team(teamId))
    })
    handle(app, socket, 'leave-team', async (payload) => {
      await socket.leave(rooms.team(idOf(payload, 'team_id')))
    })

    handle(app, socket, 'send-message', async (payload) => {
      const parsed = sendMessageSchema.safeParse(payload)
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message)
      // The same budget as POST /api/messages: one per person, whichever way the message comes.
      await budgets.spend('messages', userId)
      return sendMessage({
        db,
        io,
        flush: app.flushBroadcasts,
        activity: app.activity,
        userId,
        ...parsed.data,
      })
    })
    registerLiveHandlers(socket)

    registerCallHandlers(app, socket, calls)
  })
}
