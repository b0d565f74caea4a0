import { type ChildProcess, spawn } from 'node:child_process'
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEPLOY_CONFIG = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url))

/** Debian's nginx (`apt-get install nginx`), or NGINX_PATH; undefined with the reason when there is none. */
export function findNginx(): { path: string; reason?: undefined } | { path?: undefined; reason: string } {
  const path = process.env.NGINX_PATH || '/usr/sbin/nginx'
  try {
    accessSync(path, constants.X_OK)
    return { path }
  } catch {
    return { reason: `no nginx at ${path} (apt-get install nginx, or set NGINX_PATH)` }
  }
}

/**
 * deploy/nginx.conf with only what differs on this machine replaced: the listen address, the upstream
 * servers (the compose file's app-1 and app-2) and the temp paths (Debian's are under /var/lib/nginx,
 * root's). Each replaced line must be found, so a change to the deployed file cannot go untested.
 */
export function renderNginxConfig(text: string, options: { port: number; upstreams: string[]; dir: string }) {
  const replace = (pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`)
    text = text.replace(pattern, replacement)
  }
  replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${options.port};`)
  replace(
    /^(\s*)server app-1:3000;\n\s*server app-2:3000;$/m,
    options.upstreams.map((address) => `$1server ${address};`).join('\n'),
  )
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${join(options.dir, kind)};`,
  )
  replace(/^http \{$/m, ['http {', ...temp].join('\n'))
  return text
}

export interface NginxProcess {
  url: string
  port: number
  /** What nginx wrote to its error log (stderr) so far. */
  log: () => string
  close: () => Promise<void>
}

/** A free loopback port: taken by the OS, then released for nginx (which cannot report a port 0). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * Runs deploy/nginx.conf in front of `upstreams` (host:port) as a foreground process of this one: its
 * own prefix and config in a temp dir, a free loopback port, its error log collected from stderr.
 */
export async function startNginx(upstreams: string[]): Promise<NginxProcess> {
  const nginx = findNginx()
  if (!nginx.path) throw new Error(nginx.reason)
  // Another process may take the free port before nginx binds it; a few tries make that harmless.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(nginx.path, upstreams, await freePort())
    } catch (error) {
      if (attempt >= 3 || !/Address already in use/.test((error as Error).message)) throw error
    }
  }
}

async function launch(binary: string, upstreams: string[], port: number): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'bubbles-nginx-'))
  // Started as root, nginx's workers run as www-data (the `user` line): they must reach the temp paths.
  chmodSync(dir, 0o755)
  const config = join(dir, 'nginx.conf')
  const pidFile = join(dir, 'nginx.pid')
  writeFileSync(config, renderNginxConfig(readFileSync(DEPLOY_CONFIG, 'utf8'), { port, upstreams, dir }))
  const child = spawn(
    binary,
    ['-p', dir, '-c', config, '-e', 'stderr', '-g', `daemon off; pid ${pidFile};`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  const deadline = Date.now() + 10_000
  // nginx writes its pid file once its ports are bound: an answer before that is some other process's.
  while (!(existsSync(pidFile) && (await accepts(port)))) {
    const gone = child.exitCode !== null || child.signalCode !== null
    if (gone || Date.now() > deadline) {
      if (!gone) await stop(child, exited)
      remove()
      throw new Error(`nginx did not start: ${stderr.trim() || 'no output within 10 s'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log: () => stderr,
    close: async () => {
      await stop(child, exited)
      remove()
    },
  }
}

/** SIGTERM is nginx's fast shutdown: open WebSockets are cut, as when an instance of the test closes. */
async function stop(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await exited
}
