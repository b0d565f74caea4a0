import { EventEmitter } from 'node:events'

/**
 * Told when sessions end, so long-lived connections (WebSockets) can be closed with them.
 * `session`: one session ended (logout). `user`: every session of a user ended (account deletion).
 */
export interface SessionEvents {
  on(event: 'session', listener: (sessionId: string) => void): this
  on(event: 'user', listener: (userId: string) => void): this
  emit(event: 'session', sessionId: string): boolean
  emit(event: 'user', userId: string): boolean
}

export const createSessionEvents = () => new EventEmitter() as SessionEvents
