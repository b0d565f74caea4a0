import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { collect, nextEvent, roundTrip } from '../../../test/socket'
import { calls } from '../../db/schema'
import { answer, callSuite, offer, ring, ringTimeOver } from './call-test-kit'

const live = callSuite({ CALL_RING_TIMEOUT_MS: '800' })
const statusOf = async (callId: string) =>
  (await live.server.db.select({ status: calls.status }).from(calls).where(eq(calls.id, callId)))[0]?.status

describe('a 1:1 call', () => {
  it('rings the other person with who is calling, then connects on their answer', async () => {
    const { a, b, sa, sb, matchId } = await live.pair()
    const incoming = nextEvent(sb, 'call-offer')
    const ringOver = ringTimeOver(live.server)
    const { callId, ack } = await ring(sa, matchId, { media: { audio: true, video: true } })
    expect(ack).toEqual({ ok: true, data: null })
    expect(await incoming).toEqual({
      matchId,
      callId,
      description: offer,
      media: { audio: true, video: true },
      fromUserId: a.user!.id,
      caller: { id: a.user!.id, firstName: 'Ama', lastName: a.user!.lastName, profileImageUrl: null },
    })
    expect(await statusOf(callId)).toBe('ringing')

    // The caller trickles candidates before any answer: they reach the callee while it rings.
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' }
    const trickled = nextEvent(sb, 'ice-candidate')
    expect(await sa.emitWithAck('ice-candidate', { matchId, callId, candidate })).toMatchObject({ ok: true })
    expect(await trickled).toMatchObject({ callId, candidate, fromUserId: a.user!.id })

    const answered = nextEvent(sa, 'call-answer')
    expect(await sb.emitWithAck('call-answer', { matchId, callId, description: answer })).toMatchObject({
      ok: true,
    })
    expect(await answered).toEqual({ matchId, callId, description: answer, fromUserId: b.user!.id })
    expect(await statusOf(callId)).toBe('active')
    // Answered calls do not time out: the ring time must pass (a clock is what is tested here).
    await ringOver
    expect(await statusOf(callId)).toBe('active')
  })

  it("stops the callee's other tabs ringing once one tab answers", async () => {
    const { b, sa, sb, matchId } = await live.pair()
    const otherTab = await live.connect(b)
    const rung = nextEvent(otherTab, 'call-offer')
    const { callId } = await ring(sa, matchId)
    await rung
    const stop = nextEvent(otherTab, 'call-end')
    const answeringTabEnds = collect(sb, 'call-end')
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    expect(await stop).toMatchObject({ callId, reason: 'answered-elsewhere' })
    await roundTrip(sb)
    expect(answeringTabEnds).toEqual([])
  })

  it('fails at once when the other person is not online, naming them', async () => {
    const { b, sa, sb, matchId } = await live.pair()
    sb.close()
    // Rung once the server has seen Bo go: Ama's presence question then says so.
    await expect
      .poll(async () => (await sa.emitWithAck('presence', [b.user!.id])).data)
      .toEqual([{ userId: b.user!.id, isOnline: false }])
    const { callId, ack } = await ring(sa, matchId)
    expect(ack).toEqual({
      ok: false,
      status: 409,
      message: 'Bo is not online',
      code: 'call_peer_offline',
      params: { name: 'Bo' },
    })
    expect(await statusOf(callId)).toBeUndefined()
  })

  it('refuses a second call in the same chat while one rings', async () => {
    const { sa, sb, matchId } = await live.pair()
    await ring(sa, matchId)
    const { ack } = await ring(sb, matchId)
    expect(ack).toMatchObject({ ok: false, status: 409, code: 'call_in_progress' })
  })

  it('relays nothing for a call that has ended, or that was never made', async () => {
    const { sa, sb, matchId } = await live.pair()
    const { callId } = await ring(sa, matchId)
    await sa.emitWithAck('call-end', { matchId, callId })
    expect(await sb.emitWithAck('call-answer', { matchId, callId, description: answer })).toMatchObject({
      status: 404,
      code: 'call_not_found',
    })
    expect(
      await sa.emitWithAck('ice-candidate', { matchId, callId: randomUUID(), candidate: null }),
    ).toMatchObject({
      status: 404,
      code: 'call_not_found',
    })
    // Hanging up twice is no error: the call is over either way.
    expect(await sb.emitWithAck('call-end', { matchId, callId })).toEqual({ ok: true, data: null })
  })

  it('refuses a signal without a scope, or with a bad call id, as 400', async () => {
    const { sa, matchId } = await live.pair()
    expect(await sa.emitWithAck('call-offer', { callId: randomUUID() } as never)).toMatchObject({
      status: 400,
      code: 'call_scope_required',
    })
    expect(await sa.emitWithAck('call-offer', { matchId, callId: 'nope' })).toMatchObject({
      status: 400,
      code: 'invalid_input',
    })
  })
})
