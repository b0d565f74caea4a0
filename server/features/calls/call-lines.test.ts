import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { nextEvent } from '../../../test/socket'
import { calls, messages } from '../../db/schema'
import { answer, callSuite, ring } from './call-test-kit'

const live = callSuite({ CALL_RING_TIMEOUT_MS: '700' })
const linesOf = (conversationId: string) =>
  live.server.db
    .select({ content: messages.content, senderId: messages.senderId })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))

describe('the line a call leaves in the conversation', () => {
  it('is "Missed video call" from the caller when nobody answers in time, and both hear it end', async () => {
    const { a, b, sa, sb, matchId, conversationId } = await live.pair()
    await sb.emitWithAck('join-conversation', conversationId)
    const { callId } = await ring(sa, matchId)
    const [endA, endB, line] = [
      nextEvent(sa, 'call-end'),
      nextEvent(sb, 'call-end'),
      nextEvent(sb, 'new-message'),
    ]
    expect(await endA).toMatchObject({ matchId, callId, reason: 'missed' })
    expect(await endB).toMatchObject({ matchId, callId, reason: 'missed' })
    expect(await line).toMatchObject({
      conversationId,
      senderId: a.user!.id,
      content: 'Missed video call',
      call: { outcome: 'missed' },
    })
    // Delivered like any message, the last message of the chat, but not an unread one.
    const [match] = (await b.get('/api/matches')).body
    expect(match).toMatchObject({ unreadCount: 0, lastMessage: { call: { outcome: 'missed' } } })
    const page = await b.get(`/api/conversations/${matchId}/messages`)
    expect(page.body.messages).toEqual([expect.objectContaining({ call: { outcome: 'missed' } })])
  })

  it('does not count as an unread message, in the list or the Messages badge', async () => {
    const { a, b, sa, sb, matchId, conversationId } = await live.pair()
    const unread = async () => ({
      list: (await b.get('/api/matches')).body[0].unreadCount,
      badge: (await b.get('/api/notifications')).body.unreadChats,
    })
    const { callId } = await ring(sa, matchId)
    await sb.emitWithAck('call-reject', { matchId, callId, reason: 'declined' })
    expect(await linesOf(conversationId)).toHaveLength(1)
    expect(await unread()).toEqual({ list: 0, badge: 0 })

    await a.post('/api/messages', { conversationId, content: 'Sorry, try later?' })
    expect(await unread()).toEqual({ list: 1, badge: 1 })
  })

  it('is "Declined video call" when the callee declines, and the caller hears call-reject', async () => {
    const { b, sa, sb, matchId, conversationId } = await live.pair()
    const otherTab = await live.connect(b)
    const { callId } = await ring(sa, matchId)
    const rejected = nextEvent(sa, 'call-reject')
    const stopsRinging = nextEvent(otherTab, 'call-end')
    await sb.emitWithAck('call-reject', { matchId, callId, reason: 'declined' })
    expect(await rejected).toEqual({ matchId, callId, reason: 'declined', fromUserId: b.user!.id })
    expect(await stopsRinging).toEqual({ matchId, callId, reason: 'declined', fromUserId: b.user!.id })
    expect(await linesOf(conversationId)).toEqual([
      expect.objectContaining({ content: 'Declined video call' }),
    ])
  })

  it('is missed when the callee is busy or the caller gives up', async () => {
    const { sa, sb, matchId, conversationId } = await live.pair()
    const first = await ring(sa, matchId)
    await sb.emitWithAck('call-reject', { matchId, callId: first.callId, reason: 'busy' })
    const second = await ring(sa, matchId)
    const cancelled = nextEvent(sb, 'call-end')
    await sa.emitWithAck('call-end', { matchId, callId: second.callId })
    expect(await cancelled).toMatchObject({ callId: second.callId })
    expect((await linesOf(conversationId)).map((line) => line.content)).toEqual([
      'Missed video call',
      'Missed video call',
    ])
  })

  it('says how long a call lasted, in minutes', async () => {
    const { a, sa, sb, matchId, conversationId } = await live.pair()
    const { callId } = await ring(sa, matchId)
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    // Twelve minutes of talking, without waiting for them.
    await live.server.db
      .update(calls)
      .set({ answeredAt: sql`now() - interval '12 minutes 10 seconds'` })
      .where(eq(calls.id, callId))
    const ended = nextEvent(sa, 'call-end')
    await sb.emitWithAck('call-end', { matchId, callId, reason: 'hangup' })
    expect(await ended).toMatchObject({ callId, reason: 'hangup' })
    const page = await a.get(`/api/conversations/${matchId}/messages`)
    expect(page.body.messages).toEqual([
      expect.objectContaining({ content: 'Video call, 12 min', call: { outcome: 'ended', seconds: 730 } }),
    ])
    expect(await linesOf(conversationId)).toHaveLength(1)
  })

  it('is written once when both hang up at the same moment', async () => {
    const { sa, sb, matchId, conversationId } = await live.pair()
    const { callId } = await ring(sa, matchId)
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    await Promise.all([
      sa.emitWithAck('call-end', { matchId, callId }),
      sb.emitWithAck('call-end', { matchId, callId }),
      sa.emitWithAck('call-end', { matchId, callId }),
    ])
    // Each end is acknowledged after the line it writes, if any; the answer cleared the ring timer.
    expect((await linesOf(conversationId)).map((line) => line.content)).toEqual(['Video call, 1 min'])
  })
})

describe('a match ending under a call', () => {
  it('ends the call for both on unmatch', async () => {
    const { a, sa, sb, matchId } = await live.pair()
    const { callId } = await ring(sa, matchId)
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    const [endA, endB] = [nextEvent(sa, 'call-end'), nextEvent(sb, 'call-end')]
    expect((await a.delete(`/api/matches/${matchId}`)).status).toBe(204)
    expect(await endA).toMatchObject({ matchId, callId })
    expect(await endB).toMatchObject({ matchId, callId })
  })

  it('ends the call for both on a block, and no line is written', async () => {
    const { a, b, sa, sb, matchId, conversationId } = await live.pair()
    const { callId } = await ring(sa, matchId)
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    const [endA, endB] = [nextEvent(sa, 'call-end'), nextEvent(sb, 'call-end')]
    expect((await b.post('/api/blocks', { userId: a.user!.id })).status).toBe(204)
    expect(await endA).toMatchObject({ matchId, callId })
    expect(await endB).toMatchObject({ matchId, callId })
    // Nor can either ring again.
    expect((await ring(sa, matchId)).ack).toMatchObject({ ok: false, status: 403 })
    // The block answered once the call had ended, and the refused ring stored nothing.
    expect(await linesOf(conversationId)).toEqual([])
  })
})
