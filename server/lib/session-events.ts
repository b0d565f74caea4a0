import { EventEmitter } from 'node:events'

/**
 * Told when sessions end, so long-lived connections (WebSockets) can be closed with them.
 * `session`: one session ended (logout). `user`: every session of a user ended (account deletion).
 * `started`: a user signed in somewhere, so their open Settings → Security pages can list it.
 */
export interface SessionEvents {
  on(event: 'session', listener: (sessionId: string) => void): this
  on(event: 'user' | 'started', listener: (userId: string) => void): this
  emit(event: 'session', sessionId: string): boolean
  emit(event: 'user' | 'started', userId: string): boolean
}

export const createSessionEvents = () => new EventEmitter() as SessionEvents
