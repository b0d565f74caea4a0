import type { FastifyBaseLogger } from 'fastify'
import type { App } from '../app'
import type { Config } from '../config'

/** A terminal's Ctrl-C reaches `npm start` and the server both, and npm start passes it on too: one request. */
const REPEAT_IS_SAME_MS = 1000

export interface ShutdownOptions {
  app: App
  config: Config['shutdown']
  log: FastifyBaseLogger
  /** What else to close once the app has (the database), in order, each named for the timeout's log line. */
  closeAfterApp: [name: string, close: () => Promise<unknown>][]
  exit?: (code: number) => void
}

/**
 * Graceful shutdown on SIGTERM and SIGINT (docs/decisions/050):
 * 1. /readyz answers 503 at once; everything else is served as before for SHUTDOWN_GRACE_MS, while the
 *    load balancer notices and stops sending here;
 * 2. the listener closes (no new connections); requests in flight get up to 10 s to finish; sockets
 *    lose their transport, so clients reconnect (to another instance) and catch up; the outbox worker
 *    finishes its row in hand and releases the rest of its claim; Redis connections close (app.close);
 * 3. the database closes, and the process exits 0.
 * Past SHUTDOWN_TIMEOUT_MS it exits 1 anyway, with a line naming what it still waited for. A second
 * signal (more than a second after the first) is an operator out of patience: the same, at once.
 */
export function handleShutdownSignals(options: ShutdownOptions) {
  let startedAt: number | undefined
  let waitingFor = 'nothing yet'
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const { app, config, log } = options

  const giveUp = (why: string) => {
    log.error({ waitingFor }, `${why}; exiting without finishing, still waiting for ${waitingFor}`)
    exit(1)
  }

  const shutdown = async (signal: NodeJS.Signals) => {
    startedAt = performance.now()
    app.readiness.beginShutdown()
    log.info(
      { signal, graceMs: config.graceMs },
      'shutting down: readiness answers 503, the listener closes after the grace period',
    )
    // Not unref'd: this timer is what guarantees an exit whatever hangs.
    setTimeout(() => giveUp(`shutdown did not finish within ${config.timeoutMs} ms`), config.timeoutMs)

    waitingFor = 'the grace period'
    await new Promise((resolve) => setTimeout(resolve, config.graceMs))

    waitingFor = 'requests in flight, sockets, the outbox worker and Redis (app.close)'
    // Requests still running after inFlightMs lose their connections: the rest of the shutdown goes on.
    const cut = setTimeout(() => {
      app.server.getConnections((_error, count) => {
        log.warn(
          { connections: count },
          `requests still in flight after ${config.inFlightMs} ms: cutting them`,
        )
        app.server.closeAllConnections()
      })
    }, config.inFlightMs)
    cut.unref()
    await app.close()
    clearTimeout(cut)

    for (const [name, close] of options.closeAfterApp) {
      waitingFor = name
      await close()
    }
    log.info({ ms: Math.round(performance.now() - startedAt) }, 'shut down cleanly')
    exit(0)
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (startedAt === undefined) {
      shutdown(signal).catch((error) => {
        log.error({ err: error }, 'shutdown failed')
        giveUp('shutdown failed')
      })
    } else if (performance.now() - startedAt > REPEAT_IS_SAME_MS) {
      giveUp(`${signal} again during the shutdown`)
    }
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
