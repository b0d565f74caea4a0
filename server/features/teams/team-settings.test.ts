import { TEAM_MESSAGES, type Team } from '@shared/schemas/teams'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createMember, createTeam, joinTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { teams } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe('PUT /api/teams/{id} (team settings)', () => {
  it('lets the owner change name, description, Public Team, Accept New Members and max members', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    const res = await owner.put<Team>(`/api/teams/${team.id}`, {
      name: ' Renamed ',
      description: 'New words',
      isPublic: false,
      isLookingForMembers: false,
      maxMembers: 50,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      name: 'Renamed',
      description: 'New words',
      isPublic: false,
      isLookingForMembers: false,
      maxMembers: 50,
    })
    const [stored] = await server.db.select().from(teams).where(eq(teams.id, team.id))
    expect(stored).toMatchObject({
      name: 'Renamed',
      isPublic: false,
      isLookingForMembers: false,
      maxMembers: 50,
    })
  })

  it('is the owner’s alone: 403 for a member and for an outsider, 404 for an unknown team', async () => {
    const owner = await createMember(server)
    const member = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    await joinTeam(member, team.id)
    expect(await member.put(`/api/teams/${team.id}`, { name: 'Mine now' })).toMatchObject({
      status: 403,
      body: { message: TEAM_MESSAGES.ownerOnly },
    })
    const outsider = await createMember(server)
    expect(await outsider.put(`/api/teams/${team.id}`, { name: 'Mine now' })).toMatchObject({
      status: 403,
      body: { message: TEAM_MESSAGES.membersOnly },
    })
    expect((await owner.put(`/api/teams/${UNKNOWN}`, { name: 'x' })).status).toBe(404)
    expect((await owner.get<Team[]>('/api/teams')).body[0]!.name).toBe('Test Team')
  })

  it('refuses max members below the people already in the team', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner, maxMembers: 5 })
    await joinTeam(await createMember(server), team.id)
    await joinTeam(await createMember(server), team.id)
    const res = await owner.put(`/api/teams/${team.id}`, { maxMembers: 2 })
    expect(res).toMatchObject({ status: 409, body: { message: TEAM_MESSAGES.maxBelowCount(3) } })
    expect((await owner.put(`/api/teams/${team.id}`, { maxMembers: 3 })).status).toBe(200)
  })

  it.each([
    ['maxMembers', { maxMembers: 51 }, 'Max members must be between 2 and 50'],
    ['maxMembers', { maxMembers: 1 }, 'Max members must be between 2 and 50'],
    ['name', { name: ' ' }, 'Team name is required.'],
    ['isPublic', { isPublic: 'yes' }, 'isPublic must be true or false'],
    ['isLookingForMembers', { isLookingForMembers: 1 }, 'isLookingForMembers must be true or false'],
  ])('refuses a bad %s with a clear 400', async (field, body, message) => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    expect(await owner.put(`/api/teams/${team.id}`, body)).toMatchObject({
      status: 400,
      body: { message, field },
    })
  })
})

describe('DELETE /api/teams/{id}/members/{userId}', () => {
  const memberIds = async (client: ApiClient, teamId: string) =>
    (await client.get<Team[]>('/api/teams')).body.find((t) => t.id === teamId)!.members.map((m) => m.userId)

  it('lets the owner remove a member', async () => {
    const owner = await createMember(server)
    const member = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    await joinTeam(member, team.id)
    const res = await owner.delete(`/api/teams/${team.id}/members/${member.user!.id}`)
    expect(res.status).toBe(204)
    expect(await memberIds(owner, team.id)).toEqual([owner.user!.id])
    expect((await member.get('/api/teams')).body).toEqual([])
  })

  it('refuses a member removing someone else', async () => {
    const owner = await createMember(server)
    const [a, b] = [await createMember(server), await createMember(server)]
    const team = await createTeam(server, { owner: owner })
    await joinTeam(a, team.id)
    await joinTeam(b, team.id)
    expect(await a.delete(`/api/teams/${team.id}/members/${b.user!.id}`)).toMatchObject({
      status: 403,
      body: { message: TEAM_MESSAGES.ownerOnly },
    })
    expect(await a.delete(`/api/teams/${team.id}/members/${owner.user!.id}`)).toMatchObject({
      status: 403,
      body: { message: TEAM_MESSAGES.ownerOnly },
    })
    const outsider = await createMember(server)
    expect(await outsider.delete(`/api/teams/${team.id}/members/${b.user!.id}`)).toMatchObject({
      status: 403,
      body: { message: TEAM_MESSAGES.membersOnly },
    })
    expect(await memberIds(owner, team.id)).toHaveLength(3)
  })

  it('never removes the owner, who cannot leave either', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    for (const who of [owner.user!.id, 'me']) {
      expect(await owner.delete(`/api/teams/${team.id}/members/${who}`)).toMatchObject({
        status: 400,
        body: { message: TEAM_MESSAGES.ownerStays },
      })
    }
    expect(await memberIds(owner, team.id)).toEqual([owner.user!.id])
  })

  it('lets a member leave, by "me" or by their own id', async () => {
    const owner = await createMember(server)
    const [a, b] = [await createMember(server), await createMember(server)]
    const team = await createTeam(server, { owner: owner })
    await joinTeam(a, team.id)
    await joinTeam(b, team.id)
    expect((await a.delete(`/api/teams/${team.id}/members/me`)).status).toBe(204)
    expect((await b.delete(`/api/teams/${team.id}/members/${b.user!.id}`)).status).toBe(204)
    expect(await memberIds(owner, team.id)).toEqual([owner.user!.id])
  })

  it('answers 404 for someone not in the team and for an unknown team', async () => {
    const owner = await createMember(server)
    const team = await createTeam(server, { owner: owner })
    const stranger = await createMember(server)
    for (const who of [stranger.user!.id, 'nobody']) {
      expect(await owner.delete(`/api/teams/${team.id}/members/${who}`)).toMatchObject({
        status: 404,
        body: { message: TEAM_MESSAGES.notMember },
      })
    }
    expect((await owner.delete(`/api/teams/${UNKNOWN}/members/me`)).status).toBe(404)
  })
})
