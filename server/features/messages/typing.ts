import { ERRORS } from '@shared/error-codes'
import { rooms } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { badRequest, HttpError } from '../../lib/http-error'
import { handle } from '../../realtime/handle'
import { createUserRateLimiter } from '../../realtime/rate-limit'
import type { RealtimeSocket } from '../../realtime/types'
import { assertTeamMember } from '../team-chat'
import { assertConversationMember } from './service'

const typingSchema = z.union([
  z.object({ conversationId: z.string().max(100) }).strict(),
  z.object({ teamId: z.string().max(100) }).strict(),
])

/**
 * Typing indicators, in a conversation or a team chat: ephemeral, never stored. One event for both
 * chats, so it lives with the conversation's and asks team chat only whether the person is a member.
 * The budget (SOCKET_BUDGETS.typing) is per socket, keyed by its id, so one noisy tab cannot spend another's.
 */
export const createTypingHandler = (app: FastifyInstance) => {
  const allowTyping = createUserRateLimiter(app, 'typing')
  const { db } = app
  return (socket: RealtimeSocket) => {
    const { userId } = socket.data
    // Relayed to the others in that room only, after the same membership check as joining it.
    handle(app, socket, 'typing', async (payload) => {
      const parsed = typingSchema.safeParse(payload)
      if (!parsed.success) throw badRequest(ERRORS.typing_target)
      if (!(await allowTyping(socket.id))) throw new HttpError(429, ERRORS.too_many_events)
      const target = parsed.data
      if ('conversationId' in target) {
        await assertConversationMember({ db, userId, conversationId: target.conversationId })
        socket.to(rooms.conversation(target.conversationId)).emit('typing', { ...target, userId })
      } else {
        await assertTeamMember({ db, userId, teamId: target.teamId })
        socket.to(rooms.team(target.teamId)).emit('typing', { ...target, userId })
      }
    })
  }
}
