import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMatch, createTeam } from '../../../test/factories'
import { realtimeSuite } from '../../../test/realtime-suite'
import { collect, roundTrip } from '../../../test/socket'
import { messages, notifications, teamMessages } from '../../db/schema'

// Exact delivery (docs/decisions/015): a clientId stores a message once however often it is sent, and a client
// catches up from the last message it holds, however long the gap.
const live = realtimeSuite()

describe('idempotent send', () => {
  it('stores a message once when the same clientId is sent three times at once', async () => {
    const { a, b, conversationId } = await createMatch(live.server)
    const clientId = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        a.post('/api/messages', { conversationId, content: 'Once only', clientId }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    expect(answers[0]!.body).toMatchObject({ content: 'Once only', clientId, senderId: a.user!.id })
    const stored = await live.server.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
    expect(stored).toHaveLength(1)
    // One message, one notification count.
    const [notification] = await live.server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, b.user!.id))
    expect(notification?.count).toBe(1)
  })

  it('stores one message when HTTP and the socket send the same clientId', async () => {
    const { a, conversationId } = await createMatch(live.server)
    const socket = await live.connect(a)
    const clientId = randomUUID()
    const [viaSocket, viaHttp, again] = await Promise.all([
      socket.emitWithAck('send-message', { conversationId, content: 'Both ways', clientId }),
      a.post('/api/messages', { conversationId, content: 'Both ways', clientId }),
      socket.emitWithAck('send-message', { conversationId, content: 'Both ways', clientId }),
    ])
    expect(viaSocket.ok && again.ok).toBe(true)
    if (!viaSocket.ok || !again.ok) return
    expect(viaHttp.body.id).toBe(viaSocket.data.id)
    expect(again.data.id).toBe(viaSocket.data.id)
    expect(
      await live.server.db.select().from(messages).where(eq(messages.conversationId, conversationId)),
    ).toHaveLength(1)
  })

  it('a repeat is broadcast again, so a message whose first broadcast was lost still arrives', async () => {
    const { a, b, conversationId } = await createMatch(live.server)
    const clientId = randomUUID()
    expect((await a.post('/api/messages', { conversationId, content: 'Lost live', clientId })).status).toBe(
      201,
    )
    const socket = await live.connect(b)
    expect((await socket.emitWithAck('join-conversation', conversationId)).ok).toBe(true)
    const arrived = collect(socket, 'new-message')
    expect((await a.post('/api/messages', { conversationId, content: 'Lost live', clientId })).status).toBe(
      201,
    )
    await roundTrip(socket)
    expect(arrived).toMatchObject([{ content: 'Lost live', clientId }])
  })

  it('refuses a clientId used for another conversation with 409, and one that is not a UUID with 400', async () => {
    const { a, conversationId } = await createMatch(live.server)
    const other = await live.person('Other')
    const { conversationId: otherConversation } = await createMatch(live.server, { a: a, b: other })
    const clientId = randomUUID()
    expect((await a.post('/api/messages', { conversationId, content: 'First', clientId })).status).toBe(201)
    const reused = await a.post('/api/messages', {
      conversationId: otherConversation,
      content: 'Second',
      clientId,
    })
    expect(reused.status).toBe(409)
    const bad = await a.post('/api/messages', { conversationId, content: 'x', clientId: 'not-a-uuid' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('clientId must be a UUID')
  })

  it("never lets someone else's clientId answer with their message", async () => {
    const { a, b, conversationId } = await createMatch(live.server)
    const clientId = randomUUID()
    const mine = await a.post('/api/messages', { conversationId, content: 'Mine', clientId })
    const theirs = await b.post('/api/messages', { conversationId, content: 'Theirs', clientId })
    expect(theirs.status).toBe(201)
    expect(theirs.body.id).not.toBe(mine.body.id)
    expect(theirs.body.content).toBe('Theirs')
  })

  it('stores a team message once when the same clientId is sent three times at once', async () => {
    const [owner, member] = await Promise.all([live.person('Owner'), live.person('Member')])
    const { teamId } = await createTeam(live.server, { owner, members: [member] })
    const clientId = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        owner.post(`/api/teams/${teamId}/chat`, { content: 'Team once', clientId }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    expect(
      await live.server.db.select().from(teamMessages).where(eq(teamMessages.teamId, teamId)),
    ).toHaveLength(1)
    const [notification] = await live.server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user!.id))
    expect(notification?.count).toBe(1)
  })
})

describe('catch-up with after=', () => {
  it('after= returns all 120 missed messages in order across pages', async () => {
    const { a, b, conversationId, matchId } = await createMatch(live.server)
    const seen = await a.post('/api/messages', { conversationId, content: 'Last one seen' })
    for (let i = 0; i < 120; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          (j % 2 ? a : b).post('/api/messages', { conversationId, content: `Missed ${i + j}` }),
        ),
      )
    }
    const stored = await b.get(`/api/conversations/${matchId}/messages?limit=100`)
    const expected = [
      ...(
        await b.get(`/api/conversations/${matchId}/messages?limit=100&before=${stored.body.messages[0].id}`)
      ).body.messages,
      ...stored.body.messages,
    ]
      .map((m: { id: string }) => m.id)
      .slice(1)
    const caughtUp: string[] = []
    let after = seen.body.id as string
    let pages = 0
    for (;;) {
      const page = await b.get(`/api/conversations/${matchId}/messages?after=${after}&limit=50`)
      expect(page.status).toBe(200)
      pages++
      caughtUp.push(...page.body.messages.map((m: { id: string }) => m.id))
      if (!page.body.hasMore) break
      after = page.body.messages.at(-1).id
    }
    expect(pages).toBe(3)
    expect(caughtUp).toHaveLength(120)
    expect(caughtUp).toEqual(expected)
  })

  it('after= the newest message is an empty page; an unknown one is 404; before and after together are 400', async () => {
    const { a, conversationId, matchId } = await createMatch(live.server)
    const newest = await a.post('/api/messages', { conversationId, content: 'Newest' })
    const empty = await a.get(`/api/conversations/${matchId}/messages?after=${newest.body.id}`)
    expect(empty.body).toMatchObject({ messages: [], hasMore: false })
    expect((await a.get(`/api/conversations/${matchId}/messages?after=${randomUUID()}`)).status).toBe(404)
    expect((await a.get(`/api/conversations/${matchId}/messages?after=nope`)).status).toBe(404)
    const both = await a.get(
      `/api/conversations/${matchId}/messages?after=${newest.body.id}&before=${newest.body.id}`,
    )
    expect(both.status).toBe(400)
  })

  it('after= of another conversation is 404, and a stranger is refused', async () => {
    const { a, conversationId, matchId } = await createMatch(live.server)
    const elsewhere = await createMatch(live.server)
    const other = await elsewhere.a.post('/api/messages', {
      conversationId: elsewhere.conversationId,
      content: 'Elsewhere',
    })
    expect((await a.get(`/api/conversations/${matchId}/messages?after=${other.body.id}`)).status).toBe(404)
    const mine = await a.post('/api/messages', { conversationId, content: 'Mine' })
    const stranger = await live.person('Stranger')
    expect((await stranger.get(`/api/conversations/${matchId}/messages?after=${mine.body.id}`)).status).toBe(
      403,
    )
  })

  it('team chat after= returns all 120 missed messages in order across pages', async () => {
    const [owner, member] = await Promise.all([live.person('Owner'), live.person('Member')])
    const { teamId } = await createTeam(live.server, { owner, members: [member] })
    const seen = await owner.post(`/api/teams/${teamId}/chat`, { content: 'Seen' })
    const sent: string[] = []
    for (let i = 0; i < 120; i++) {
      sent.push((await owner.post(`/api/teams/${teamId}/chat`, { content: `Missed ${i}` })).body.id)
    }
    const caughtUp: string[] = []
    let after = seen.body.id as string
    for (;;) {
      const page = await member.get(`/api/teams/${teamId}/chat?after=${after}&limit=100`)
      caughtUp.push(...page.body.messages.map((m: { id: string }) => m.id))
      if (!page.body.hasMore) break
      after = page.body.messages.at(-1).id
    }
    expect(caughtUp).toEqual(sent)
  })
})
