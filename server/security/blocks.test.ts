import { randomUUID } from 'node:crypto'
import { BLOCKED_MESSAGE } from '@shared/schemas/safety'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../test/client'
import { createMatch } from '../../test/factories'
import { realtimeSuite } from '../../test/realtime-suite'
import { collect, nextEvent, presenceSettled, roundTrip } from '../../test/socket'

const live = realtimeSuite()
const { person, connect } = live

const block = (from: ApiClient, to: ApiClient) => from.post('/api/blocks', { userId: to.user!.id })
const discoverIds = async (client: ApiClient) =>
  (await client.get('/api/profiles/discover')).body.map((card: { user: { id: string } }) => card.user.id)

describe('block', () => {
  it('takes the match and conversation out of both lists, live, and lists who I blocked', async () => {
    const { a, b, matchId, conversationId } = await createMatch(live.server, {
      names: ['Blocker', 'Blocked'],
    })
    await b.post('/api/messages', { conversationId, content: 'Unread when the block comes' })
    expect((await a.get('/api/notifications')).body.unreadChats).toBe(1)
    const [sa, sb] = await Promise.all([connect(a), connect(b)])
    await Promise.all([sa, sb].map((s) => s.emitWithAck('join-conversation', conversationId)))
    const endedForB = nextEvent(sb, 'match-ended')
    expect((await block(a, b)).status).toBe(204)
    expect(await endedForB).toEqual({ matchId, conversationId, reason: 'blocked' })
    expect((await a.get('/api/matches')).body).toEqual([])
    expect((await b.get('/api/matches')).body).toEqual([])
    expect((await b.get(`/api/conversations/${matchId}/messages`)).status).toBe(404)
    // No badge is left pointing at a conversation that cannot be opened, nor their name in the bell.
    expect((await a.get('/api/notifications')).body).toMatchObject({
      items: [],
      unreadCount: 0,
      unreadChats: 0,
    })
    const blocked = await a.get('/api/blocks')
    expect(blocked.body).toEqual([
      {
        user: expect.objectContaining({ id: b.user!.id, firstName: 'Blocked' }),
        createdAt: expect.any(String),
      },
    ])
    expect((await b.get('/api/blocks')).body).toEqual([])
  })

  it('a blocked person cannot message over HTTP or the socket, nor type, nor call', async () => {
    const { a, b, matchId, conversationId } = await createMatch(live.server, {
      names: ['Blocker', 'Blocked'],
    })
    const sb = await connect(b)
    await sb.emitWithAck('join-conversation', conversationId)
    await block(a, b)
    const sent = await b.post('/api/messages', { conversationId, content: 'Why?' })
    expect(sent.status).toBe(403)
    expect(sent.body.message).toBe(BLOCKED_MESSAGE)
    expect(await sb.emitWithAck('send-message', { conversationId, content: 'Hello?' })).toMatchObject({
      ok: false,
      status: 403,
    })
    // Nor the blocker: a block works both ways.
    expect((await a.post('/api/messages', { conversationId, content: 'Bye' })).status).toBe(403)
    expect(await sb.emitWithAck('join-conversation', conversationId)).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await sb.emitWithAck('typing', { conversationId })).toMatchObject({ ok: false, status: 403 })
    const ring = { matchId, callId: randomUUID(), description: { type: 'offer' as const, sdp: 'v=0' } }
    expect(await sb.emitWithAck('call-offer', ring)).toMatchObject({
      ok: false,
      status: 403,
    })
  })

  it('hides each from the other in Discover and profiles, and refuses swipes both ways', async () => {
    const [a, b] = await Promise.all([person('Ama'), person('Bo')])
    expect(await discoverIds(a)).toContain(b.user!.id)
    await block(a, b)
    expect(await discoverIds(a)).not.toContain(b.user!.id)
    expect(await discoverIds(b)).not.toContain(a.user!.id)
    expect((await a.get(`/api/profiles/${b.user!.id}`)).status).toBe(404)
    expect((await b.get(`/api/profiles/${a.user!.id}`)).status).toBe(404)
    expect((await b.post('/api/swipes', { swipedId: a.user!.id, action: 'like' })).status).toBe(403)
    // The pass a block records cannot be undone into Discover.
    expect((await b.delete(`/api/swipes/${a.user!.id}`)).status).toBe(403)
  })

  it('stops notifications and presence between them', async () => {
    const { a, b, conversationId } = await createMatch(live.server, { names: ['Blocker', 'Blocked'] })
    const project = (await a.post('/api/portfolio', { title: 'Not for you' })).body
    const sa = await connect(a)
    await block(a, b)
    const received = collect(sa, 'notification')
    const presence = collect(sa, 'presence')
    await b.post(`/api/portfolio/${project.id}/like`)
    const sb = await connect(b)
    // A like's notification is pushed from its stored row: none stored, none can come. b's arrival is
    // announced once presence settles, and a round trip after that brings anything sent to a's socket.
    expect((await a.get('/api/notifications')).body.items).toEqual([])
    await presenceSettled(live.server)
    await roundTrip(sa)
    expect(received).toEqual([])
    expect(presence).toEqual([])
    expect(await sa.emitWithAck('presence', [b.user!.id])).toEqual({ ok: true, data: [] })
    sb.close()
    expect((await b.post('/api/messages', { conversationId, content: 'x' })).status).toBe(403)
  })

  it('unblocking does not bring back the match', async () => {
    const { a, b } = await createMatch(live.server, { names: ['Blocker', 'Blocked'] })
    await block(a, b)
    expect((await a.delete(`/api/blocks/${b.user!.id}`)).status).toBe(204)
    expect((await a.get('/api/blocks')).body).toEqual([])
    expect((await a.get('/api/matches')).body).toEqual([])
    expect((await b.get('/api/matches')).body).toEqual([])
    expect((await a.get(`/api/profiles/${b.user!.id}`)).status).toBe(200)
    expect(await discoverIds(a)).not.toContain(b.user!.id)
  })

  it('refuses to block oneself, unknown people and bad ids; unblocking someone not blocked is 404', async () => {
    const a = await person('Careful')
    expect((await a.post('/api/blocks', { userId: a.user!.id })).status).toBe(400)
    expect((await a.post('/api/blocks', { userId: randomUUID() })).status).toBe(404)
    expect((await a.post('/api/blocks', { userId: 'nope' })).status).toBe(400)
    expect((await a.delete(`/api/blocks/${randomUUID()}`)).status).toBe(404)
    expect((await a.delete('/api/blocks/nope')).status).toBe(404)
  })
})

describe('unmatch', () => {
  it('removes the match and conversation for both, closes the other person’s chat live, and keeps them apart', async () => {
    const [a, b] = await Promise.all([person('Ending'), person('Ended')])
    await a.post('/api/swipes', { swipedId: b.user!.id, action: 'like' })
    const liked = await b.post('/api/swipes', { swipedId: a.user!.id, action: 'like' })
    const { id: matchId, conversationId } = liked.body.match
    await a.post('/api/messages', { conversationId, content: 'Hi' })
    const sb = await connect(b)
    await sb.emitWithAck('join-conversation', conversationId)
    const ended = nextEvent(sb, 'match-ended')
    const afterwards = collect(sb, 'new-message')
    expect((await a.delete(`/api/matches/${matchId}`)).status).toBe(204)
    expect(await ended).toEqual({ matchId, conversationId, reason: 'unmatched' })
    expect((await a.get('/api/matches')).body).toEqual([])
    expect((await b.get('/api/matches')).body).toEqual([])
    expect((await b.get(`/api/conversations/${matchId}/messages`)).status).toBe(404)
    expect((await b.post('/api/messages', { conversationId, content: 'Wait' })).status).toBe(404)
    expect(await discoverIds(a)).not.toContain(b.user!.id)
    expect(await discoverIds(b)).not.toContain(a.user!.id)
    // An old swipe cannot be undone into Discover again.
    expect((await a.delete(`/api/swipes/${b.user!.id}`)).status).toBe(409)
    await roundTrip(sb)
    expect(afterwards).toEqual([])
  })

  it('answers 404 to anyone but the two people', async () => {
    const { matchId } = await createMatch(live.server, { names: ['Blocker', 'Blocked'] })
    const stranger = await person('Nosy')
    expect((await stranger.delete(`/api/matches/${matchId}`)).status).toBe(404)
    expect((await stranger.delete('/api/matches/nope')).status).toBe(404)
  })
})
