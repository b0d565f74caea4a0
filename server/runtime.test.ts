import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Node.js 20 reached its end of life in April 2026 (docs/decisions/028): every npm script runs on the
// Node 24 LTS that the `node` dev dependency puts first on the scripts' PATH, whatever the machine has.
describe('the runtime', () => {
  it('runs the tests on Node 24 LTS, the one the package pins', () => {
    const pinned = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node as string
    expect(pinned.split('.')[0]).toBe('24')
    expect(process.versions.node).toBe(pinned)
  })

  it('starts the server processes it spawns on the same runtime', () => {
    // Chaos drills, the nginx test and benchmarks start instances with process.execPath or `node`.
    const spawned = execFileSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    expect(spawned).toBe(process.versions.node)
  })
})
