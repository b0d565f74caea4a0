import { describeError } from '@shared/error-codes'
import { TEAM_MESSAGES, type Team } from '@shared/schemas/teams'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../../test/client'
import { countQueries } from '../../../test/count-queries'
import { createMember, createTeam, joinTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { teamMembers } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe('sign-in and profile', () => {
  it.each([
    ['GET', '/api/teams'],
    ['GET', '/api/teams/discover'],
    ['POST', '/api/teams'],
    ['PUT', `/api/teams/${UNKNOWN}`],
    ['POST', `/api/teams/${UNKNOWN}/join`],
    ['DELETE', `/api/teams/${UNKNOWN}/members/me`],
  ])('%s %s requires sign-in, then a profile', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined
    const signedOut = await new ApiClient(server.url).request(method, path, body)
    expect(signedOut.status).toBe(401)
    const noProfile = await createMember(server, { profile: false })
    expect((await noProfile.request(method, path, body)).status).toBe(403)
  })
})

describe('POST /api/teams', () => {
  it('creates the team with its creator as the Owner and the spec defaults', async () => {
    const owner = await createMember(server, {
      firstName: 'Lerato',
      profile: { profession: 'Brand Designer' },
    })
    const res = await owner.post<Team>('/api/teams', { name: '  Mzansi Markets  ' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'Mzansi Markets',
      description: '',
      projectType: 'other',
      maxMembers: 5,
      isLookingForMembers: true,
      isPublic: true,
      status: 'active',
      ownerId: owner.user!.id,
    })
    expect(res.body.members).toEqual([
      {
        id: expect.any(String),
        userId: owner.user!.id,
        role: 'owner',
        joinedAt: expect.any(String),
        user: {
          id: owner.user!.id,
          firstName: 'Lerato',
          lastName: owner.user!.lastName,
          profileImageUrl: null,
          profession: 'Brand Designer',
        },
      },
    ])
  })

  it('keeps every field it is given', async () => {
    const owner = await createMember(server)
    const res = await owner.post<Team>('/api/teams', {
      name: 'Jozi Jazz',
      description: 'A festival rebrand',
      projectType: 'branding',
      maxMembers: 20,
      isLookingForMembers: false,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      description: 'A festival rebrand',
      projectType: 'branding',
      maxMembers: 20,
      isLookingForMembers: false,
    })
  })

  it.each([
    ['name', { name: '   ' }, 'Team name is required.'],
    ['name', { name: undefined }, 'Team name is required.'],
    ['name', { name: 'x'.repeat(81) }, 'Must be at most 80 characters'],
    ['maxMembers', { maxMembers: 1 }, 'Max members must be between 2 and 20'],
    ['maxMembers', { maxMembers: 21 }, 'Max members must be between 2 and 20'],
    ['maxMembers', { maxMembers: 2.5 }, 'Max members must be a whole number'],
    ['maxMembers', { maxMembers: '5' }, 'Max members must be a whole number'],
    ['projectType', { projectType: 'podcast' }, 'Choose a project type from the list'],
    ['description', { description: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('refuses a bad %s with a clear 400', async (field, overrides, message) => {
    const owner = await createMember(server)
    const res = await owner.post('/api/teams', { name: 'Team', ...overrides })
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
    expect((await owner.get('/api/teams')).body).toEqual([])
  })
})

describe('GET /api/teams', () => {
  it('lists the teams I belong to, newest first, with their members, roles and professions, and nobody else’s', async () => {
    const [me, other] = [
      await createMember(server, { firstName: 'Me', profile: { profession: 'Writer' } }),
      await createMember(server, {
        firstName: 'Other',
        profile: { profession: 'Other', customProfession: 'Ceramic Artist' },
      }),
    ]
    const owned = await createTeam(server, { owner: me, name: 'Mine' })
    const joined = await createTeam(server, { owner: other, name: 'Theirs I joined' })
    await createTeam(server, { owner: other, name: 'Theirs only' })
    await joinTeam(me, joined.id)

    const res = await me.get<Team[]>('/api/teams')
    expect(res.status).toBe(200)
    expect(res.body.map((team) => team.name)).toEqual(['Theirs I joined', 'Mine'])
    const [first, second] = res.body
    expect(first!.members.map((m) => [m.user.firstName, m.role, m.user.profession])).toEqual([
      ['Other', 'owner', 'Ceramic Artist'],
      ['Me', 'member', 'Writer'],
    ])
    expect(second!.id).toBe(owned.id)
  })

  it('uses the same number of queries for one team as for many full ones', async () => {
    const one = await createMember(server)
    await createTeam(server, { owner: one })
    const many = await createMember(server)
    for (let i = 0; i < 4; i++) {
      const team = await createTeam(server, { owner: many, maxMembers: 6 })
      for (let j = 0; j < 3; j++) await joinTeam(await createMember(server), team.id)
    }
    const few = await countQueries(server.db, () => one.get('/api/teams'))
    const lots = await countQueries(server.db, async () => {
      const res = await many.get<Team[]>('/api/teams')
      expect(res.body.map((team) => team.members.length)).toEqual([4, 4, 4, 4])
    })
    expect(few).toBeGreaterThan(0)
    expect(lots).toBe(few)
  })
})

describe('POST /api/teams/{id}/join', () => {
  it('adds me as a member and returns the new member', async () => {
    const owner = await createMember(server)
    const joiner = await createMember(server, { firstName: 'Sipho', profile: { profession: 'Videographer' } })
    const team = await createTeam(server, { owner: owner })
    const res = await joiner.post(`/api/teams/${team.id}/join`)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      userId: joiner.user!.id,
      role: 'member',
      user: { firstName: 'Sipho', profession: 'Videographer' },
    })
    expect((await joiner.get<Team[]>('/api/teams')).body.map((t) => t.id)).toEqual([team.id])
  })

  it('refuses joining twice with 409', async () => {
    const owner = await createMember(server)
    const joiner = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    await joinTeam(joiner, team.id)
    const again = await joiner.post(`/api/teams/${team.id}/join`)
    expect(again).toMatchObject({ status: 409, body: { message: TEAM_MESSAGES.alreadyMember } })
    const own = await owner.post(`/api/teams/${team.id}/join`)
    expect(own).toMatchObject({ status: 409, body: { message: TEAM_MESSAGES.alreadyMember } })
  })

  it('only joins teams looking for members', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner, isLookingForMembers: false })
    const res = await (await createMember(server)).post(`/api/teams/${team.id}/join`)
    expect(res).toMatchObject({ status: 409, body: { message: TEAM_MESSAGES.notLooking } })
  })

  it('refuses a full team', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner, maxMembers: 2 })
    await joinTeam(await createMember(server), team.id)
    const res = await (await createMember(server)).post(`/api/teams/${team.id}/join`)
    expect(res).toMatchObject({ status: 409, body: { message: TEAM_MESSAGES.full } })
  })

  it('answers 404 for a private team, an unknown id and a malformed one', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    await owner.put(`/api/teams/${team.id}`, { isPublic: false })
    const joiner = await createMember(server)
    for (const id of [team.id, UNKNOWN, 'not-a-uuid']) {
      const res = await joiner.post(`/api/teams/${id}/join`)
      expect(res).toMatchObject({ status: 404, body: { message: TEAM_MESSAGES.notFound } })
    }
  })

  it('never goes above maxMembers under concurrent joins: 10 at once for 2 seats', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner, maxMembers: 3 })
    const joiners = await Promise.all(Array.from({ length: 10 }, () => createMember(server)))
    const results = await Promise.all(joiners.map((joiner) => joiner.post(`/api/teams/${team.id}/join`)))
    const statuses = results.map((res) => res.status).sort()
    expect(statuses).toEqual([201, 201, ...Array(8).fill(409)])
    for (const res of results.filter((r) => r.status === 409))
      expect(res.body.message).toBe(TEAM_MESSAGES.full)
    const [row] = await server.db
      .select({ members: count() })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id))
    expect(row!.members).toBe(3)
  })
})

describe('GET /api/teams/discover', () => {
  it('shows public teams with a free seat that are looking and that I am not in, with member counts', async () => {
    const owner = await createMember(server, { firstName: 'Owner' })
    const me = await createMember(server)
    const open = await createTeam(server, { owner, name: 'Open', maxMembers: 4 })
    await joinTeam(await createMember(server), open.id)
    const closed = await createTeam(server, { owner, name: 'Closed', isLookingForMembers: false })
    const hidden = await createTeam(server, { owner, name: 'Hidden' })
    await owner.put(`/api/teams/${hidden.id}`, { isPublic: false })
    const full = await createTeam(server, { owner, name: 'Full', maxMembers: 2 })
    await joinTeam(await createMember(server), full.id)
    const joined = await createTeam(server, { owner, name: 'Joined' })
    await joinTeam(me, joined.id)
    const mine = await createTeam(server, { owner: me, name: 'Mine' })

    const res = await me.get('/api/teams/discover')
    expect(res.status).toBe(200)
    const ids = res.body.map((team: { id: string }) => team.id)
    expect(ids).toContain(open.id)
    for (const excluded of [closed, hidden, full, joined, mine]) expect(ids).not.toContain(excluded.id)
    expect(res.body.find((team: { id: string }) => team.id === open.id)).toMatchObject({
      name: 'Open',
      memberCount: 2,
      maxMembers: 4,
      owner: { id: owner.user!.id, firstName: 'Owner' },
    })
  })
})
