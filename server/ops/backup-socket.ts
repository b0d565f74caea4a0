import { chmodSync, rmSync } from 'node:fs'
import { connect, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'

// How `npm run backup` gets a consistent copy of the embedded database while the app runs (decision
// 050): PGlite opens its files from one process only, so the app that holds DATA_DIR makes the copy
// itself, asked over a Unix socket inside DATA_DIR. Local only: no port, and the socket file is the
// owner's alone (0600), like the data next to it. It answers one question, "dump", with the database.

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock')

const REQUEST = 'dump\n'

/** Starts answering on DATA_DIR/backup.sock; resolves with its `close`. The caller holds the DATA_DIR lock. */
export async function serveBackups({
  dataDir,
  dump,
  log,
}: {
  dataDir: string
  dump: () => Promise<Blob>
  log: FastifyBaseLogger
}) {
  const path = backupSocketPath(dataDir)
  // Left by a process that died: ours now, since this process holds the lock.
  rmSync(path, { force: true })
  const server = createServer((socket) => {
    let asked = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      asked += chunk
      if (!asked.includes('\n')) {
        if (asked.length > REQUEST.length) socket.end('error unknown request\n')
        return
      }
      if (asked !== REQUEST) return void socket.end('error unknown request\n')
      socket.removeAllListeners('data')
      void answer(socket)
    })
  })
  const answer = async (socket: Socket) => {
    const started = performance.now()
    try {
      const data = Buffer.from(await (await dump()).arrayBuffer())
      socket.write(`ok ${data.length}\n`)
      socket.end(data)
      log.info(
        { bytes: data.length, ms: Math.round(performance.now() - started) },
        'database dumped for a backup',
      )
    } catch (error) {
      log.error({ err: error }, 'database dump for a backup failed')
      socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`)
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  chmodSync(path, 0o600)
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      rmSync(path, { force: true })
    })
}

export class NoRunningAppError extends Error {}

/**
 * Asks the app running on `dataDir` for its database; NoRunningAppError when none answers there (then
 * the backup may open the database itself).
 */
export function dumpFromRunningApp(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir))
    const chunks: Buffer[] = []
    socket.on('connect', () => socket.write(REQUEST))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') reject(new NoRunningAppError())
      else reject(error)
    })
    socket.on('end', () => {
      const all = Buffer.concat(chunks)
      const newline = all.indexOf('\n')
      const status = all.subarray(0, newline).toString('utf8')
      const data = all.subarray(newline + 1)
      const ok = /^ok (\d+)$/.exec(status)
      if (ok && Number(ok[1]) === data.length) return resolve(data)
      reject(
        new Error(
          `the running app could not dump its database: ${status.replace(/^error /, '') || 'no answer'}`,
        ),
      )
    })
  })
}
