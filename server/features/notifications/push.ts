import type { FastifyInstance } from 'fastify'
import { pushNotifications } from '../../realtime/broadcast'
import { findNotificationsById } from './store'

/**
 * After the transaction that stored them has committed: reads the notifications as shown and sends
 * each to its recipient's sockets. Never fails its caller: the event itself is stored and answered
 * already (a 500 now would invite a resend), and the bell shows the rows on its next load.
 */
export async function pushStoredNotifications(app: FastifyInstance, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  try {
    const stored = await findNotificationsById(app.db, ids)
    pushNotifications(app.io, stored)
    app.activity.notificationsCreated(stored.map(({ notification }) => notification.type))
    return new Set(stored.map(({ userId }) => userId))
  } catch (error) {
    app.log.error({ err: error }, 'pushing notifications failed')
    return new Set()
  }
}
