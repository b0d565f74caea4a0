import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const alias = { '@shared': dir('./shared'), '@': dir('./client') }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'client/**/*.test.ts',
            'locales/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: 'forks',
          // One browser and one server at a time: on 2 cores, parallel files make toasts and timeouts flaky.
          maxWorkers: 1,
          // A page may still be loading its chunks when a poll starts (seen: "Loading..." 1 s after goto on a
          // busy machine); the 1 s default then fails a test whose page was only slow.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
