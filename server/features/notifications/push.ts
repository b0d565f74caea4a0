import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Activity } from '../../lib/activity'
import { pushNotifications } from '../../realtime/broadcast'
import type { RealtimeServer } from '../../realtime/types'
import { findNotificationsById } from './store'

/** What pushing needs of the app; a route passes `app` itself. */
export interface NotificationPushDeps {
  db: Db
  io: RealtimeServer
  activity: Activity
  log: FastifyBaseLogger
}

/**
 * After the transaction that stored them has committed: reads the notifications as shown and sends
 * each to its recipient's sockets. Never fails its caller: the event itself is stored and answered
 * already (a 500 now would invite a resend), and the bell shows the rows on its next load.
 */
export async function pushStoredNotifications(
  { db, io, activity, log }: NotificationPushDeps,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  try {
    const stored = await findNotificationsById(db, ids)
    pushNotifications(io, stored)
    activity.notificationsCreated(stored.map(({ notification }) => notification.type))
    return new Set(stored.map(({ userId }) => userId))
  } catch (error) {
    log.error({ err: error }, 'pushing notifications failed')
    return new Set()
  }
}
