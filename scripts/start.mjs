// npm start: build the client when its sources changed since the last build, then run the server
// (which migrates the database and seeds demo data on an empty one).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const newestMtime = (dir) => {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

const builtIndex = 'dist/client/index.html'
const sourcesChanged =
  !existsSync(builtIndex) ||
  Math.max(
    newestMtime('client'),
    newestMtime('shared'),
    newestMtime('locales/client'),
    statSync('vite.config.ts').mtimeMs,
  ) > statSync(builtIndex).mtimeMs

if (sourcesChanged) {
  console.log('Building the client...')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
