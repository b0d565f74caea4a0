import type { Team } from '@shared/schemas/teams'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../../test/client'
import { createMember, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { collect, connectSocket, nextEvent, roundTrip, type TestSocket } from '../../../test/socket'
import { teamMembers, teams, users } from '../../db/schema'

// A suspended owner does not orphan a team.
const ADMIN = 'moderator-owner@bubbles.example'
let server: TestServer
const sockets: TestSocket[] = []
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN })
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server.close()
})

const person = (firstName: string, email?: string) => createMember(server, { firstName, email })
let admin: Promise<ApiClient> | undefined
const signInAdmin = () => {
  admin ??= person('Mod', ADMIN)
  return admin
}
const connect = async (client: ApiClient) => {
  const socket = await connectSocket(client)
  sockets.push(socket)
  return socket
}

/** Someone reports `reported` and a moderator suspends them. */
async function suspend(reported: ApiClient) {
  const reporter = await person('Reporter')
  const filed = await reporter.post('/api/reports', { userId: reported.user!.id, reason: 'spam' })
  expect(filed.status).toBe(201)
  const resolved = await (await signInAdmin()).post(`/api/admin/reports/${filed.body.id}/resolve`, {
    action: 'suspend',
  })
  expect(resolved.status).toBe(204)
}

/** A team of `owner` whose members joined in the order given, a second apart. */
async function teamOf(owner: ApiClient, members: ApiClient[], name = 'Mural crew') {
  const team = await createTeam(server, { owner, name })
  const start = Date.now() - 60_000
  if (members.length === 0) return team.id
  await server.db.insert(teamMembers).values(
    members.map((member, i) => ({
      teamId: team.id,
      userId: member.user!.id,
      joinedAt: new Date(start + i * 1000),
    })),
  )
  return team.id
}

const rolesOf = async (teamId: string) =>
  Object.fromEntries(
    (await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).map((m) => [
      m.userId,
      m.role,
    ]),
  )
const ownerOf = async (teamId: string) =>
  (await server.db.select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, teamId)))[0]!.ownerId

describe('suspending a team owner', () => {
  it('hands the team to the longest-standing member, who can run it at once; teammates hear it live', async () => {
    const [owner, first, second] = await Promise.all([person('Owner'), person('First'), person('Second')])
    const teamId = await teamOf(owner, [first, second])
    const [firstSocket, secondSocket] = await Promise.all([connect(first), connect(second)])
    const firstHears = nextEvent(firstSocket, 'teams-changed')
    const secondHears = nextEvent(secondSocket, 'teams-changed')

    await suspend(owner)

    await Promise.all([firstHears, secondHears])
    expect(await ownerOf(teamId)).toBe(first.user!.id)
    // The suspended person keeps their (hidden) seat as a plain member: one owner per team.
    expect(await rolesOf(teamId)).toEqual({
      [owner.user!.id]: 'member',
      [first.user!.id]: 'owner',
      [second.user!.id]: 'member',
    })
    const seen = (await first.get<Team[]>('/api/teams')).body.find((team) => team.id === teamId)!
    expect(seen.ownerId).toBe(first.user!.id)
    expect(seen.members.map((m) => [m.userId, m.role])).toEqual([
      [first.user!.id, 'owner'],
      [second.user!.id, 'member'],
    ])
    expect((await first.put(`/api/teams/${teamId}`, { name: 'Mural crew, new hands' })).status).toBe(200)
    expect((await second.put(`/api/teams/${teamId}`, { name: 'Not mine' })).status).toBe(403)
  })

  it('passes over a member who is suspended too, and leaves teams the person only belongs to', async () => {
    const [owner, gone, active, otherOwner] = await Promise.all([
      person('Owner'),
      person('Gone'),
      person('Active'),
      person('Other'),
    ])
    const teamId = await teamOf(owner, [gone, active])
    const joinedId = await teamOf(otherOwner, [owner], 'Not theirs')
    await suspend(gone)
    const otherSocket = await connect(otherOwner)
    const otherHeard = collect(otherSocket, 'teams-changed')

    await suspend(owner)

    expect(await ownerOf(teamId)).toBe(active.user!.id)
    expect((await rolesOf(teamId))[active.user!.id]).toBe('owner')
    expect(await ownerOf(joinedId)).toBe(otherOwner.user!.id)
    expect((await rolesOf(joinedId))[otherOwner.user!.id]).toBe('owner')
    await roundTrip(otherSocket)
    expect(otherHeard).toEqual([])
  })

  it('keeps a team with nobody else in it with its owner', async () => {
    const owner = await person('Alone')
    const teamId = await teamOf(owner, [])
    await suspend(owner)
    expect(await ownerOf(teamId)).toBe(owner.user!.id)
  })

  it('does not give the team back when the suspension is lifted', async () => {
    const [owner, member] = await Promise.all([person('Owner'), person('Member')])
    const teamId = await teamOf(owner, [member])
    await suspend(owner)
    // Lifting a suspension is a moderator clearing suspended_at; the person then signs in again.
    await server.db.update(users).set({ suspendedAt: null }).where(eq(users.id, owner.user!.id))
    const back = new ApiClient(server.url)
    expect(
      (await back.post('/api/auth/dev-login', { email: owner.user!.email, firstName: 'Owner' })).status,
    ).toBe(200)

    const seen = (await back.get<Team[]>('/api/teams')).body.find((team) => team.id === teamId)!
    expect(seen.ownerId).toBe(member.user!.id)
    expect(seen.members.map((m) => [m.userId, m.role])).toEqual([
      [member.user!.id, 'owner'],
      [owner.user!.id, 'member'],
    ])
    expect((await back.put(`/api/teams/${teamId}`, { name: 'Mine again' })).status).toBe(403)
  })
})
