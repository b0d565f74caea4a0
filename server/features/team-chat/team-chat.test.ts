import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { teamMembers, teamMessages } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const person = (firstName: string, lastName = 'Tester') =>
  createUser(server.url, { firstName, lastName, profile: {} })

async function teamOfTwo() {
  const [owner, member] = await Promise.all([person('Lerato', 'Mokoena'), person('Sipho', 'Dlamini')])
  const team = await createTeam(server, { owner, members: [member] })
  return { member, ...team }
}

describe('team chat', () => {
  it('lets members post and read messages with the sender name, oldest first', async () => {
    const { owner, member, teamId } = await teamOfTwo()
    const first = await owner.post(`/api/teams/${teamId}/chat`, { content: '  Morning team!  ' })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({
      id: expect.any(String),
      teamId,
      senderId: owner.user!.id,
      sender: { firstName: 'Lerato', lastName: 'Mokoena' },
      content: 'Morning team!',
      createdAt: expect.any(String),
      replyTo: null,
      reactions: [],
      editedAt: null,
      deletedAt: null,
      version: 0,
      mentions: [],
    })
    await member.post(`/api/teams/${teamId}/chat`, { content: 'Morning!' })

    const chat = await member.get(`/api/teams/${teamId}/chat`)
    expect(chat.status).toBe(200)
    expect(chat.body.hasMore).toBe(false)
    expect(chat.body.messages.map((m: { content: string; sender: object }) => [m.content, m.sender])).toEqual(
      [
        ['Morning team!', { firstName: 'Lerato', lastName: 'Mokoena' }],
        ['Morning!', { firstName: 'Sipho', lastName: 'Dlamini' }],
      ],
    )
  })

  it('starts empty', async () => {
    const { owner, teamId } = await teamOfTwo()
    expect((await owner.get(`/api/teams/${teamId}/chat`)).body).toEqual({
      messages: [],
      hasMore: false,
      version: 0,
    })
  })

  it('refuses non-members with 403 on read and write, and stores nothing', async () => {
    const { owner, teamId } = await teamOfTwo()
    await owner.post(`/api/teams/${teamId}/chat`, { content: 'Members only' })
    const outsider = await person('Outsider')
    const read = await outsider.get(`/api/teams/${teamId}/chat`)
    expect(read.status).toBe(403)
    expect(JSON.stringify(read.body)).not.toContain('Members only')
    expect((await outsider.post(`/api/teams/${teamId}/chat`, { content: 'Hi' })).status).toBe(403)
    const stored = await server.db.select().from(teamMessages).where(eq(teamMessages.teamId, teamId))
    expect(stored.map((m) => m.content)).toEqual(['Members only'])
  })

  it('shuts a member out as soon as they leave the team', async () => {
    const { member, teamId } = await teamOfTwo()
    await server.db.delete(teamMembers).where(eq(teamMembers.userId, member.user!.id))
    expect((await member.post(`/api/teams/${teamId}/chat`, { content: 'Still here?' })).status).toBe(403)
    expect((await member.get(`/api/teams/${teamId}/chat`)).status).toBe(403)
  })

  it('answers 404 for an unknown team and 401 when signed out', async () => {
    const { owner, teamId } = await teamOfTwo()
    expect((await owner.get(`/api/teams/${randomUUID()}/chat`)).status).toBe(404)
    expect((await owner.post(`/api/teams/${randomUUID()}/chat`, { content: 'Hi' })).status).toBe(404)
    expect((await owner.get('/api/teams/bogus/chat')).status).toBe(404)
    expect((await new ApiClient(server.url).get(`/api/teams/${teamId}/chat`)).status).toBe(401)
  })

  it('refuses empty and over-long messages', async () => {
    const { owner, teamId } = await teamOfTwo()
    const empty = await owner.post(`/api/teams/${teamId}/chat`, { content: ' \n ' })
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({
      message: 'Message cannot be empty',
      code: 'message_empty',
      field: 'content',
    })
    expect((await owner.post(`/api/teams/${teamId}/chat`, { content: 'x'.repeat(4001) })).status).toBe(400)
  })

  it('pages backwards with before', async () => {
    const { owner, teamId } = await teamOfTwo()
    await server.db
      .insert(teamMessages)
      .values(Array.from({ length: 7 }, (_, i) => ({ teamId, senderId: owner.user!.id, content: `t${i}` })))
    const newest = await owner.get(`/api/teams/${teamId}/chat?limit=4`)
    expect(newest.body.messages).toHaveLength(4)
    expect(newest.body.hasMore).toBe(true)
    const older = await owner.get(`/api/teams/${teamId}/chat?limit=4&before=${newest.body.messages[0].id}`)
    expect(older.body.messages).toHaveLength(3)
    expect(older.body.hasMore).toBe(false)
    const all = [...older.body.messages, ...newest.body.messages].map((m: { id: string }) => m.id)
    expect(new Set(all).size).toBe(7)
  })
})
