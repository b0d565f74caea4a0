import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../test/client'
import { createMatch, createTeam } from '../../test/factories'
import { realtimeSuite } from '../../test/realtime-suite'
import { startTestServer } from '../../test/server'
import { collect, connectSocket, disconnected, nextEvent, roundTrip } from '../../test/socket'
import { messages } from '../db/schema'

const live = realtimeSuite()
const { person, connect } = live

async function matchedPair() {
  const [a, b, stranger] = await Promise.all([person('Anele'), person('Busi'), person('Stranger')])
  const match = await createMatch(live.server, { a, b })
  return { stranger, ...match }
}

describe('handshake', () => {
  it('refuses a connection without a session', async () => {
    await expect(connect(new ApiClient(live.server.url))).rejects.toThrow('Please sign in to continue')
  })

  it('refuses a foreign Origin even with a valid session cookie', async () => {
    const a = await person('Origin')
    await expect(connect(a, { origin: 'https://evil.example' })).rejects.toThrow()
    // The same cookie from our own origin is welcome.
    expect((await connect(a)).connected).toBe(true)
  })
})

describe('conversation rooms', () => {
  it('delivers a message to both people after it is stored, and to no one else', async () => {
    const { a, b, stranger, conversationId } = await matchedPair()
    const [sa, sb, ss] = await Promise.all([connect(a), connect(b), connect(stranger)])
    expect(await sa.emitWithAck('join-conversation', conversationId)).toEqual({ ok: true, data: null })
    expect(await sb.emitWithAck('join-conversation', conversationId)).toEqual({ ok: true, data: null })
    const refused = await ss.emitWithAck('join-conversation', conversationId)
    expect(refused).toMatchObject({ ok: false, status: 403 })
    const leaked = collect(ss, 'new-message')

    // On delivery the message must already be in the database.
    const storedOnArrival = nextEvent(sb, 'new-message').then(async (message) => ({
      message,
      rows: await live.server.db.select().from(messages).where(eq(messages.id, message.id)),
    }))
    const echo = nextEvent(sa, 'new-message')
    const sent = await a.post('/api/messages', { conversationId, content: 'Live hello' })
    const { message, rows } = await storedOnArrival
    expect(message).toEqual(sent.body)
    expect(rows).toHaveLength(1)
    // The sender's own sockets (other tabs) get it too.
    expect(await echo).toEqual(sent.body)
    await roundTrip(ss)
    expect(leaked).toEqual([])
  })

  it('answers a refused join through the error event when no callback is given', async () => {
    const { stranger, conversationId } = await matchedPair()
    const ss = await connect(stranger)
    const error = nextEvent(ss, 'error')
    ss.emit('join-conversation', conversationId)
    expect(await error).toMatchObject({ event: 'join-conversation', status: 403 })
  })

  it('answers 404 for an unknown conversation and 400 for a missing id', async () => {
    const a = await person('Unknown')
    const sa = await connect(a)
    expect(await sa.emitWithAck('join-conversation', randomUUID())).toMatchObject({ ok: false, status: 404 })
    expect(await sa.emitWithAck('join-conversation', 42 as never)).toMatchObject({ ok: false, status: 400 })
  })
})

describe('send-message over the socket', () => {
  it('follows the rules of POST /api/messages and delivers the stored message', async () => {
    const { a, b, stranger, conversationId, matchId } = await matchedPair()
    const [sa, sb, ss] = await Promise.all([connect(a), connect(b), connect(stranger)])
    await Promise.all([sa, sb].map((s) => s.emitWithAck('join-conversation', conversationId)))

    const arrival = nextEvent(sb, 'new-message')
    const ack = await sa.emitWithAck('send-message', { conversationId, content: '  Over the wire  ' })
    expect(ack).toMatchObject({ ok: true, data: { content: 'Over the wire', senderId: a.user!.id } })
    expect(await arrival).toEqual(ack.ok && ack.data)

    expect(await sa.emitWithAck('send-message', { conversationId, content: '   ' })).toMatchObject({
      ok: false,
      status: 400,
      message: 'Message cannot be empty',
      code: 'message_empty',
    })
    expect(await sa.emitWithAck('send-message', { content: 'Hi' } as never)).toMatchObject({
      ok: false,
      message: 'No conversation ID',
    })
    expect(await ss.emitWithAck('send-message', { conversationId, content: 'Sneaky' })).toMatchObject({
      ok: false,
      status: 403,
    })
    const history = await b.get(`/api/conversations/${matchId}/messages`)
    expect(history.body.messages.map((m: { content: string }) => m.content)).toEqual(['Over the wire'])
  })
})

describe('reconnecting', () => {
  it('catches up on what was sent while disconnected, then receives live again', async () => {
    const { a, b, conversationId, matchId } = await matchedPair()
    const sb = await connect(b)
    await sb.emitWithAck('join-conversation', conversationId)
    const before = await b.get(`/api/conversations/${matchId}/messages`)
    sb.close()

    for (const content of ['missed 1', 'missed 2', 'missed 3']) {
      await a.post('/api/messages', { conversationId, content })
    }
    // What the client does after a reconnect: join again, then refetch the conversation.
    const again = await connect(b)
    await again.emitWithAck('join-conversation', conversationId)
    const caughtUp = await b.get(`/api/conversations/${matchId}/messages`)
    expect(before.body.messages).toEqual([])
    expect(caughtUp.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'missed 1',
      'missed 2',
      'missed 3',
    ])
    const live = nextEvent(again, 'new-message')
    await a.post('/api/messages', { conversationId, content: 'live again' })
    expect((await live).content).toBe('live again')
  })
})

describe('ending a session', () => {
  it('disconnects the sockets of a session on logout, leaving the person other sessions alone', async () => {
    const a = await person('Leaving')
    const otherDevice = new ApiClient(live.server.url)
    await otherDevice.post('/api/auth/dev-login', {
      email: a.user!.email,
      firstName: a.user!.firstName,
      lastName: a.user!.lastName,
    })
    const [phone, laptop] = await Promise.all([connect(a), connect(otherDevice)])
    const gone = disconnected(phone)
    expect((await a.post('/api/auth/logout')).status).toBe(200)
    expect(await gone).toBe('io server disconnect')
    // The laptop's own session still gets answers after the phone's logout was handled.
    await roundTrip(laptop)
    expect(laptop.connected).toBe(true)
    // The ended session cannot come back.
    await expect(connectSocket(a)).rejects.toThrow('Please sign in to continue')
  })

  it('disconnects every socket of a deleted account', async () => {
    const a = await person('Deleted')
    const s1 = await connect(a)
    const s2 = await connect(a)
    const gone = Promise.all([disconnected(s1), disconnected(s2)])
    live.server.app.sessionEvents.emit('user', a.user!.id)
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect'])
  })
})

describe('call signalling', () => {
  it('relays call events to the other person of the match only', async () => {
    const { a, b, stranger, matchId } = await matchedPair()
    const [sa, sb, ss] = await Promise.all([connect(a), connect(b), connect(stranger)])
    const leaked = collect(ss, 'call-offer')
    const offer = nextEvent(sb, 'call-offer')
    const callId = randomUUID()
    const description = { type: 'offer' as const, sdp: 'v=0' }
    expect(await sa.emitWithAck('call-offer', { matchId, callId, description })).toEqual({
      ok: true,
      data: null,
    })
    expect(await offer).toEqual({
      matchId,
      callId,
      description,
      fromUserId: a.user!.id,
      caller: { id: a.user!.id, firstName: 'Anele', lastName: a.user!.lastName, profileImageUrl: null },
    })

    const answer = nextEvent(sa, 'call-answer')
    await sb.emitWithAck('call-answer', {
      matchId,
      callId,
      description: { type: 'answer', sdp: 'v=0 answer' },
    })
    expect((await answer).fromUserId).toBe(b.user!.id)

    // A stranger cannot ring into a match, nor pretend to be someone else.
    const fromStranger = await ss.emitWithAck('call-offer', {
      matchId,
      callId: randomUUID(),
      description,
      fromUserId: a.user!.id,
    } as never)
    expect(fromStranger).toMatchObject({ ok: false, status: 403 })
    expect(await ss.emitWithAck('ice-candidate', { matchId, callId, candidate: null })).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(
      await ss.emitWithAck('ice-candidate', { matchId: randomUUID(), callId: randomUUID() }),
    ).toMatchObject({ status: 404 })
    expect(await ss.emitWithAck('call-end', null as never)).toMatchObject({ status: 400 })
    await roundTrip(ss)
    expect(leaked).toEqual([])
  })
})

describe('team rooms', () => {
  it('delivers team messages live to members only', async () => {
    const [owner, member, outsider] = await Promise.all([
      person('Owner'),
      person('Member'),
      person('Outsider'),
    ])
    const { teamId } = await createTeam(live.server, { owner, members: [member] })
    const [so, sm, sx] = await Promise.all([connect(owner), connect(member), connect(outsider)])
    expect(await so.emitWithAck('join-team', teamId)).toEqual({ ok: true, data: null })
    expect(await sm.emitWithAck('join-team', teamId)).toEqual({ ok: true, data: null })
    expect(await sx.emitWithAck('join-team', teamId)).toMatchObject({ ok: false, status: 403 })
    expect(await sx.emitWithAck('join-team', randomUUID())).toMatchObject({ ok: false, status: 404 })
    const leaked = collect(sx, 'new-message')

    const arrival = nextEvent(sm, 'new-message')
    const sent = await owner.post(`/api/teams/${teamId}/chat`, { content: 'Stand-up in 5' })
    expect(sent.status).toBe(201)
    expect(await arrival).toEqual({ ...sent.body, teamId })
    await roundTrip(sx)
    expect(leaked).toEqual([])
  })
})

describe('socket message budget', () => {
  it('refuses send-message with 429 past budgets.messages per minute', async () => {
    const limited = await startTestServer({}, { realRateLimits: true })
    try {
      const a = await createUser(limited.url, { firstName: 'Flood', profile: {} })
      const b = await createUser(limited.url, { firstName: 'Calm', profile: {} })
      const { conversationId } = await createMatch(limited, { a, b })
      const socket = await connect(a)
      const max = limited.app.config.budgets.messages.max
      const acks = await Promise.all(
        Array.from({ length: max + 1 }, (_, i) =>
          socket.emitWithAck('send-message', { conversationId, content: `m${i}` }),
        ),
      )
      expect(acks.filter((ack) => ack.ok)).toHaveLength(max)
      expect(acks.at(-1)).toMatchObject({ ok: false, status: 429, code: 'too_fast_messages' })
    } finally {
      await limited.close()
    }
  })
})
