// A TCP proxy in front of the shared PostgreSQL: the suite may not stop that server (others use it), so
// an outage is made here instead. The instances get DATABASE_URL pointing at the proxy.
import { connect, createServer, type Socket } from 'node:net'

export interface PgProxy {
  readonly port: number
  /** The same database reached through the proxy. */
  urlFor(databaseUrl: string): string
  /** PostgreSQL "goes away": every open connection is torn down and new ones are refused. */
  cut(): void
  /** PostgreSQL is back: new connections go through again (the pools reconnect by themselves). */
  restore(): void
  close(): Promise<void>
}

export async function startPgProxy(target: { host: string; port: number }): Promise<PgProxy> {
  const open = new Set<Socket>()
  let down = false
  const server = createServer((client) => {
    // While cut, the listener stays (so nobody else takes the port) but every connection is reset at
    // once: to a pool this looks like a server that is not there.
    if (down) {
      client.resetAndDestroy()
      return
    }
    const upstream = connect(target.port, target.host)
    open.add(client).add(upstream)
    const teardown = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', teardown).on('close', teardown)
    upstream.on('error', teardown).on('close', teardown)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as { port: number }).port
  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl)
      url.hostname = '127.0.0.1'
      url.port = String(port)
      return url.href
    },
    cut() {
      down = true
      // A reset, not a polite FIN: queries in flight fail the way they do when the server crashes.
      for (const socket of open) socket.resetAndDestroy()
      open.clear()
    },
    restore() {
      down = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
