import { describeError } from '@shared/error-codes'
import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { conversations, matches, messages, swipes, users } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const member = () => createUser(server.url, { profile: {} })
const idOf = (client: ApiClient) => client.user!.id
const swipe = (from: ApiClient, to: ApiClient | string, action: 'pass' | 'like') =>
  from.post('/api/swipes', { swipedId: typeof to === 'string' ? to : idOf(to), action })
const undo = (from: ApiClient, to: ApiClient | string) =>
  from.delete(`/api/swipes/${typeof to === 'string' ? to : idOf(to)}`)

const swipesBy = (client: ApiClient) =>
  server.db
    .select()
    .from(swipes)
    .where(eq(swipes.swiperId, idOf(client)))
const matchesOf = (a: ApiClient, b: ApiClient) => {
  const [user1Id, user2Id] = [idOf(a), idOf(b)].sort()
  return server.db
    .select({ id: matches.id, conversationId: conversations.id })
    .from(matches)
    .leftJoin(conversations, eq(conversations.matchId, matches.id))
    .where(and(eq(matches.user1Id, user1Id!), eq(matches.user2Id, user2Id!)))
}

describe('POST /api/swipes', () => {
  it('records a pass or an unanswered like without a match', async () => {
    const [me, a, b] = await Promise.all([member(), member(), member()])
    const passed = await swipe(me, a, 'pass')
    expect(passed.status).toBe(201)
    expect(passed.body).toEqual({ isMatch: false })
    expect((await swipe(me, b, 'like')).body).toEqual({ isMatch: false })
    expect((await swipesBy(me)).map((row) => row.action).sort()).toEqual(['like', 'pass'])
  })

  it('makes one match and its conversation when a like answers a like', async () => {
    const [me, other] = await Promise.all([member(), member()])
    await swipe(other, me, 'like')
    const res = await swipe(me, other, 'like')
    expect(res.status).toBe(201)
    expect(res.body.isMatch).toBe(true)
    const rows = await matchesOf(me, other)
    expect(rows).toEqual([{ id: res.body.match.id, conversationId: res.body.match.conversationId }])
  })

  it('makes no match when the earlier swipe was a pass', async () => {
    const [me, other] = await Promise.all([member(), member()])
    await swipe(other, me, 'pass')
    expect((await swipe(me, other, 'like')).body).toEqual({ isMatch: false })
    expect(await matchesOf(me, other)).toEqual([])
  })

  it('refuses swiping yourself with 400', async () => {
    const me = await member()
    const res = await swipe(me, me, 'like')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'You cannot swipe on yourself',
      code: 'cannot_swipe_self',
      field: 'swipedId',
    })
    expect(await swipesBy(me)).toEqual([])
  })

  it('refuses a second swipe on the same person with 409 and keeps the first', async () => {
    const [me, other] = await Promise.all([member(), member()])
    await swipe(me, other, 'pass')
    const res = await swipe(me, other, 'like')
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ message: 'You already swiped on this person', code: 'already_swiped' })
    expect((await swipesBy(me)).map((row) => row.action)).toEqual(['pass'])
  })

  it('answers 404 for someone who does not exist, has no profile or deleted their account', async () => {
    const me = await member()
    const noProfile = await createUser(server.url)
    const deleted = await member()
    await server.db.delete(users).where(eq(users.id, idOf(deleted)))
    for (const target of [crypto.randomUUID(), idOf(noProfile), idOf(deleted)]) {
      const res = await swipe(me, target, 'like')
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'This person is no longer on Bubbles', code: 'person_gone' })
    }
    expect(await swipesBy(me)).toEqual([])
  })

  it.each([
    ['swipedId', { swipedId: 'someone', action: 'like' }, 'swipedId must be a user id'],
    ['action', { swipedId: crypto.randomUUID(), action: 'superlike' }, 'action must be pass or like'],
    ['action', { swipedId: crypto.randomUUID() }, 'action must be pass or like'],
  ])('refuses a bad %s with 400', async (field, body, message) => {
    const me = await member()
    const res = await me.post('/api/swipes', body)
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
  })

  it('answers 401 signed out and 403 before onboarding', async () => {
    const other = await member()
    expect((await swipe(new ApiClient(server.url), other, 'like')).status).toBe(401)
    const noProfile = await createUser(server.url)
    expect((await swipe(noProfile, other, 'like')).status).toBe(403)
    expect((await undo(new ApiClient(server.url), other)).status).toBe(401)
    expect((await undo(noProfile, other)).status).toBe(403)
  })
})

describe('DELETE /api/swipes/{swipedId}', () => {
  it('takes back a pass, so the person shows in discover again', async () => {
    const [me, other] = await Promise.all([member(), member()])
    await swipe(me, other, 'pass')
    const res = await undo(me, other)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ matchRemoved: false })
    expect(await swipesBy(me)).toEqual([])
    expect((await swipe(me, other, 'like')).status).toBe(201)
  })

  it('takes back a like and its match and conversation while nobody has written', async () => {
    const [me, other] = await Promise.all([member(), member()])
    await swipe(other, me, 'like')
    await swipe(me, other, 'like')
    const res = await undo(me, other)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ matchRemoved: true })
    expect(await matchesOf(me, other)).toEqual([])
    // Only the caller's swipe goes: the other person's like stays, so liking again matches again.
    expect(await swipesBy(me)).toEqual([])
    expect(await swipesBy(other)).toHaveLength(1)
    expect((await swipe(me, other, 'like')).body.isMatch).toBe(true)
  })

  it('refuses to undo a like whose match already has messages, and changes nothing', async () => {
    const [me, other] = await Promise.all([member(), member()])
    await swipe(other, me, 'like')
    const made = await swipe(me, other, 'like')
    await server.db
      .insert(messages)
      .values({ conversationId: made.body.match.conversationId, senderId: idOf(other), content: 'Hi there!' })
    const res = await undo(me, other)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'You have already started chatting with this match, so the swipe cannot be undone',
    )
    expect(await matchesOf(me, other)).toHaveLength(1)
    expect(await swipesBy(me)).toHaveLength(1)
    const kept = await server.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, made.body.match.conversationId))
    expect(kept).toHaveLength(1)
  })

  it('answers 404 when there is no swipe to undo, including the other person’s swipe on the caller', async () => {
    const [me, other] = await Promise.all([member(), member()])
    await swipe(other, me, 'like')
    for (const target of [idOf(other), crypto.randomUUID()]) {
      const res = await undo(me, target)
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('There is no swipe on this person to undo')
    }
    expect(await swipesBy(other)).toHaveLength(1)
  })

  it('refuses an id that is not a user id with 400', async () => {
    const me = await member()
    const res = await undo(me, 'not-an-id')
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('swipedId')
  })
})

describe('mutual likes at the same instant', () => {
  it('make exactly one match and one conversation per pair (20 pairs)', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 20 }, async () => [await member(), await member()] as const),
    )
    const results = await Promise.all(
      pairs.map(([a, b]) => Promise.all([swipe(a, b, 'like'), swipe(b, a, 'like')])),
    )
    for (const [index, [a, b]] of pairs.entries()) {
      const answers = results[index]!
      expect(answers.map((res) => res.status)).toEqual([201, 201])
      // The later of the two likes is the one that finds the other and makes the match.
      expect(answers.filter((res) => res.body.isMatch)).toHaveLength(1)
      const rows = await matchesOf(a, b)
      expect(rows).toHaveLength(1)
      expect(rows[0]!.conversationId).toBeTruthy()
      const made = answers.find((res) => res.body.isMatch)!.body.match
      expect(made).toEqual({ id: rows[0]!.id, conversationId: rows[0]!.conversationId })
    }
    const ids = pairs.flat().map(idOf)
    const all = await server.db
      .select({ id: matches.id })
      .from(matches)
      .where(or(...ids.map((id) => eq(matches.user1Id, id))))
    expect(all).toHaveLength(20)
  })
})
