import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../test/client'
import { createTeam } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'

// Every error response carries a stable `code` beside its English `message`, and `params`
// for a text with numbers, so that a client can say it in the person's language.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const member = (firstName: string) => createUser(server.url, { firstName, profile: {} })

describe('error codes', () => {
  it('a validation error names its field, with the numbers of its text as params', async () => {
    const me = await member('Valid')
    const res = await me.put('/api/profile', { bio: 'x'.repeat(1001) })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'Must be at most 1000 characters',
      code: 'too_long',
      params: { max: 1000 },
      field: 'bio',
    })
  })

  it('a schema default message (no text of ours) is invalid_input', async () => {
    const me = await member('Default')
    const res = await me.put('/api/profile', { bio: 42 })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'required_fields', field: 'bio' })
    const query = await me.get('/api/portfolio?limit=abc')
    expect(query.status).toBe(400)
    expect(query.body).toEqual({ message: expect.any(String), code: 'invalid_input', field: 'limit' })
  })

  it('a 404 of ours has its own code; an unknown path has not_found', async () => {
    const me = await member('Finder')
    const project = await me.request('PATCH', '/api/portfolio/00000000-0000-4000-8000-000000000000', {
      title: 'Mine',
    })
    expect(project.status).toBe(404)
    expect(project.body).toEqual({ message: 'Project not found', code: 'project_not_found' })
    const unknown = await me.get('/api/nothing-here')
    expect(unknown.body).toEqual({ message: 'Not found', code: 'not_found' })
  })

  it('a 409 and a 403 carry theirs', async () => {
    const [owner, other] = await Promise.all([member('Owner'), member('Other')])
    const { teamId } = await createTeam(server, { owner, members: [other] })
    const joined = await other.post(`/api/teams/${teamId}/join`)
    expect(joined.status).toBe(409)
    expect(joined.body).toEqual({
      message: 'You are already a member of this team',
      code: 'team_already_member',
    })
    const settings = await other.put(`/api/teams/${teamId}`, { name: 'Mine now' })
    expect(settings.status).toBe(403)
    expect(settings.body).toEqual({
      message: 'Only the team owner can change team settings or remove members',
      code: 'team_owner_only',
    })
  })

  it('a text with a number in it sends the number as a param (409 with params)', async () => {
    const [owner, a, b] = await Promise.all([member('Full'), member('A'), member('B')])
    const { teamId } = await createTeam(server, { owner, members: [a, b] })
    const res = await owner.put(`/api/teams/${teamId}`, { maxMembers: 2 })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      message: 'Max members cannot be lower than the 3 people already in the team',
      code: 'max_members_below_count',
      params: { members: 3 },
    })
  })

  it('a framework refusal gets the generic code of its status', async () => {
    const me = await member('Json')
    const res = await me.request('POST', '/api/teams', undefined, { 'content-type': 'application/json' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ message: expect.any(String), code: 'bad_request' })
    const signedOut = await new ApiClient(server.url).get('/api/teams')
    expect(signedOut.body).toEqual({ message: 'Please sign in to continue', code: 'unauthorized' })
  })
})

describe('a budget refusal (429)', () => {
  it('names the budget and sends the wait as params', async () => {
    const limited = await startTestServer({}, { realRateLimits: true })
    try {
      const owner = await createUser(limited.url, { firstName: 'Builder', profile: {} })
      const max = limited.app.config.budgets.teams.max
      for (let i = 0; i < max; i++)
        expect((await owner.post('/api/teams', { name: `T${i}` })).status).toBe(201)
      const res = await owner.post('/api/teams', { name: 'One too many' })
      expect(res.status).toBe(429)
      // An hour's window: the wait reads in minutes.
      expect(res.body).toEqual({
        message: "You're creating teams very quickly. Please wait 60 minutes and try again.",
        code: 'too_fast_teams',
        params: { minutes: 60 },
      })
    } finally {
      await limited.close()
    }
  })
})
