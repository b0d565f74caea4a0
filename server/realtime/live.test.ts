import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createMatch, createTeam } from '../../test/factories'
import { realtimeSuite } from '../../test/realtime-suite'
import { collect, leave, nextEvent, presenceSettled, roundTrip } from '../../test/socket'

const live = realtimeSuite()
const { person, connect } = live
async function matchedPair() {
  const [a, b, stranger] = await Promise.all([person('Anele'), person('Busi'), person('Stranger')])
  return { stranger, ...(await createMatch(live.server, { a, b })) }
}

describe('typing', () => {
  it('reaches the other person of the conversation with who is typing', async () => {
    const { a, b, conversationId } = await matchedPair()
    const [sa, sb] = await Promise.all([connect(a), connect(b)])
    await Promise.all([sa, sb].map((s) => s.emitWithAck('join-conversation', conversationId)))
    const echo = collect(sa, 'typing')
    const typing = nextEvent(sb, 'typing')
    expect(await sa.emitWithAck('typing', { conversationId })).toEqual({ ok: true, data: null })
    expect(await typing).toEqual({ conversationId, userId: a.user!.id })
    await roundTrip(sa)
    expect(echo).toEqual([])
  })

  it('does not send typing to a stranger who tries to join the room', async () => {
    const { a, b, stranger, conversationId } = await matchedPair()
    const [sa, sb, ss] = await Promise.all([connect(a), connect(b), connect(stranger)])
    await Promise.all([sa, sb].map((s) => s.emitWithAck('join-conversation', conversationId)))
    expect(await ss.emitWithAck('join-conversation', conversationId)).toMatchObject({
      ok: false,
      status: 403,
    })
    const leaked = collect(ss, 'typing')
    const arrived = nextEvent(sb, 'typing')
    await sa.emitWithAck('typing', { conversationId })
    await arrived
    // Nor may the stranger type into it.
    expect(await ss.emitWithAck('typing', { conversationId })).toMatchObject({ ok: false, status: 403 })
    await roundTrip(ss)
    expect(leaked).toEqual([])
  })

  it('reaches team members only, and refuses bad targets', async () => {
    const [owner, member, outsider] = await Promise.all([person('Owner'), person('Member'), person('Out')])
    const { teamId } = await createTeam(live.server, { owner, members: [member] })
    const [so, sm, sx] = await Promise.all([connect(owner), connect(member), connect(outsider)])
    await Promise.all([so, sm].map((s) => s.emitWithAck('join-team', teamId)))
    const leaked = collect(sx, 'typing')
    const typing = nextEvent(sm, 'typing')
    await so.emitWithAck('typing', { teamId })
    expect(await typing).toEqual({ teamId, userId: owner.user!.id })
    expect(await sx.emitWithAck('typing', { teamId })).toMatchObject({ ok: false, status: 403 })
    expect(await sx.emitWithAck('typing', { teamId: randomUUID() })).toMatchObject({ status: 404 })
    expect(await sx.emitWithAck('typing', 'nonsense' as never)).toMatchObject({ ok: false, status: 400 })
    await roundTrip(sx)
    expect(leaked).toEqual([])
  })

  it('refuses a flood of typing events with 429 in the acknowledgement', async () => {
    const { a, conversationId } = await matchedPair()
    const sa = await connect(a)
    const acks = await Promise.all(
      Array.from({ length: 12 }, () => sa.emitWithAck('typing', { conversationId })),
    )
    expect(acks.filter((ack) => ack.ok)).toHaveLength(10)
    expect(acks.at(-1)).toMatchObject({ ok: false, status: 429 })
  })
})

describe('read receipts', () => {
  it('tells the sender up to which message the other person read, and the messages carry it', async () => {
    const { a, b, conversationId, matchId } = await matchedPair()
    const sa = await connect(a)
    await a.post('/api/messages', { conversationId, content: 'Did you see the brief?' })
    const newest = await a.post('/api/messages', { conversationId, content: 'The one with the logo' })
    const seen = nextEvent(sa, 'messages-read')
    const read = await b.post(`/api/conversations/${matchId}/read`)
    expect(read.status).toBe(200)
    // Up to the newest message read, not the clock: a message committed a moment later is not "Seen".
    expect(read.body).toEqual({ conversationId, userId: b.user!.id, readAt: newest.body.createdAt })
    expect(await seen).toEqual(read.body)
    const history = await a.get(`/api/conversations/${matchId}/messages`)
    for (const message of history.body.messages) expect(message.readAt).toEqual(expect.any(String))
    const [match] = (await a.get('/api/matches')).body
    expect(match.lastMessage).toMatchObject({ id: newest.body.id, readAt: expect.any(String) })
  })

  it('says nothing when there was nothing new to read', async () => {
    const { a, b, conversationId, matchId } = await matchedPair()
    await a.post('/api/messages', { conversationId, content: 'Once' })
    await b.post(`/api/conversations/${matchId}/read`)
    const sa = await connect(a)
    const told = collect(sa, 'messages-read')
    expect((await b.post(`/api/conversations/${matchId}/read`)).status).toBe(200)
    await roundTrip(sa)
    expect(told).toEqual([])
  })

  it('answers 404 to anyone but the two people, and for unknown matches', async () => {
    const { stranger, matchId } = await matchedPair()
    expect((await stranger.post(`/api/conversations/${matchId}/read`)).status).toBe(404)
    expect((await stranger.post(`/api/conversations/${randomUUID()}/read`)).status).toBe(404)
    expect((await stranger.post('/api/conversations/not-an-id/read')).status).toBe(404)
  })
})

describe('presence', () => {
  it('tells matches, and nobody else, when a person comes online and goes offline', async () => {
    const { a, b, stranger } = await matchedPair()
    const [sa, ss] = await Promise.all([connect(a), connect(stranger)])
    const leaked = collect(ss, 'presence')
    const online = nextEvent(sa, 'presence')
    const sb = await connect(b)
    expect(await online).toEqual({ userId: b.user!.id, isOnline: true })
    const [match] = (await a.get('/api/matches')).body
    expect(match.isOnline).toBe(true)

    const offline = nextEvent(sa, 'presence')
    sb.close()
    expect(await offline).toEqual({ userId: b.user!.id, isOnline: false })
    const [after] = (await a.get('/api/matches')).body
    expect(after.isOnline).toBe(false)
    // Each announcement went to every socket it was for at once: sa has both, so ss has whatever it got.
    await roundTrip(ss)
    expect(leaked).toEqual([])
  })

  it('stays online while a second tab is open', async () => {
    const { a, b } = await matchedPair()
    const sa = await connect(a)
    const online = nextEvent(sa, 'presence')
    const tab1 = await connect(b)
    // The first tab's arrival is announced (after its own round trips); a second tab changes nothing.
    expect(await online).toEqual({ userId: b.user!.id, isOnline: true })
    const events = collect(sa, 'presence')
    const tab2 = await connect(b)
    await leave(live.server, tab1)
    await roundTrip(sa)
    expect(events).toEqual([])
    tab2.close()
    await expect.poll(() => events).toEqual([{ userId: b.user!.id, isOnline: false }])
  })

  it('hides isOnline when showOnlineStatus is off', async () => {
    const { a, b } = await matchedPair()
    const sa = await connect(a)
    const online = nextEvent(sa, 'presence')
    await connect(b)
    expect(await online).toEqual({ userId: b.user!.id, isOnline: true })
    const hidden = nextEvent(sa, 'presence')
    expect((await b.put('/api/settings/privacy', { showOnlineStatus: false })).status).toBe(200)
    // Hiding reads as going offline to those who could see it.
    expect(await hidden).toEqual({ userId: b.user!.id, isOnline: false })
    const [match] = (await a.get('/api/matches')).body
    expect(match).not.toHaveProperty('isOnline')
    const events = collect(sa, 'presence')
    await connect(b)
    await presenceSettled(live.server)
    await roundTrip(sa)
    expect(events).toEqual([])
    expect(await sa.emitWithAck('presence', [b.user!.id])).toEqual({ ok: true, data: [] })
  })

  it('answers presence questions about matches only, within a budget', async () => {
    const { a, b, stranger } = await matchedPair()
    const sa = await connect(a)
    await connect(b)
    await connect(stranger)
    // Whether b is online yet depends on b's connection being counted (its own round trip).
    await expect
      .poll(() => sa.emitWithAck('presence', [b.user!.id, stranger.user!.id]))
      .toEqual({ ok: true, data: [{ userId: b.user!.id, isOnline: true }] })
    expect(await sa.emitWithAck('presence', 'x' as never)).toMatchObject({ ok: false, status: 400 })
    const acks = await Promise.all(Array.from({ length: 11 }, () => sa.emitWithAck('presence', [])))
    expect(acks.at(-1)).toMatchObject({ ok: false, status: 429 })
  })
})
