import { LRUCache } from 'lru-cache'

/** A live session as the cache keeps it: who it is and when it ends, never the person's other details. */
export interface CachedSession {
  sessionId: string
  userId: string
  /** Epoch milliseconds. */
  expiresAt: number
  lastSeenAt: number
}

const MAX_SESSIONS = 50_000

/**
 * Live sessions by token hash, so an API request does not wait on the database to learn who is asking
 * (docs/decisions/011). Only people who have finished onboarding are kept: "has a profile" then cannot
 * change while the session lives.
 */
export function createSessionCache({ ttlMs }: { ttlMs: number }) {
  // The TTL is a safety net, not the means of revocation: ended sessions are forgotten at once
  // (forgetSession, forgetUser), on every instance (server/realtime/index.ts). Were a message between
  // instances lost, an ended session would still stop working within it (SESSION_CACHE_SECONDS).
  const sessions = new LRUCache<string, CachedSession>({ max: MAX_SESSIONS, ttl: ttlMs })
  // Ended sessions and people, remembered for as long as an entry can live: a lookup that started before
  // the end must not put the session back when it finishes after it.
  const endedSessions = new LRUCache<string, true>({ max: MAX_SESSIONS, ttl: ttlMs })
  const endedUsers = new LRUCache<string, true>({ max: MAX_SESSIONS, ttl: ttlMs })

  return {
    get(tokenHash: string): CachedSession | undefined {
      return sessions.get(tokenHash)
    },
    remember(tokenHash: string, session: CachedSession) {
      if (endedSessions.has(session.sessionId) || endedUsers.has(session.userId)) return
      sessions.set(tokenHash, session)
    },
    forgetSession(sessionId: string) {
      endedSessions.set(sessionId, true)
      for (const [tokenHash, session] of sessions.entries()) {
        if (session.sessionId === sessionId) sessions.delete(tokenHash)
      }
    },
    forgetUser(userId: string) {
      endedUsers.set(userId, true)
      for (const [tokenHash, session] of sessions.entries()) {
        if (session.userId === userId) sessions.delete(tokenHash)
      }
    },
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>
