import { createHash, randomBytes } from 'node:crypto'
import { SUSPENDED_MESSAGE } from '@shared/schemas/safety'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { profiles, sessions, users } from '../db/schema'
import { forbidden } from '../lib/http-error'
import { createSessionCache, type SessionCache } from '../lib/session-cache'
import { createSessionEvents, type SessionEvents } from '../lib/session-events'

export const SESSION_COOKIE = 'bubbles_session'
export const IDLE_MS = 14 * 24 * 3600_000
const ABSOLUTE_MS = 90 * 24 * 3600_000
// Refreshing last_seen_at on every request would turn every read into a write.
const TOUCH_EVERY_MS = 60_000

/** Who is asking. Anything else about them is read where it is needed, so it is never stale. */
export interface SessionUser {
  id: string
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
    sessionId: string | null
    /** Whether the signed-in user has created a profile (onboarding done), as of the session lookup. */
    hasProfile: boolean
  }
  interface FastifyInstance {
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** Resolves a raw cookie token to its live session, for the WebSocket handshake too. */
    findSession: (
      token: string | undefined,
    ) => Promise<{ sessionId: string; user: SessionUser; hasProfile: boolean } | null>
    sessionEvents: SessionEvents
    /** Live sessions of this instance; ended sessions are forgotten on every instance (realtime). */
    sessionCache: SessionCache
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Server-side sessions: an opaque 256-bit cookie token, only its hash in the database. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.production,
  }

  app.decorate('sessionEvents', createSessionEvents())
  app.decorate('sessionCache', createSessionCache({ ttlMs: app.config.sessionCacheMs }))
  app.sessionEvents.on('session', (sessionId) => app.sessionCache.forgetSession(sessionId))
  app.sessionEvents.on('user', (userId) => app.sessionCache.forgetUser(userId))
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)
  app.decorateRequest('hasProfile', false)

  // Prepared once: this runs whenever a session is not in the cache, so neither the SQL text nor its plan
  // is rebuilt. It also answers "has this person onboarded?", so requireProfile costs no second query.
  const findSessionQuery = app.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      hasProfile: sql<boolean>`${profiles.userId} is not null`,
    })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${IDLE_MS / 1000})`),
      ),
    )
    .limit(1)
    .prepare('find_session')

  const lookUp = async (tokenHash: string, now: number) => {
    const cached = app.sessionCache.get(tokenHash)
    if (cached) {
      const live = cached.expiresAt > now && now - cached.lastSeenAt < IDLE_MS
      return live ? { session: cached, hasProfile: true } : null
    }
    const [row] = await findSessionQuery.execute({ tokenHash })
    if (!row) return null
    const session = {
      sessionId: row.sessionId,
      userId: row.userId,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    }
    if (row.hasProfile) app.sessionCache.remember(tokenHash, session)
    return { session, hasProfile: row.hasProfile }
  }

  app.decorate('findSession', async (token: string | undefined) => {
    if (!token || token.length > 100) return null
    const now = Date.now()
    const found = await lookUp(hashToken(token), now)
    if (!found) return null
    const { session, hasProfile } = found
    if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
      // Marked first, so the requests that arrive while this write runs do not repeat it.
      session.lastSeenAt = now
      const at = new Date(now)
      await app.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, session.sessionId))
      await app.db.update(users).set({ lastActiveAt: at }).where(eq(users.id, session.userId))
    }
    return { sessionId: session.sessionId, user: { id: session.userId }, hasProfile }
  })

  // What a signed-in person's API answers say is theirs alone: no browser or shared cache may keep it.
  app.addHook('onSend', async (request, reply) => {
    if (request.user && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
  })

  app.addHook('onRequest', async (request) => {
    // Only the API acts on who is asking; images, scripts and pages are the same for everyone.
    if (!request.url.startsWith('/api/')) return
    const found = await app.findSession(request.cookies[SESSION_COOKIE])
    request.user = found?.user ?? null
    request.sessionId = found?.sessionId ?? null
    request.hasProfile = found?.hasProfile ?? false
  })

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    // Every way in (Google, development, password) ends here: a suspended account gets no session.
    const [account] = await app.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId))
    if (account?.suspendedAt) throw forbidden(SUSPENDED_MESSAGE)
    // A new token on every sign-in (no fixation); the previous session of this browser ends.
    if (request.sessionId) {
      await app.db.delete(sessions).where(eq(sessions.id, request.sessionId))
      app.sessionEvents.emit('session', request.sessionId)
    }
    const token = randomBytes(32).toString('base64url')
    const now = Date.now()
    await app.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      expiresAt: new Date(now + ABSOLUTE_MS),
    })
    // Expired rows of this user are swept here rather than by a timer.
    await app.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)))
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: ABSOLUTE_MS / 1000 })
    app.sessionEvents.emit('started', userId)
  })

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionId) {
      await app.db.delete(sessions).where(eq(sessions.id, request.sessionId))
      app.sessionEvents.emit('session', request.sessionId)
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions)
  })
})
