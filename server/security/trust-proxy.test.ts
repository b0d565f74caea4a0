import { afterEach, describe, expect, it } from 'vitest'
import { ApiClient } from '../../test/client'
import { startTestServer, type TestServer } from '../../test/server'

// Production settings, as the probe met them: a proxy's header must not choose the address limits count by.
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-production',
  AUTH_DEV_LOGIN: '1',
}
let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** 30 password guesses, each claiming another client address. */
async function guesses(url: string) {
  const visitor = new ApiClient(url)
  const statuses: number[] = []
  for (let i = 0; i < 30; i++) {
    const res = await visitor.post(
      '/api/auth/password-login',
      { email: 'victim@example.com', password: `guess-${i}-long-enough` },
      { 'x-forwarded-for': `203.0.113.${i}` },
    )
    statuses.push(res.status)
  }
  return statuses
}

describe('TRUST_PROXY', () => {
  it('a forged X-Forwarded-For does not lift the sign-in limit without TRUST_PROXY', async () => {
    server = await startTestServer(production, { realRateLimits: true })
    const statuses = await guesses(server.url)
    const limit = server.app.config.rateLimits.signIn
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true)
  })

  it('believes the header from a trusted proxy (a hop count)', async () => {
    server = await startTestServer({ ...production, TRUST_PROXY: '1' }, { realRateLimits: true })
    const statuses = await guesses(server.url)
    expect(statuses.every((status) => status === 401)).toBe(true)
  })
})

it('believes the header from a proxy named by address', async () => {
  server = await startTestServer({ ...production, TRUST_PROXY: '127.0.0.1' }, { realRateLimits: true })
  expect((await guesses(server.url)).every((status) => status === 401)).toBe(true)
})
