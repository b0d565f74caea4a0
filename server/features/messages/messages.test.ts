import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { createMatch } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { messages } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })

describe('POST /api/messages', () => {
  it('stores a trimmed message from either person of the match', async () => {
    const { a, b, conversationId, matchId } = await createMatch(server)
    const sent = await a.post('/api/messages', { conversationId, content: '  Sawubona!  ' })
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({
      id: expect.any(String),
      content: 'Sawubona!',
      conversationId,
      senderId: a.user!.id,
      createdAt: expect.any(String),
      readAt: null,
      replyTo: null,
      reactions: [],
      editedAt: null,
      deletedAt: null,
      version: 0,
    })
    expect((await b.post('/api/messages', { conversationId, content: 'Yebo' })).status).toBe(201)

    const read = await b.get(`/api/conversations/${matchId}/messages`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: conversationId, matchId, hasMore: false })
    expect(read.body.messages.map((m: { content: string }) => m.content)).toEqual(['Sawubona!', 'Yebo'])
  })

  it.each([
    ['an empty message', { content: '   ' }, 'Message cannot be empty', 'content'],
    ['a message over 4,000 characters', { content: 'x'.repeat(4001) }, undefined, 'content'],
    [
      'a message without conversation id',
      { conversationId: undefined },
      'No conversation ID',
      'conversationId',
    ],
  ])('refuses %s with 400', async (_name, overrides, message, field) => {
    const { a, conversationId } = await createMatch(server)
    const res = await a.post('/api/messages', { conversationId, content: 'Hi', ...overrides })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe(field)
    if (message) expect(res.body.message).toBe(message)
    expect(
      await server.db.select().from(messages).where(eq(messages.conversationId, conversationId)),
    ).toEqual([])
  })

  it('accepts exactly 4,000 characters', async () => {
    const { a, conversationId } = await createMatch(server)
    expect((await a.post('/api/messages', { conversationId, content: 'x'.repeat(4000) })).status).toBe(201)
  })

  it('refuses a stranger with 403 and stores nothing', async () => {
    const { conversationId } = await createMatch(server)
    const stranger = await person('Stranger')
    const res = await stranger.post('/api/messages', { conversationId, content: 'Let me in' })
    expect(res.status).toBe(403)
    expect(res.body.message).toBeTruthy()
    expect(
      await server.db.select().from(messages).where(eq(messages.conversationId, conversationId)),
    ).toEqual([])
  })

  it('answers 404 for an unknown or malformed conversation id', async () => {
    const { a } = await createMatch(server)
    expect((await a.post('/api/messages', { conversationId: randomUUID(), content: 'Hi' })).status).toBe(404)
    expect((await a.post('/api/messages', { conversationId: 'nope', content: 'Hi' })).status).toBe(404)
  })

  it('requires sign-in', async () => {
    const { conversationId } = await createMatch(server)
    const res = await new ApiClient(server.url).post('/api/messages', { conversationId, content: 'Hi' })
    expect(res.status).toBe(401)
  })
})

describe('GET /api/conversations/{matchId}/messages', () => {
  it('refuses a stranger with 403 and an unknown match with 404', async () => {
    const { matchId, a, conversationId } = await createMatch(server)
    await a.post('/api/messages', { conversationId, content: 'Private' })
    const stranger = await person('Nosy')
    const res = await stranger.get(`/api/conversations/${matchId}/messages`)
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain('Private')
    expect((await a.get(`/api/conversations/${randomUUID()}/messages`)).status).toBe(404)
    expect((await a.get('/api/conversations/not-an-id/messages')).status).toBe(404)
    expect((await new ApiClient(server.url).get(`/api/conversations/${matchId}/messages`)).status).toBe(401)
  })

  it('pages backwards through a long history with before and limit', async () => {
    const { a, b, matchId, conversationId } = await createMatch(server)
    // Inserted in one statement, so many share a timestamp: the id breaks the tie consistently.
    await server.db.insert(messages).values(
      Array.from({ length: 125 }, (_, i) => ({
        conversationId,
        senderId: i % 2 ? a.user!.id : b.user!.id,
        content: `message ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, Math.floor(i / 3))),
      })),
    )
    const seen: string[] = []
    let before: string | undefined
    let pages = 0
    for (;;) {
      const res = await a.get(
        `/api/conversations/${matchId}/messages?limit=50${before ? `&before=${before}` : ''}`,
      )
      expect(res.status).toBe(200)
      const page = res.body.messages as { id: string; content: string; createdAt: string }[]
      const times = page.map((m) => m.createdAt)
      expect([...times].sort()).toEqual(times)
      seen.unshift(...page.map((m) => m.id))
      pages++
      if (!res.body.hasMore) break
      before = page[0]!.id
    }
    expect(pages).toBe(3)
    expect(new Set(seen).size).toBe(125)

    const defaultPage = await a.get(`/api/conversations/${matchId}/messages`)
    expect(defaultPage.body.messages).toHaveLength(50)
    expect(defaultPage.body.hasMore).toBe(true)
  })

  it('refuses a limit above 100', async () => {
    const { a, matchId } = await createMatch(server)
    expect((await a.get(`/api/conversations/${matchId}/messages?limit=101`)).status).toBe(400)
  })
})

describe('message rate limit', () => {
  it('allows budgets.messages per minute per person, then answers 429', async () => {
    const limited = await startTestServer({}, { realRateLimits: true })
    try {
      const [a, b] = await Promise.all([
        createUser(limited.url, { firstName: 'Rapid', profile: {} }),
        createUser(limited.url, { firstName: 'Patient', profile: {} }),
      ])
      const { conversationId } = await createMatch(limited, { a, b })
      const max = limited.app.config.budgets.messages.max
      for (let i = 0; i < max; i += 20) {
        const batch = Array.from({ length: Math.min(20, max - i) }, (_, j) =>
          a.post('/api/messages', { conversationId, content: `m${i + j}` }),
        )
        expect((await Promise.all(batch)).every((r) => r.status === 201)).toBe(true)
      }
      const over = await a.post('/api/messages', { conversationId, content: 'one too many' })
      expect(over.status).toBe(429)
      // The budget is per person: the other one can still write.
      expect((await b.post('/api/messages', { conversationId, content: 'still fine' })).status).toBe(201)
    } finally {
      await limited.close()
    }
  })
})
