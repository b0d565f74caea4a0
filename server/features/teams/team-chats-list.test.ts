import type { Team } from '@shared/schemas/teams'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries } from '../../../test/count-queries'
import { createMember, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'

// The Team Chats list shows each team's unread count and last message, like the 1:1 list.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const person = (firstName: string, lastName: string) =>
  createMember(server, { firstName, lastName, profile: {} })

const myTeams = async (client: Awaited<ReturnType<typeof person>>) => {
  const res = await client.get<Team[]>('/api/teams')
  expect(res.status).toBe(200)
  return res.body
}

describe('GET /api/teams as the Team Chats list', () => {
  it("gives each team its last message with the sender's name, and what the caller has not read", async () => {
    const [lerato, sipho] = await Promise.all([person('Lerato', 'Mokoena'), person('Sipho', 'Dlamini')])
    const { teamId } = await createTeam(server, { owner: lerato, members: [sipho], name: 'Talking' })
    await createTeam(server, { owner: lerato, members: [sipho], name: 'Quiet' })
    await lerato.post(`/api/teams/${teamId}/chat`, { content: 'Morning team!' })
    await sipho.post(`/api/teams/${teamId}/chat`, { content: 'Morning!' })
    await sipho.post(`/api/teams/${teamId}/chat`, { content: 'Shoot on Saturday?' })

    const [quiet, talking] = await myTeams(lerato)
    expect(quiet).toMatchObject({ name: 'Quiet', unreadCount: 0, lastMessage: null })
    expect(talking).toMatchObject({
      name: 'Talking',
      unreadCount: 2,
      lastMessage: {
        teamId,
        senderId: sipho.user!.id,
        sender: { firstName: 'Sipho', lastName: 'Dlamini' },
        content: 'Shoot on Saturday?',
        createdAt: expect.any(String),
      },
    })
    // The sender has read their own team up to their message.
    expect((await myTeams(sipho)).find((team) => team.id === teamId)).toMatchObject({ unreadCount: 0 })

    // Opening the chat reads it; the last message stays.
    await lerato.get(`/api/teams/${teamId}/chat`)
    expect((await myTeams(lerato)).find((team) => team.id === teamId)).toMatchObject({
      unreadCount: 0,
      lastMessage: { content: 'Shoot on Saturday?' },
    })
  })

  it('costs the same statements for one quiet team as for many teams full of messages', async () => {
    const one = await person('One', 'Team')
    await createTeam(server, { owner: one })
    const many = await person('Many', 'Teams')
    const other = await person('Other', 'Member')
    for (let i = 0; i < 4; i++) {
      const { teamId } = await createTeam(server, { owner: many, members: [other] })
      for (let j = 0; j < 3; j++) await other.post(`/api/teams/${teamId}/chat`, { content: `m${j}` })
    }
    const few = await countQueries(server.db, () => one.get('/api/teams'))
    const lots = await countQueries(server.db, async () => {
      const teams = await myTeams(many)
      expect(teams.map((team) => [team.unreadCount, team.lastMessage?.content])).toEqual(
        Array(4).fill([3, 'm2']),
      )
    })
    expect(few).toBeGreaterThan(0)
    expect(lots).toBe(few)
  })
})
