import { sendMessageSchema } from '@shared/schemas/chat'
import { rooms } from '@shared/socket-events'
import { badRequest } from '../../lib/http-error'
import { handle, handleRoom } from '../../realtime/handle'
import type { SocketFeature } from '../../realtime/types'
import { conversationRooms } from './conversation-rooms'
import { sendMessage } from './deliver'
import { assertConversationMember } from './service'
import { createTypingHandler } from './typing'

/** A conversation's live side: joining its room, sending into it, and typing in it or in a team. */
export const messagesSocket: SocketFeature = (app, io) => {
  const { db, budgets } = app
  const registerTyping = createTypingHandler(app)
  return {
    rooms: [conversationRooms],
    connect: (socket) => {
      const { userId } = socket.data
      handleRoom(app, socket, {
        join: 'join-conversation',
        leave: 'leave-conversation',
        id: 'conversation_id',
        room: rooms.conversation,
        mayJoin: (conversationId) => assertConversationMember({ db, userId, conversationId }),
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
      registerTyping(socket)
    },
  }
}
