/**
 * A fixed-window counter per user for socket events (HTTP routes use @fastify/rate-limit). In memory
 * per instance: a budget meant to stop floods from one connection, not an exact global quota.
 */
export function createUserRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = Date.now()
  return (userId: string) => {
    const now = Date.now()
    if (now - lastSweep > windowMs) {
      for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key)
      lastSweep = now
    }
    const window = windows.get(userId)
    if (!window || now - window.start >= windowMs) {
      windows.set(userId, { start: now, count: 1 })
      return true
    }
    window.count++
    return window.count <= max
  }
}
