import { ERRORS, errorText } from '@shared/error-codes'
import { CALL_SIGNAL_MAX_BYTES } from '@shared/limits'
import { sendMessageSchema } from '@shared/schemas/chat'
import { CALL_EVENTS, type CallSignal, type ReceivedCallSignal, rooms } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import { findMatchPeer } from '../features/matches/service'
import { sendMessage } from '../features/messages/deliver'
import { assertConversationMember } from '../features/messages/service'
import { assertTeamMember } from '../features/team-chat/service'
import { badRequest, HttpError } from '../lib/http-error'
import { handle, idOf } from './handle'
import { createLiveHandlers } from './live-handlers'
import type { RealtimeServer } from './types'

export function registerHandlers(app: FastifyInstance, io: RealtimeServer) {
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
      return sendMessage({ db, io, flush: app.flushBroadcasts, userId, ...parsed.data })
    })
    registerLiveHandlers(socket)

    // Call signalling is relayed only to the other person of the match, never to anyone named in it.
    for (const event of CALL_EVENTS) {
      handle(app, socket, event, async (payload) => {
        const signal = payload as { matchId?: unknown } | null
        if (typeof signal !== 'object' || signal === null) throw badRequest(ERRORS.match_id_required)
        // An SDP or ICE payload is a few kilobytes; a bigger one would only load the other person.
        if (Buffer.byteLength(JSON.stringify(signal)) > CALL_SIGNAL_MAX_BYTES) {
          throw new HttpError(413, errorText('call_signal_too_large', { kb: CALL_SIGNAL_MAX_BYTES / 1024 }))
        }
        await budgets.spend('callSignals', userId)
        const peerId = await findMatchPeer({ db, userId, matchId: idOf(signal.matchId, 'match_id') })
        io.to(rooms.user(peerId)).emit(event, {
          ...(signal as CallSignal),
          fromUserId: userId,
        } as ReceivedCallSignal)
      })
    }
  })
}
