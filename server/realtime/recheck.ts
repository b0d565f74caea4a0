import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { sessions, users } from '../db/schema'
import type { RealtimeServer, RealtimeSocket, RoomCheck } from './types'

/**
 * The news that a session ended or a room was left travels between instances through Redis, and is
 * lost while Redis is down. So each instance re-checks, on a timer, what its own sockets hold: a socket
 * whose session is gone (logout, account deletion, suspension) is disconnected, and one that may no
 * longer be in a conversation or team room (unmatch, block, removal) leaves it: the features say who
 * may hold their rooms (`roomChecks`). One query per kind for all sockets of the instance. Returns the
 * function that stops it.
 */
export function startSocketRecheck(app: FastifyInstance, io: RealtimeServer, roomChecks: RoomCheck[]) {
  let failing = false
  const run = async () => {
    try {
      await recheck(app, [...io.of('/').sockets.values()], roomChecks)
      failing = false
    } catch (error) {
      // The database may be away for a while: said once, and nobody is disconnected for it.
      if (!failing) app.log.warn({ err: error }, 'socket re-check failed; will try again')
      failing = true
    }
  }
  const timer = setInterval(() => void run(), app.config.socketRecheckMs)
  timer.unref()
  return () => clearInterval(timer)
}

async function recheck(app: FastifyInstance, sockets: RealtimeSocket[], roomChecks: RoomCheck[]) {
  if (sockets.length === 0) return
  const { db } = app
  const sessionIds = [...new Set(sockets.map((socket) => socket.data.sessionId))]
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)),
    )
  const liveIds = new Set(live.map((row) => row.id))
  const connected: RealtimeSocket[] = []
  for (const socket of sockets) {
    if (liveIds.has(socket.data.sessionId)) {
      connected.push(socket)
      continue
    }
    // HTTP requests on this instance stop trusting it too, not only when the cached copy runs out.
    app.sessionCache.forgetSession(socket.data.sessionId)
    socket.disconnect(true)
  }

  const held = (prefix: string) =>
    connected.flatMap((socket) =>
      [...socket.rooms]
        .filter((room) => room.startsWith(prefix))
        .map((room) => ({ socket, room, id: room.slice(prefix.length) })),
    )
  for (const check of roomChecks) {
    const holdings = held(check.prefix)
    if (holdings.length === 0) continue
    const allowed = new Set(
      (
        await check.allowed(
          db,
          [...new Set(holdings.map((holding) => holding.id))],
          [...new Set(holdings.map((holding) => holding.socket.data.userId))],
        )
      ).map((pair) => `${pair.userId}:${check.prefix}${pair.id}`),
    )
    for (const { socket, room } of holdings) {
      if (!allowed.has(`${socket.data.userId}:${room}`)) void socket.leave(room)
    }
  }
}
