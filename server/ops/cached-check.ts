/**
 * One dependency's readiness check, bounded and cached (docs/decisions/050): probes from every load balancer
 * and orchestrator every second must not load the database. The answer is kept for `cacheMs`; a check
 * that has not answered within `timeoutMs` counts as failing, and is not started again until it has
 * settled, so a database that hangs holds at most one connection for probes, however many come.
 */
export function cachedCheck(
  run: () => Promise<unknown>,
  { timeoutMs, cacheMs }: { timeoutMs: number; cacheMs: number },
): () => Promise<boolean> {
  let last: { ok: boolean; at: number } | undefined
  let inFlight: { result: Promise<boolean>; since: number } | undefined

  return async () => {
    const now = performance.now()
    if (last && now - last.at < cacheMs) return last.ok
    if (!inFlight) {
      const result = Promise.resolve()
        .then(run)
        .then(
          () => true,
          () => false,
        )
      inFlight = { result, since: now }
      void result.then((ok) => {
        last = { ok, at: performance.now() }
        inFlight = undefined
      })
    }
    const waited = now - inFlight.since
    if (waited >= timeoutMs) return false
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(resolve, timeoutMs - waited, false)
    })
    try {
      return await Promise.race([inFlight.result, timedOut])
    } finally {
      clearTimeout(timer)
    }
  }
}
