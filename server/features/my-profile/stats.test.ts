import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { createMatch, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { messages, portfolioProjects, teamMessages } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const ids = async (count: number) =>
  (await Promise.all(Array.from({ length: count }, () => createUser(server.url, { profile: {} })))).map(
    (client) => client.user!.id,
  )

describe('GET /api/profile/stats', () => {
  it('counts my messages, team members, active teams, matches, projects and likes, and nothing of others', async () => {
    const me = await createUser(server.url, { profile: {} })
    const [b, c, d, e] = await ids(4)
    const myId = me.user!.id

    const withB = await createMatch(server, { a: myId, b: b! })
    await createMatch(server, { a: myId, b: c! })
    const betweenOthers = await createMatch(server, { a: b!, b: c! })
    await server.db.insert(messages).values([
      { conversationId: withB.conversationId, senderId: myId, content: 'hi' },
      { conversationId: withB.conversationId, senderId: b!, content: 'hello' },
      { conversationId: withB.conversationId, senderId: b!, content: 'how are you' },
      { conversationId: betweenOthers.conversationId, senderId: b!, content: 'not mine' },
    ])

    const { teamId: mine } = await createTeam(server, { owner: myId, members: [b!, d!] })
    const { teamId: joined } = await createTeam(server, {
      owner: e!,
      members: [myId, b!],
      status: 'completed',
    })
    const { teamId: notMine } = await createTeam(server, { owner: c!, members: [d!] })
    await server.db.insert(teamMessages).values([
      { teamId: mine, senderId: myId, content: '1' },
      { teamId: mine, senderId: d!, content: '2' },
      { teamId: joined, senderId: e!, content: '3' },
      { teamId: notMine, senderId: c!, content: 'not mine' },
      { teamId: notMine, senderId: d!, content: 'not mine' },
    ])

    await server.db.insert(portfolioProjects).values([
      { userId: myId, title: 'One', likes: 3 },
      { userId: myId, title: 'Two', likes: 4, isPublic: false },
      { userId: b!, title: 'Theirs', likes: 10 },
    ])

    const res = await me.get('/api/profile/stats')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      messages: 3 + 3,
      teamMembers: 3, // b, d and e; b counted once although in two of my teams
      activeTeams: 1,
      matches: 2,
      portfolioProjects: 2,
      portfolioLikes: 7,
    })
  })

  it('is all zeros for a new person', async () => {
    const me = await createUser(server.url)
    expect((await me.get('/api/profile/stats')).body).toEqual({
      messages: 0,
      teamMembers: 0,
      activeTeams: 0,
      matches: 0,
      portfolioProjects: 0,
      portfolioLikes: 0,
    })
  })

  it('answers 401 when signed out', async () => {
    expect((await new ApiClient(server.url).get('/api/profile/stats')).status).toBe(401)
  })
})
