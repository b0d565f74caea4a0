import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { findNginx, startNginx } from '../test/nginx'
import type { InstanceStats } from './nginx-instance'

const instanceScript = fileURLToPath(new URL('./nginx-instance.ts', import.meta.url))

/** REDIS_URL, else the usual local one when it answers; null with the reason when none does. */
export async function findRedis(): Promise<
  { url: string; reason?: undefined } | { url: null; reason: string }
> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
    return { url }
  } catch (error) {
    return { url: null, reason: `${url} is not reachable (${(error as Error).message})` }
  } finally {
    redis.disconnect()
  }
}

/** Why the nginx benchmark cannot run here, or undefined when it can. */
export const nginxMissing = () => findNginx().reason

export interface Cluster {
  /** Where clients go: nginx, or with `direct` the one instance itself. */
  url: string
  stats: () => Promise<InstanceStats[]>
  close: () => Promise<void>
}

function startInstance(databaseUrl: string, redisUrl: string, sessionSecret: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', instanceScript, databaseUrl, redisUrl, sessionSecret],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  )
  return new Promise<{ child: ChildProcess; address: string }>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }
      resolve({ child, address: `127.0.0.1:${port}` })
    })
    child.once('exit', (code) => reject(new Error(`instance exited with code ${code}`)))
  })
}

const statsOf = (child: ChildProcess) =>
  new Promise<InstanceStats>((resolve) => {
    child.once('message', (message) => resolve(message as InstanceStats))
    child.send('stats')
  })

/**
 * `count` app instances on one database and one Redis, behind deploy/nginx.conf (test/nginx.ts), or
 * with `direct` one instance reached without nginx: the cost of the proxy itself.
 */
export async function startCluster(options: {
  count: number
  direct?: boolean
  databaseUrl: string
  redisUrl: string
}): Promise<Cluster> {
  // One secret for all, as in deploy/compose.yaml: a cookie signed by one instance is read by the other.
  const secret = randomBytes(32).toString('hex')
  const instances = await Promise.all(
    Array.from({ length: options.count }, () => startInstance(options.databaseUrl, options.redisUrl, secret)),
  )
  const proxy = options.direct ? undefined : await startNginx(instances.map(({ address }) => address))
  return {
    url: proxy?.url ?? `http://${instances[0]!.address}`,
    stats: () => Promise.all(instances.map(({ child }) => statsOf(child))),
    close: async () => {
      await proxy?.close()
      await Promise.all(
        instances.map(
          ({ child }) =>
            new Promise((resolve) => {
              child.once('exit', resolve)
              child.kill('SIGTERM')
            }),
        ),
      )
    },
  }
}
