import { ERRORS, errorText } from '@shared/error-codes'
import { rooms } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { filterShowingPresence, findPresenceAudience } from '../features/matches/peers'
import { assertConversationMember } from '../features/messages/service'
import { assertTeamMember } from '../features/team-chat/service'
import { badRequest, HttpError } from '../lib/http-error'
import { handle } from './handle'
import { createUserRateLimiter } from './rate-limit'
import type { RealtimeSocket } from './types'

const PRESENCE_QUERY_MAX = 200

const typingSchema = z.union([
  z.object({ conversationId: z.string().max(100) }).strict(),
  z.object({ teamId: z.string().max(100) }).strict(),
])
const presenceQuerySchema = z.array(z.string().max(100)).max(PRESENCE_QUERY_MAX)

const tooMany = () => new HttpError(429, ERRORS.too_many_events)

/**
 * Typing indicators and presence questions: the ephemeral part of real time, never stored. Budgets
 * are per socket (keyed by its id), so one noisy tab cannot spend another's (shared/limits.ts
 * SOCKET_BUDGETS).
 */
export const createLiveHandlers = (app: FastifyInstance) => {
  const allowTyping = createUserRateLimiter(app, 'typing')
  const allowPresence = createUserRateLimiter(app, 'presenceQueries')
  return (socket: RealtimeSocket) => registerLiveHandlers(app, socket, { allowTyping, allowPresence })
}

function registerLiveHandlers(
  app: FastifyInstance,
  socket: RealtimeSocket,
  { allowTyping, allowPresence }: Record<'allowTyping' | 'allowPresence', (key: string) => Promise<boolean>>,
) {
  const { db } = app
  const { userId } = socket.data

  // Relayed to the others in that room only, after the same membership check as joining it.
  handle(app, socket, 'typing', async (payload) => {
    const parsed = typingSchema.safeParse(payload)
    if (!parsed.success) throw badRequest(ERRORS.typing_target)
    if (!(await allowTyping(socket.id))) throw tooMany()
    const target = parsed.data
    if ('conversationId' in target) {
      await assertConversationMember({ db, userId, conversationId: target.conversationId })
      socket.to(rooms.conversation(target.conversationId)).emit('typing', { ...target, userId })
    } else {
      await assertTeamMember({ db, userId, teamId: target.teamId })
      socket.to(rooms.team(target.teamId)).emit('typing', { ...target, userId })
    }
  })

  // Answers only for the caller's matches who show their status; anyone else is simply left out.
  handle(app, socket, 'presence', async (payload) => {
    const parsed = presenceQuerySchema.safeParse(payload)
    if (!parsed.success) throw badRequest(errorText('presence_list', { max: PRESENCE_QUERY_MAX }))
    if (!(await allowPresence(socket.id))) throw tooMany()
    const { peerIds } = await findPresenceAudience(db, userId)
    const mine = new Set(peerIds)
    const visible = await filterShowingPresence(
      db,
      [...new Set(parsed.data)].filter((id) => mine.has(id)),
    )
    const online = await app.presence.onlineAmong(visible)
    return visible.map((id) => ({ userId: id, isOnline: online.has(id) }))
  })
}
