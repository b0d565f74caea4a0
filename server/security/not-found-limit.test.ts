import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/server'
import { NOT_FOUND_PER_MINUTE } from '../lib/rate-limits'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({}, { realRateLimits: true })
})
afterAll(() => server.close())

describe('requests no route answers', () => {
  it('are rate limited per address like any route', async () => {
    const statuses: number[] = []
    for (let i = 0; i < NOT_FOUND_PER_MINUTE; i++) {
      statuses.push((await fetch(`${server.url}/api/nope-${i}`)).status)
    }
    expect(statuses.every((status) => status === 404)).toBe(true)

    const refused = await fetch(`${server.url}/api/nope`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    const body = (await refused.json()) as { code: string }
    expect(body.code).toBe('rate_limited')
  })
})
