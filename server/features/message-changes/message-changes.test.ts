import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/client'
import { createMatch, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { connectSocket, nextEvent, roundTrip } from '../../../test/socket'
import { attachments, messageReactions, messages, notifications, outbox, teamMessages } from '../../db/schema'
import { attach, download, isStored, pdfBytes } from '../attachments/attachment-test-kit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })

async function conversationWithMessage(content = 'First draft of the brief') {
  const [a, b] = await Promise.all([person('Amahle'), person('Bheki')])
  const match = await createMatch(server, { a, b })
  const sent = await a.post('/api/messages', { conversationId: match.conversationId, content })
  expect(sent.status).toBe(201)
  return { ...match, message: sent.body }
}

async function teamWithMessage() {
  const [owner, member, outsider] = await Promise.all([person('Lerato'), person('Sipho'), person('Zanele')])
  const team = await createTeam(server, { owner, members: [member] })
  const sent = await owner.post(`/api/teams/${team.teamId}/chat`, { content: 'Kick-off at nine' })
  expect(sent.status).toBe(201)
  return { ...team, member, outsider, message: sent.body }
}

describe('reactions', () => {
  it('a reaction counts once per person', async () => {
    const { a, b, message } = await conversationWithMessage()
    const path = `/api/messages/${message.id}/reactions/${encodeURIComponent('🎉')}`
    const first = await b.put(path)
    expect(first.status).toBe(200)
    expect(first.body.reactions).toEqual([{ emoji: '🎉', count: 1, byMe: true, userIds: [b.user!.id] }])
    const again = await b.put(path)
    expect(again.status).toBe(200)
    expect(again.body.reactions).toEqual(first.body.reactions)
    // Putting it twice took no version: nothing changed.
    expect(again.body.version).toBe(first.body.version)
    const other = await a.put(path)
    expect(other.body.reactions).toEqual([
      { emoji: '🎉', count: 2, byMe: true, userIds: [b.user!.id, a.user!.id] },
    ])
    const rows = await server.db
      .select()
      .from(messageReactions)
      .where(eq(messageReactions.messageId, message.id))
    expect(rows).toHaveLength(2)
    // Taking it back leaves the other person's; byMe is the reader's own.
    const back = await b.delete(path)
    expect(back.status).toBe(200)
    expect(back.body.reactions).toEqual([{ emoji: '🎉', count: 1, byMe: false, userIds: [a.user!.id] }])
  })

  it('refuses an emoji outside the six with 400, and strangers with 404', async () => {
    const { message } = await conversationWithMessage()
    const stranger = await person('Zola')
    const own = await conversationWithMessage()
    const wrong = await own.b.put(`/api/messages/${own.message.id}/reactions/${encodeURIComponent('💩')}`)
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe('reaction_emoji_invalid')
    const strangers = await stranger.put(`/api/messages/${message.id}/reactions/${encodeURIComponent('👍')}`)
    expect(strangers.status).toBe(404)
    expect(
      await server.db.select().from(messageReactions).where(eq(messageReactions.messageId, message.id)),
    ).toEqual([])
  })

  it('in a team chat, only members react', async () => {
    const { teamId, member, outsider, message } = await teamWithMessage()
    const path = `/api/teams/${teamId}/chat/${message.id}/reactions/${encodeURIComponent('👍')}`
    expect((await outsider.put(path)).status).toBe(404)
    const put = await member.put(path)
    expect(put.status).toBe(200)
    expect(put.body.reactions).toEqual([{ emoji: '👍', count: 1, byMe: true, userIds: [member.user!.id] }])
    // The message id under another team's path is not found there.
    const other = await createTeam(server, { owner: member })
    expect((await member.put(`/api/teams/${other.teamId}/chat/${message.id}/reactions/👍`)).status).toBe(404)
  })
})

describe('edits', () => {
  it('the sender corrects a message; it says when, and the other person cannot', async () => {
    const { a, b, message, matchId } = await conversationWithMessage()
    expect((await b.patch(`/api/messages/${message.id}`, { content: 'Hijacked' })).status).toBe(404)
    const edited = await a.patch(`/api/messages/${message.id}`, { content: '  Second draft of the brief ' })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ content: 'Second draft of the brief', editedAt: expect.any(String) })
    expect(edited.body.version).toBeGreaterThan(0)
    const page = await b.get(`/api/conversations/${matchId}/messages`)
    expect(page.body.messages[0]).toMatchObject({
      content: 'Second draft of the brief',
      version: edited.body.version,
    })
    expect(page.body.version).toBe(edited.body.version)
    expect((await a.patch(`/api/messages/${message.id}`, { content: '   ' })).status).toBe(400)
  })

  it('an edit after 15 minutes is refused', async () => {
    const { a, message } = await conversationWithMessage()
    await server.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(messages.id, message.id))
    const late = await a.patch(`/api/messages/${message.id}`, { content: 'Too late' })
    expect(late.status).toBe(403)
    expect(late.body.code).toBe('message_edit_window_closed')
    const [stored] = await server.db.select().from(messages).where(eq(messages.id, message.id))
    expect(stored).toMatchObject({ content: 'First draft of the brief', editedAt: null, version: 0 })
  })

  it('a team message is edited by its sender only', async () => {
    const { teamId, owner, member, message } = await teamWithMessage()
    expect(
      (await member.patch(`/api/teams/${teamId}/chat/${message.id}`, { content: 'Mine now' })).status,
    ).toBe(404)
    const edited = await owner.patch(`/api/teams/${teamId}/chat/${message.id}`, {
      content: 'Kick-off at ten',
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ content: 'Kick-off at ten', editedAt: expect.any(String) })
  })
})

describe('deletions', () => {
  it('leaves a tombstone without its words or reactions; a reply to it says the original is gone', async () => {
    const { a, b, message, conversationId, matchId } = await conversationWithMessage('The client is Acme')
    const reply = await b.post('/api/messages', { conversationId, content: 'Noted', replyToId: message.id })
    expect(reply.status).toBe(201)
    expect(reply.body.replyTo).toEqual({
      id: message.id,
      senderId: a.user!.id,
      excerpt: 'The client is Acme',
      deleted: false,
    })
    await b.put(`/api/messages/${message.id}/reactions/${encodeURIComponent('❤️')}`)
    expect((await b.delete(`/api/messages/${message.id}`)).status).toBe(404)
    const deleted = await a.delete(`/api/messages/${message.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({ content: '', deletedAt: expect.any(String), reactions: [] })
    const page = await b.get(`/api/conversations/${matchId}/messages`)
    expect(page.body.messages.map((m: { content: string }) => m.content)).toEqual(['', 'Noted'])
    expect(page.body.messages[1].replyTo).toEqual({
      id: message.id,
      senderId: a.user!.id,
      excerpt: '',
      deleted: true,
    })
    // A deleted message takes no edits, reactions or replies.
    expect((await a.patch(`/api/messages/${message.id}`, { content: 'Back' })).status).toBe(409)
    expect((await b.put(`/api/messages/${message.id}/reactions/${encodeURIComponent('👍')}`)).status).toBe(
      409,
    )
    expect(
      (await b.post('/api/messages', { conversationId, content: 'Hm', replyToId: message.id })).status,
    ).toBe(409)
  })

  it("a deleted message's attachment is gone from the store", async () => {
    const { a, b, conversationId } = await conversationWithMessage()
    const file = await attach(a, pdfBytes(), 'brief.pdf')
    const [row] = await server.db.select().from(attachments).where(eq(attachments.id, file.id))
    const sent = await a.post('/api/messages', {
      conversationId,
      content: 'The brief',
      attachmentIds: [file.id],
    })
    expect(sent.status).toBe(201)
    expect((await download(b, `/api/attachments/${file.id}`)).res.status).toBe(200)
    expect(await isStored(server, row!.key)).toBe(true)
    const deleted = await a.delete(`/api/messages/${sent.body.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body.attachments).toBeUndefined()
    expect(await isStored(server, row!.key)).toBe(false)
    expect(await server.db.select().from(attachments).where(eq(attachments.id, file.id))).toEqual([])
    expect((await download(b, `/api/attachments/${file.id}`)).res.status).toBe(404)
  })

  it('a reply must answer a message of the same chat', async () => {
    const first = await conversationWithMessage()
    const second = await conversationWithMessage()
    const refused = await second.a.post('/api/messages', {
      conversationId: second.conversationId,
      content: 'Crossed wires',
      replyToId: first.message.id,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('reply_to_invalid')
    expect(
      await server.db.select().from(messages).where(eq(messages.conversationId, second.conversationId)),
    ).toHaveLength(1)
  })
})

describe('catch-up of changes', () => {
  it('catch-up after a reconnect brings an edit made meanwhile', async () => {
    const { a, b, message, matchId } = await conversationWithMessage('Meet at 10')
    const opened = await b.get(`/api/conversations/${matchId}/messages`)
    const since = opened.body.version
    // B is away: A edits and reacts.
    await a.patch(`/api/messages/${message.id}`, { content: 'Meet at 11' })
    await a.put(`/api/messages/${message.id}/reactions/${encodeURIComponent('👍')}`)
    const caughtUp = await b.get(`/api/conversations/${matchId}/messages?changedSince=${since}`)
    expect(caughtUp.status).toBe(200)
    expect(caughtUp.body.messages).toHaveLength(1)
    expect(caughtUp.body.messages[0]).toMatchObject({ id: message.id, content: 'Meet at 11' })
    expect(caughtUp.body.messages[0].reactions).toHaveLength(1)
    expect(caughtUp.body.version).toBe(caughtUp.body.messages[0].version)
    // Nothing changed since: an empty catch-up.
    const none = await b.get(`/api/conversations/${matchId}/messages?changedSince=${caughtUp.body.version}`)
    expect(none.body.messages).toEqual([])
    expect((await b.get(`/api/conversations/${matchId}/messages?changedSince=-1`)).status).toBe(400)
    expect(
      (await b.get(`/api/conversations/${matchId}/messages?changedSince=1&after=${message.id}`)).status,
    ).toBe(400)
  })

  it('each change is broadcast whole to the chat room as message-updated', async () => {
    const { teamId, owner, member, message } = await teamWithMessage()
    const socket = await connectSocket(member)
    try {
      await socket.timeout(5000).emitWithAck('join-team', teamId)
      const updated = nextEvent(socket, 'message-updated')
      await owner.patch(`/api/teams/${teamId}/chat/${message.id}`, { content: 'Kick-off moved' })
      expect(await updated).toMatchObject({ id: message.id, teamId, content: 'Kick-off moved' })
      await roundTrip(socket)
      const caughtUp = await member.get(`/api/teams/${teamId}/chat?changedSince=0`)
      expect(caughtUp.body.messages.map((m: { id: string }) => m.id)).toEqual([message.id])
    } finally {
      socket.close()
    }
  })
})

describe('mentions', () => {
  it('stores members only and tells each one, apart from the collapsed chat notification', async () => {
    const [owner, first, second, outsider] = await Promise.all([
      person('Lerato'),
      person('Sipho'),
      person('Thandi'),
      person('Zanele'),
    ])
    const { teamId } = await createTeam(server, { owner, members: [first, second] })
    await owner.post(`/api/teams/${teamId}/chat`, { content: 'Morning' })
    const sent = await owner.post(`/api/teams/${teamId}/chat`, {
      content: '@Sipho can you take the logo?',
      mentions: [first.user!.id, outsider.user!.id, owner.user!.id],
    })
    expect(sent.status).toBe(201)
    expect(sent.body.mentions).toEqual([first.user!.id])
    const [stored] = await server.db.select().from(teamMessages).where(eq(teamMessages.id, sent.body.id))
    expect(stored!.mentions).toEqual([first.user!.id])
    const rows = await server.db
      .select({ type: notifications.type, count: notifications.count })
      .from(notifications)
      .where(and(eq(notifications.userId, first.user!.id), eq(notifications.teamId, teamId)))
    expect(rows.sort((x, y) => x.type.localeCompare(y.type))).toEqual([
      { type: 'mention', count: 1 },
      { type: 'team-message', count: 2 },
    ])
    // Away from the app, the mention waits to be emailed; the unmentioned member gets no mention.
    const emails = await server.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(and(eq(outbox.userId, first.user!.id), eq(outbox.channel, 'email')))
    expect(emails.map((row) => row.kind)).toContain('mention')
    const others = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, second.user!.id), eq(notifications.type, 'mention')))
    expect(others).toEqual([])
    const bad = await owner.post(`/api/teams/${teamId}/chat`, { content: 'Hi', mentions: ['not-a-uuid'] })
    expect(bad.status).toBe(400)
  })
})
