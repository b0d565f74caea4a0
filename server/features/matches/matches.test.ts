import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { createMatch } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const person = (firstName: string, profession = 'Photographer') =>
  createUser(server.url, { firstName, lastName: `${firstName}son`, profile: { profession } })

describe('GET /api/matches', () => {
  it('lists the caller matches with the other person, the conversation, last message and unread count', async () => {
    const [me, ayanda, bongi] = await Promise.all([person('Me'), person('Ayanda', 'Writer'), person('Bongi')])
    const first = await createMatch(server, { a: me, b: ayanda })
    const second = await createMatch(server, { a: bongi, b: me })
    await ayanda.post('/api/messages', { conversationId: first.conversationId, content: 'Hi there' })
    await ayanda.post('/api/messages', { conversationId: first.conversationId, content: 'Still there?' })
    await me.post('/api/messages', { conversationId: second.conversationId, content: 'Hello Bongi' })

    const res = await me.get('/api/matches')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(2)
    // Most recent activity first: the message to Bongi was the last one sent.
    const [withBongi, withAyanda] = res.body
    expect(withBongi).toMatchObject({
      id: second.matchId,
      conversationId: second.conversationId,
      unreadCount: 0,
    })
    expect(withBongi.lastMessage).toMatchObject({ content: 'Hello Bongi', senderId: me.user!.id })
    expect(withAyanda).toMatchObject({
      id: first.matchId,
      user1Id: first.user1Id,
      user2Id: first.user2Id,
      conversationId: first.conversationId,
      unreadCount: 2,
    })
    expect(withAyanda.lastMessage).toMatchObject({
      content: 'Still there?',
      conversationId: first.conversationId,
      senderId: ayanda.user!.id,
    })
    const other = withAyanda.user1Id === me.user!.id ? withAyanda.user2 : withAyanda.user1
    expect(other).toEqual({
      id: ayanda.user!.id,
      firstName: 'Ayanda',
      lastName: 'Ayandason',
      profileImageUrl: null,
      profile: { profession: 'Writer' },
    })

    // Reading the conversation clears the unread count; the sender never counts their own messages.
    await me.get(`/api/conversations/${first.matchId}/messages`)
    const after = await me.get('/api/matches')
    expect(after.body.find((m: { id: string }) => m.id === first.matchId).unreadCount).toBe(0)
    expect((await ayanda.get('/api/matches')).body[0].unreadCount).toBe(0)
  })

  it('shows an empty list to someone without matches, and never another pair', async () => {
    const [loner, a, b] = await Promise.all([person('Loner'), person('A'), person('B')])
    await createMatch(server, { a, b })
    const res = await loner.get('/api/matches')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
  })

  it('costs the same number of queries for one match as for many', async () => {
    const me = await person('Counter')
    const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
    const countQueries = async () => {
      const spy = vi.spyOn(client, 'query')
      const res = await me.get('/api/matches')
      const calls = spy.mock.calls.length
      spy.mockRestore()
      return { calls, size: res.body.length }
    }
    const other = await person('First')
    await createMatch(server, { a: me, b: other })
    await me.get('/api/matches')
    const one = await countQueries()
    for (let i = 0; i < 5; i++) {
      const more = await person(`More${i}`)
      const { conversationId } = await createMatch(server, { a: me, b: more })
      await more.post('/api/messages', { conversationId, content: `hello ${i}` })
    }
    const six = await countQueries()
    expect([one.size, six.size]).toEqual([1, 6])
    expect(six.calls).toBe(one.calls)
  })

  it('requires sign-in', async () => {
    const res = await new ApiClient(server.url).get('/api/matches')
    expect(res.status).toBe(401)
  })
})
