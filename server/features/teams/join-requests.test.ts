import type { JoinRequest } from '@shared/schemas/team-invitations'
import { type DiscoverTeam, TEAM_MESSAGES, type Team } from '@shared/schemas/teams'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { addTeamMember, createMember, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const typesOf = async (client: ApiClient) =>
  ((await client.get('/api/notifications')).body.items as { type: string }[]).map((n) => n.type)
const requestsOf = async (owner: ApiClient, teamId: string) =>
  (await owner.get<JoinRequest[]>(`/api/teams/${teamId}/join-requests`)).body
const myTeamIds = async (client: ApiClient) =>
  (await client.get<Team[]>('/api/teams')).body.map((team) => team.id)

describe('join policy', () => {
  it('is open by default, and the owner sets it with PUT', async () => {
    const owner = await createMember(server)
    const created = await owner.post<Team>('/api/teams', { name: 'Open house' })
    expect(created.body.joinPolicy).toBe('open')
    const set = await owner.put<Team>(`/api/teams/${created.body.id}`, { joinPolicy: 'approval' })
    expect(set.status).toBe(200)
    expect(set.body.joinPolicy).toBe('approval')
    expect((await owner.put(`/api/teams/${created.body.id}`, { joinPolicy: 'maybe' })).status).toBe(400)
    const member = await addTeamMember(server, created.body.id)
    expect((await member.put(`/api/teams/${created.body.id}`, { joinPolicy: 'open' })).status).toBe(403)
  })

  it('an open team still takes whoever joins', async () => {
    const team = await createTeam(server)
    const joiner = await createMember(server)
    const res = await joiner.post(`/api/teams/${team.id}/join`)
    expect(res.status).toBe(201)
    expect(res.body.userId).toBe(joiner.user!.id)
  })
})

describe('join requests', () => {
  it("a join request waits for the owner's approval", async () => {
    const team = await createTeam(server, { joinPolicy: 'approval' })
    const asker = await createMember(server, { firstName: 'Asker' })
    const asked = await asker.post(`/api/teams/${team.id}/join`)
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ status: 'pending' })
    expect(await myTeamIds(asker)).toEqual([])
    const discover = (await asker.get<DiscoverTeam[]>('/api/teams/discover')).body
    expect(discover.find((t) => t.id === team.id)?.joinRequested).toBe(true)
    expect(await typesOf(team.owner)).toEqual(['team-join-request'])
    // Asking again keeps the one request.
    expect((await asker.post(`/api/teams/${team.id}/join`)).status).toBe(202)
    const requests = await requestsOf(team.owner, team.id)
    expect(requests).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: asker.user!.id }) }),
    ])

    const approved = await team.owner.post(`/api/teams/${team.id}/join-requests/${requests[0]!.id}/approve`)
    expect(approved.status).toBe(204)
    expect(await myTeamIds(asker)).toEqual([team.id])
    expect(await typesOf(asker)).toEqual(['team-join-approved'])
    expect(await requestsOf(team.owner, team.id)).toEqual([])
    // Answered: the owner's "asked to join" row is gone, and the request cannot be answered twice.
    expect(await typesOf(team.owner)).toEqual([])
    expect(
      (await team.owner.post(`/api/teams/${team.id}/join-requests/${requests[0]!.id}/decline`)).status,
    ).toBe(404)
  })

  it('a declined request tells the person and lets them ask again', async () => {
    const team = await createTeam(server, { joinPolicy: 'approval' })
    const asker = await createMember(server)
    await asker.post(`/api/teams/${team.id}/join`)
    const [request] = await requestsOf(team.owner, team.id)
    expect((await team.owner.post(`/api/teams/${team.id}/join-requests/${request!.id}/decline`)).status).toBe(
      204,
    )
    expect(await myTeamIds(asker)).toEqual([])
    expect(await typesOf(asker)).toEqual(['team-join-declined'])
    expect((await asker.post(`/api/teams/${team.id}/join`)).status).toBe(202)
    expect(await requestsOf(team.owner, team.id)).toHaveLength(1)
  })

  it('approving respects maxMembers', async () => {
    const team = await createTeam(server, { joinPolicy: 'approval', maxMembers: 2 })
    const asker = await createMember(server)
    await asker.post(`/api/teams/${team.id}/join`)
    const [request] = await requestsOf(team.owner, team.id)
    await addTeamMember(server, team.id)
    const res = await team.owner.post(`/api/teams/${team.id}/join-requests/${request!.id}/approve`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(TEAM_MESSAGES.full)
    expect(await myTeamIds(asker)).toEqual([])
  })

  it('only the owner sees and answers requests', async () => {
    const team = await createTeam(server, { joinPolicy: 'approval' })
    const member = await addTeamMember(server, team.id)
    const asker = await createMember(server)
    await asker.post(`/api/teams/${team.id}/join`)
    const [request] = await requestsOf(team.owner, team.id)
    for (const who of [member, asker]) {
      expect((await who.get(`/api/teams/${team.id}/join-requests`)).status).toBe(403)
      expect((await who.post(`/api/teams/${team.id}/join-requests/${request!.id}/approve`)).status).toBe(403)
      expect((await who.post(`/api/teams/${team.id}/join-requests/${request!.id}/decline`)).status).toBe(403)
    }
    expect((await team.owner.post(`/api/teams/${team.id}/join-requests/nope/approve`)).status).toBe(404)
    // A request of another team is not this team's to answer.
    const other = await createTeam(server, { owner: team.owner })
    expect(
      (await team.owner.post(`/api/teams/${other.id}/join-requests/${request!.id}/approve`)).status,
    ).toBe(404)
  })
})

describe('leave and transfer', () => {
  it('a member leaves; the owner cannot', async () => {
    const team = await createTeam(server)
    const member = await addTeamMember(server, team.id)
    expect((await member.post(`/api/teams/${team.id}/leave`)).status).toBe(204)
    expect(await myTeamIds(member)).toEqual([])
    expect((await member.post(`/api/teams/${team.id}/leave`)).status).toBe(403)
    const owner = await team.owner.post(`/api/teams/${team.id}/leave`)
    expect(owner.status).toBe(400)
    expect(owner.body.message).toBe(TEAM_MESSAGES.ownerStays)
  })

  it('the owner hands the team to a member, then may leave', async () => {
    const team = await createTeam(server)
    const member = await addTeamMember(server, team.id)
    const res = await team.owner.post<Team>(`/api/teams/${team.id}/transfer`, { userId: member.user!.id })
    expect(res.status).toBe(200)
    expect(res.body.ownerId).toBe(member.user!.id)
    expect(res.body.members.map((m) => [m.userId, m.role])).toEqual([
      [member.user!.id, 'owner'],
      [team.owner.user!.id, 'member'],
    ])
    // The old owner is a plain member now: no more transfers, and free to leave.
    expect(
      (await team.owner.post(`/api/teams/${team.id}/transfer`, { userId: member.user!.id })).status,
    ).toBe(403)
    expect((await team.owner.post(`/api/teams/${team.id}/leave`)).status).toBe(204)
  })

  it('transfers only to a current member', async () => {
    const team = await createTeam(server)
    const member = await addTeamMember(server, team.id)
    const outsider = await createMember(server)
    expect(
      (await team.owner.post(`/api/teams/${team.id}/transfer`, { userId: outsider.user!.id })).status,
    ).toBe(404)
    expect(
      (await team.owner.post(`/api/teams/${team.id}/transfer`, { userId: team.owner.user!.id })).status,
    ).toBe(400)
    expect((await team.owner.post(`/api/teams/${team.id}/transfer`, { userId: 'x' })).status).toBe(400)
    expect((await member.post(`/api/teams/${team.id}/transfer`, { userId: member.user!.id })).status).toBe(
      403,
    )
  })
})
