import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '../../test/client'
import { startTestServer, type TestServer } from '../../test/server'
import { bigInterlacedPng, uploadBytes } from '../features/uploads/upload-test-kit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

it('8 concurrent 36-megapixel uploads get 201 or 503 with Retry-After, and other requests keep answering', async () => {
  const png = await bigInterlacedPng()
  const client = await createUser(server.url, { firstName: 'Heavy', profile: {} })
  const uploads = Promise.all(Array.from({ length: 8 }, () => uploadBytes(client, png)))
  // While they decode, a plain read still answers.
  const started = performance.now()
  const read = await client.get('/api/auth/user')
  const readMs = performance.now() - started
  const results = await uploads
  expect(read.status).toBe(200)
  expect(readMs).toBeLessThan(2000)
  // Two decode at once and four wait their turn; what comes beyond that is told to come back (how many
  // depends on how fast the first finish: decode-slots.test.ts checks the counting itself).
  const stored = results.filter((res) => res.status === 201)
  expect(stored.length).toBeGreaterThanOrEqual(6)
  expect(results.every((res) => res.status === 201 || res.status === 503)).toBe(true)
  for (const refused of results.filter((res) => res.status === 503)) {
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(refused.body.message).toMatch(/busy processing other images/)
  }
}, 120_000)
