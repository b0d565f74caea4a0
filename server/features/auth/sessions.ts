import { ERRORS } from '@shared/error-codes'
import type { Session } from '@shared/schemas/sessions'
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import type { SessionEvents } from '../../lib/session-events'
import { IDLE_MS } from '../../plugins/session'
import { describeUserAgent } from './user-agent'

/** Where the person is signed in: their live sessions, the one asking first, then the most recently used. */
export async function listSessions({
  db,
  userId,
  currentSessionId,
}: {
  db: Db
  userId: string
  currentSessionId: string | null
}): Promise<Session[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        // The same rules as the session lookup: an expired or idle session is already over.
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${IDLE_MS / 1000})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === currentSessionId,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      ...describeUserAgent(row.userAgent),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/**
 * Ends one of the person's sessions. The owner is part of the delete itself, so another person's
 * session id finds nothing (404, the same answer as an unknown id: nothing about it is given away).
 * The event closes its sockets and drops it from the session cache on every instance.
 */
export async function revokeSession({
  db,
  events,
  userId,
  sessionId,
}: {
  db: Db
  events: SessionEvents
  userId: string
  sessionId: string
}) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id })
  if (!ended) throw notFound(ERRORS.session_not_found)
  events.emit('session', ended.id)
}

/** "Sign out of all other devices": every session of the person but the one asking. */
export async function revokeOtherSessions({
  db,
  events,
  userId,
  currentSessionId,
}: {
  db: Db
  events: SessionEvents
  userId: string
  currentSessionId: string
}) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id })
  for (const { id } of ended) events.emit('session', id)
  return { ended: ended.length }
}
