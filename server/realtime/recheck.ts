import { rooms } from '@shared/socket-events'
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { conversations, matches, sessions, teamMembers, users } from '../db/schema'
import { blockedBetween } from '../features/safety/block-rules'
import type { RealtimeServer, RealtimeSocket } from './types'

const CONVERSATION = rooms.conversation('')
const TEAM = rooms.team('')

/**
 * The news that a session ended or a room was left travels between instances through Redis, and is
 * lost while Redis is down. So each instance re-checks, on a timer, what its own sockets hold: a socket
 * whose session is gone (logout, account deletion, suspension) is disconnected, and one that may no
 * longer be in a conversation or team room (unmatch, block, removal) leaves it. One query per kind for
 * all sockets of the instance. Returns the function that stops it.
 */
export function startSocketRecheck(app: FastifyInstance, io: RealtimeServer) {
  let failing = false
  const run = async () => {
    try {
      await recheck(app, [...io.of('/').sockets.values()])
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

async function recheck(app: FastifyInstance, sockets: RealtimeSocket[]) {
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
  const inConversations = held(CONVERSATION)
  const inTeams = held(TEAM)
  const allowed = new Set<string>()
  if (inConversations.length > 0) {
    const pairs = await db
      .select({ conversationId: conversations.id, user1Id: matches.user1Id, user2Id: matches.user2Id })
      .from(conversations)
      .innerJoin(matches, eq(matches.id, conversations.matchId))
      .where(
        and(
          inArray(conversations.id, [...new Set(inConversations.map((held) => held.id))]),
          sql`not ${blockedBetween(matches.user1Id, matches.user2Id)}`,
        ),
      )
    for (const pair of pairs) {
      allowed.add(`${pair.user1Id}:${CONVERSATION}${pair.conversationId}`)
      allowed.add(`${pair.user2Id}:${CONVERSATION}${pair.conversationId}`)
    }
  }
  if (inTeams.length > 0) {
    const members = await db
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(
        and(
          inArray(teamMembers.teamId, [...new Set(inTeams.map((held) => held.id))]),
          inArray(teamMembers.userId, [...new Set(inTeams.map((held) => held.socket.data.userId))]),
        ),
      )
    for (const member of members) allowed.add(`${member.userId}:${TEAM}${member.teamId}`)
  }
  for (const { socket, room } of [...inConversations, ...inTeams]) {
    if (!allowed.has(`${socket.data.userId}:${room}`)) void socket.leave(room)
  }
}
