import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface LoadOptions {
  url: string
  /** Paths on url's server to request in turn, one after another across all connections, instead of url. */
  paths?: string[]
  connections: number
  durationSeconds: number
  headers?: Record<string, string>
}

export interface LoadResult {
  requests: number
  requestsPerSecond: number
  /** Latency percentiles in milliseconds. */
  p50: number
  p95: number
  p99: number
  /** Connection errors, timeouts and non-200 answers. */
  errors: number
}

const worker = fileURLToPath(new URL('./load-worker.ts', import.meta.url))

/** Drives `url` with autocannon from a separate process for the given time; resolves with its figures. */
export function measureLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Options go through stdin: a long list of paths is more than one command-line argument may hold.
    const child = spawn(process.execPath, ['--import', 'tsx', worker], { stdio: ['pipe', 'pipe', 'inherit'] })
    child.stdin.end(JSON.stringify(options))
    let stdout = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with code ${code}`))
      resolve(JSON.parse(stdout) as LoadResult)
    })
  })
}

export const DEFAULT_LOAD = { connections: 50, durationSeconds: 10 } as const
