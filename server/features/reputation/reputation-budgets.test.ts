import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'

// The production budgets (shared/limits.ts), which the other suites lift: reviews 30 a day, endorsements 100.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({}, { realRateLimits: true })
})
afterAll(() => server.close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe('reputation budgets', () => {
  it('answers 429 to a 31st review in a day and a 101st endorsement', async () => {
    const person = await createMember(server)
    // Refused writes count too: the budget is on asking, so nobody probes teams in bulk.
    const body = { revieweeId: UNKNOWN, stars: 5 }
    for (let i = 0; i < 30; i++)
      expect((await person.post(`/api/teams/${UNKNOWN}/reviews`, body)).status).toBe(404)
    const refused = await person.post(`/api/teams/${UNKNOWN}/reviews`, body)
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('too_fast_reviews')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const path = `/api/profiles/${UNKNOWN}/endorsements`
    for (let i = 0; i < 100; i++) expect((await person.post(path, { skill: 'Figma' })).status).toBe(404)
    const tooMany = await person.post(path, { skill: 'Figma' })
    expect(tooMany.status).toBe(429)
    expect(tooMany.body.code).toBe('too_fast_endorsements')
  })
})
