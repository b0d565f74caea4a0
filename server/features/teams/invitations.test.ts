import type { SentInvitation, TeamInvitation } from '@shared/schemas/team-invitations'
import { TEAM_MESSAGES } from '@shared/schemas/teams'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { addTeamMember, createMatch, createMember, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { teamInvitations } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** An owner's team and a person they matched with, not in it yet. */
async function ownerAndMatch(fields: { name?: string; maxMembers?: number } = {}) {
  const team = await createTeam(server, fields)
  const invitee = await createMember(server, { firstName: 'Invitee' })
  await createMatch(server, { a: team.owner, b: invitee })
  return { team, owner: team.owner, invitee }
}

const invite = (owner: ApiClient, teamId: string, userId: string) =>
  owner.post<SentInvitation & { message?: string }>(`/api/teams/${teamId}/invitations`, { userId })

const notificationsOf = async (client: ApiClient) =>
  (await client.get('/api/notifications')).body.items as { type: string; teamId?: string }[]

describe('inviting', () => {
  it('invites a match, who sees it listed and in the notifications', async () => {
    const { team, owner, invitee } = await ownerAndMatch({ name: 'Mural crew' })
    const sent = await invite(owner, team.id, invitee.user!.id)
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ teamId: team.id, invitee: { id: invitee.user!.id } })
    const mine = await invitee.get<TeamInvitation[]>('/api/team-invitations')
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        team: expect.objectContaining({ id: team.id, name: 'Mural crew', memberCount: 1, maxMembers: 5 }),
        inviter: expect.objectContaining({ id: owner.user!.id }),
      }),
    ])
    expect(await notificationsOf(invitee)).toEqual([
      expect.objectContaining({ type: 'team-invite', teamId: team.id }),
    ])
    expect((await owner.get(`/api/teams/${team.id}/invitations`)).body).toHaveLength(1)
  })

  it('keeps one pending invitation per team and person', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    expect((await invite(owner, team.id, invitee.user!.id)).status).toBe(201)
    const again = await invite(owner, team.id, invitee.user!.id)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(TEAM_MESSAGES.invitationPending)
  })

  it('cannot invite someone who is not a match', async () => {
    const team = await createTeam(server)
    const stranger = await createMember(server)
    const res = await invite(team.owner, team.id, stranger.user!.id)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(TEAM_MESSAGES.invitationNotMatch)
  })

  it('cannot invite across a block, whoever blocked whom', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    expect((await invitee.post('/api/blocks', { userId: owner.user!.id })).status).toBe(204)
    expect((await invite(owner, team.id, invitee.user!.id)).status).toBe(403)
    const other = await ownerAndMatch()
    expect((await other.owner.post('/api/blocks', { userId: other.invitee.user!.id })).status).toBe(204)
    expect((await invite(other.owner, other.team.id, other.invitee.user!.id)).status).toBe(403)
  })

  it('only the owner invites, and not a member or themselves', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    const member = await addTeamMember(server, team.id)
    await createMatch(server, { a: member, b: invitee })
    expect((await invite(member, team.id, invitee.user!.id)).status).toBe(403)
    expect((await invite(owner, team.id, member.user!.id)).status).toBe(409)
    expect((await invite(owner, team.id, owner.user!.id)).status).toBe(400)
    expect((await invite(owner, UNKNOWN, invitee.user!.id)).status).toBe(404)
    expect((await owner.post(`/api/teams/${team.id}/invitations`, { userId: 'nope' })).status).toBe(400)
  })
})

describe('answering an invitation', () => {
  it('accepting makes the invitee a member, and tells the owner', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    const sent = await invite(owner, team.id, invitee.user!.id)
    const accepted = await invitee.post(`/api/team-invitations/${sent.body.id}/accept`)
    expect(accepted.status).toBe(201)
    expect(accepted.body).toMatchObject({ userId: invitee.user!.id, role: 'member' })
    expect((await invitee.get('/api/teams')).body.map((t: { id: string }) => t.id)).toContain(team.id)
    expect((await invitee.get('/api/team-invitations')).body).toEqual([])
    // Nothing left to answer: the invitation leaves the invitee's notifications.
    expect(await notificationsOf(invitee)).toEqual([])
    expect(await notificationsOf(owner)).toEqual([
      expect.objectContaining({ type: 'team-invite-accepted', teamId: team.id }),
    ])
    expect((await invitee.post(`/api/team-invitations/${sent.body.id}/accept`)).status).toBe(404)
  })

  it('an invitation to a full team cannot be accepted', async () => {
    const { team, owner, invitee } = await ownerAndMatch({ maxMembers: 2 })
    const sent = await invite(owner, team.id, invitee.user!.id)
    await addTeamMember(server, team.id)
    const res = await invitee.post(`/api/team-invitations/${sent.body.id}/accept`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(TEAM_MESSAGES.full)
    expect((await invitee.get('/api/teams')).body).toEqual([])
    // Still open: the owner may make room.
    expect((await invitee.get('/api/team-invitations')).body).toHaveLength(1)
  })

  it('only the invitee can accept or decline; anyone else gets 404', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    const sent = await invite(owner, team.id, invitee.user!.id)
    const stranger = await createMember(server)
    for (const who of [stranger, owner]) {
      expect((await who.post(`/api/team-invitations/${sent.body.id}/accept`)).status).toBe(404)
      expect((await who.post(`/api/team-invitations/${sent.body.id}/decline`)).status).toBe(404)
    }
    expect((await invitee.post('/api/team-invitations/not-a-uuid/accept')).status).toBe(404)
    expect((await invitee.post(`/api/team-invitations/${sent.body.id}/decline`)).status).toBe(204)
    expect((await invitee.get('/api/team-invitations')).body).toEqual([])
    expect((await invitee.post(`/api/team-invitations/${sent.body.id}/accept`)).status).toBe(404)
  })

  it('an expired invitation cannot be accepted, and a new one can be sent', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    const sent = await invite(owner, team.id, invitee.user!.id)
    await server.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(teamInvitations.id, sent.body.id))
    expect((await invitee.get('/api/team-invitations')).body).toEqual([])
    const res = await invitee.post(`/api/team-invitations/${sent.body.id}/accept`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(TEAM_MESSAGES.invitationExpired)
    expect((await invite(owner, team.id, invitee.user!.id)).status).toBe(201)
  })

  it('invitations expire after 14 days', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    const sent = await invite(owner, team.id, invitee.user!.id)
    const days = (Date.parse(sent.body.expiresAt) - Date.parse(sent.body.createdAt)) / 86_400_000
    expect(days).toBeCloseTo(14, 5)
  })

  it('the owner cancels a pending invitation; nobody else can', async () => {
    const { team, owner, invitee } = await ownerAndMatch()
    const member = await addTeamMember(server, team.id)
    const sent = await invite(owner, team.id, invitee.user!.id)
    const path = `/api/teams/${team.id}/invitations/${sent.body.id}`
    expect((await member.delete(path)).status).toBe(403)
    expect((await invitee.delete(path)).status).toBe(403)
    expect((await owner.delete(path)).status).toBe(204)
    expect((await owner.delete(path)).status).toBe(404)
    expect((await invitee.get('/api/team-invitations')).body).toEqual([])
    expect(await notificationsOf(invitee)).toEqual([])
    expect((await invitee.post(`/api/team-invitations/${sent.body.id}/accept`)).status).toBe(404)
  })
})
