import { ERRORS, errorText } from '@shared/error-codes'
import { z } from 'zod'
import { badRequest, HttpError } from '../../lib/http-error'
import { handle } from '../../realtime/handle'
import { createUserRateLimiter } from '../../realtime/rate-limit'
import type { SocketFeature } from '../../realtime/types'
import { filterShowingPresence, findPresenceAudience } from './peers'

const PRESENCE_QUERY_MAX = 200

const presenceQuerySchema = z.array(z.string().max(100)).max(PRESENCE_QUERY_MAX)

/**
 * Presence questions: who of my matches is online. Presence is the matches' business (who may see
 * whom); where it is stored is the transport's (realtime/presence). The budget
 * (SOCKET_BUDGETS.presenceQueries) is per socket, keyed by its id, so one noisy tab cannot spend another's.
 */
export const presenceSocket: SocketFeature = (app) => {
  const allowPresence = createUserRateLimiter(app, 'presenceQueries')
  const { db } = app
  return {
    connect: (socket) => {
      const { userId } = socket.data
      // Answers only for the caller's matches who show their status; anyone else is simply left out.
      handle(app, socket, 'presence', async (payload) => {
        const parsed = presenceQuerySchema.safeParse(payload)
        if (!parsed.success) throw badRequest(errorText('presence_list', { max: PRESENCE_QUERY_MAX }))
        if (!(await allowPresence(socket.id))) throw new HttpError(429, ERRORS.too_many_events)
        const { peerIds } = await findPresenceAudience(db, userId)
        const mine = new Set(peerIds)
        const visible = await filterShowingPresence(
          db,
          [...new Set(parsed.data)].filter((id) => mine.has(id)),
        )
        const online = await app.presence.onlineAmong(visible)
        return visible.map((id) => ({ userId: id, isOnline: online.has(id) }))
      })
    },
  }
}
