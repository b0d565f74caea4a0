import { rooms } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import { findPresenceAudience } from '../../features/matches/peers'
import type { RealtimeServer } from '../types'
import { createMemoryPresence, type PresenceStore } from './presence-store'
import { createRedisPresence } from './redis-presence'

export interface Presence {
  onlineAmong: PresenceStore['onlineAmong']
  /** After a change of showOnlineStatus: matches see the person as they now choose to be seen. */
  announceVisibility: (userId: string, visible: boolean) => Promise<void>
  close: () => Promise<void>
}

/**
 * Tracks every socket's person (in memory, or across instances through Redis) and tells a person's
 * matches when they come online or go offline, never when they hide their status.
 */
export async function attachPresence(app: FastifyInstance, io: RealtimeServer): Promise<Presence> {
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
  const announce = async (userId: string, isOnline: boolean) => {
    const { visible, peerIds } = await findPresenceAudience(app.db, userId)
    if (visible) emit(peerIds, userId, isOnline)
  }
  const logFailure = (error: unknown) => app.log.warn({ err: error }, 'presence update failed')

  const { redisUrl, presenceTtlMs } = app.config
  const store = redisUrl
    ? await createRedisPresence({
        url: redisUrl,
        ttlMs: presenceTtlMs,
        log: app.log,
        onExpired: (userId) => track(announce(userId, false).catch(logFailure)),
      })
    : createMemoryPresence()

  io.on('connection', (socket) => {
    const { userId } = socket.data
    track(
      store
        .connect(userId)
        .then((cameOnline) => (cameOnline ? announce(userId, true) : undefined))
        .catch(logFailure),
    )
    socket.on('disconnect', () => {
      track(
        store
          .disconnect(userId)
          .then((wentOffline) => (wentOffline ? announce(userId, false) : undefined))
          .catch(logFailure),
      )
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
    close: async () => {
      await Promise.allSettled([...pending])
      closed = true
      await store.close()
    },
  }
}
