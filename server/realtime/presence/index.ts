import { rooms } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import { atMostCloseWait } from '../../lib/redis'
import type { PresenceAudience, RealtimeServer } from '../types'
import { forgetStalePresence, recordPresence } from './last-seen'
import { createMemoryPresence, type PresenceStore } from './presence-store'
import { createRedisPresence } from './redis-presence'

export interface Presence {
  onlineAmong: PresenceStore['onlineAmong']
  /** After a change of showOnlineStatus: matches see the person as they now choose to be seen. */
  announceVisibility: (userId: string, visible: boolean) => Promise<void>
  /**
   * Resolves once every arrival and departure seen so far is recorded and announced: after it, a
   * presence event that was going to be sent has been (tests wait on this instead of a clock).
   */
  settled: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Tracks every socket's person (in memory, or across instances through Redis) and tells a person's
 * matches when they come online or go offline, never when they hide their status.
 */
export async function attachPresence(
  app: FastifyInstance,
  io: RealtimeServer,
  findPresenceAudience: PresenceAudience,
): Promise<Presence> {
  let closed = false
  const emit = (peerIds: string[], userId: string, isOnline: boolean) => {
    if (closed || peerIds.length === 0) return
    io.to(peerIds.map(rooms.user)).emit('presence', { userId, isOnline })
  }
  // Announcements still under way; closing waits for them, so the sockets this instance drops as it
  // shuts down are announced while Redis and the database are still there.
  const pending = new Set<Promise<unknown>>()
  const track = (work: Promise<unknown>) => {
    pending.add(work)
    void work.finally(() => pending.delete(work))
  }
  const logFailure = (error: unknown) => app.log.warn({ err: error }, 'presence update failed')
  // One person's changes run one after another (a reload is a disconnect then a connect), and each
  // announcement says what is true when it is sent, so a slow one can never overwrite a newer state.
  const queues = new Map<string, Promise<void>>()
  const serially = (userId: string, work: () => Promise<void>) => {
    const next = (queues.get(userId) ?? Promise.resolve()).then(work).catch(logFailure)
    queues.set(userId, next)
    void next.finally(() => {
      if (queues.get(userId) === next) queues.delete(userId)
    })
    track(next)
  }
  const announce = async (userId: string) => {
    const { visible, peerIds } = await findPresenceAudience(app.db, userId)
    if (!visible) return
    emit(peerIds, userId, (await store.onlineAmong([userId])).has(userId))
  }

  // A transition is also written to the database, where the outbox reads who is away (docs/decisions/023).
  const changed = async (userId: string, online: boolean) => {
    await recordPresence(app.db, userId, online)
    await announce(userId)
  }
  const { redisUrl, presenceTtlMs } = app.config
  const store = redisUrl
    ? await createRedisPresence({
        url: redisUrl,
        ttlMs: presenceTtlMs,
        log: app.log,
        onExpired: (userId) => serially(userId, () => changed(userId, false)),
      })
    : createMemoryPresence()
  if (!redisUrl) await forgetStalePresence(app.db)

  io.on('connection', (socket) => {
    const { userId } = socket.data
    serially(userId, async () => {
      if (await store.connect(userId)) await changed(userId, true)
    })
    socket.on('disconnect', () => {
      serially(userId, async () => {
        if (await store.disconnect(userId)) await changed(userId, false)
      })
    })
  })

  return {
    onlineAmong: (userIds) => store.onlineAmong(userIds),
    announceVisibility: async (userId, visible) => {
      const { peerIds } = await findPresenceAudience(app.db, userId)
      const online = (await store.onlineAmong([userId])).has(userId)
      // Hidden reads as offline; shown again reads as whatever is true now.
      emit(peerIds, userId, visible && online)
    },
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
    close: async () => {
      await atMostCloseWait(Promise.allSettled([...pending]))
      closed = true
      await store.close()
    },
  }
}
