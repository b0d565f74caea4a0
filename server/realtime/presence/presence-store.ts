/**
 * Who is online: a person is while at least one socket of theirs is connected on any instance.
 * `connect` and `disconnect` answer whether that socket changed the person's state, so only real
 * transitions are announced.
 */
export interface PresenceStore {
  /** A socket of this person connected here; true when they were offline everywhere before. */
  connect(userId: string): Promise<boolean>
  /** A socket of this person closed here; true when they now have none anywhere. */
  disconnect(userId: string): Promise<boolean>
  /** Which of these people are online now. */
  onlineAmong(userIds: string[]): Promise<Set<string>>
  close(): Promise<void>
}

/** One instance, no Redis: the sockets this process holds are all there are. */
export function createMemoryPresence(): PresenceStore {
  const sockets = new Map<string, number>()
  return {
    async connect(userId) {
      const count = sockets.get(userId) ?? 0
      sockets.set(userId, count + 1)
      return count === 0
    },
    async disconnect(userId) {
      const count = sockets.get(userId) ?? 0
      if (count > 1) sockets.set(userId, count - 1)
      else sockets.delete(userId)
      return count === 1
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => sockets.has(id)))
    },
    async close() {},
  }
}
