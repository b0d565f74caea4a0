import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Activity } from '../../lib/activity'
import type { RealtimeServer } from '../../realtime/types'

/** What the call flows need: the database, the sockets, the settings and this instance's ring timers. */
export interface CallContext {
  db: Db
  io: RealtimeServer
  /** app.flushBroadcasts: a call's line is acknowledged like any message, once its broadcast left. */
  flush: () => Promise<void>
  /** app.activity: a call's line counts as a stored message. */
  activity: Activity
  config: Config['calls']
  timers: RingTimers
  /** Who has a socket on any instance (realtime/presence): the sweep's view of who still holds a call. */
  onlineAmong: (userIds: string[]) => Promise<Set<string>>
  log: FastifyBaseLogger
}

export type RingTimers = ReturnType<typeof createRingTimers>

/**
 * The ring timeouts this instance started. A timer only hurries the end along: ending is a conditional
 * update, so a timer that fires after an answer on another instance does nothing, and the sweep ends a
 * ringing call whose instance died before its timer fired.
 */
export function createRingTimers() {
  const timers = new Map<string, NodeJS.Timeout>()
  return {
    start(callId: string, ms: number, onTimeout: () => Promise<unknown>) {
      const timer = setTimeout(() => {
        timers.delete(callId)
        void onTimeout()
      }, ms)
      timer.unref()
      timers.set(callId, timer)
    },
    clear(callId: string) {
      clearTimeout(timers.get(callId))
      timers.delete(callId)
    },
    clearAll() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
