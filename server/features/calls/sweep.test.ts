import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTeam } from '../../../test/factories'
import { collect, leave, nextEvent, presenceSettled, roundTrip } from '../../../test/socket'
import { calls, messages } from '../../db/schema'
import { answer, callSuite, ring } from './call-test-kit'
import { sweepCalls } from './sweep'

// A sweep every second, and a grace of 4 s with nobody connected (ended after 4 to 6 s): long enough for a
// reconnect on a loaded machine, short enough for a test.
const live = callSuite({ SOCKET_RECHECK_SECONDS: '1', CALL_OFFLINE_GRACE_SECONDS: '4' })
const statusOf = async (callId: string) =>
  (await live.server.db.select({ status: calls.status }).from(calls).where(eq(calls.id, callId)))[0]?.status

// Waits of several seconds each: room for a loaded machine.
describe('the call sweep', { timeout: 40_000 }, () => {
  it('keeps a call through a socket reconnect: media goes peer to peer', async () => {
    const { a, b, sa, sb, matchId } = await live.pair()
    const { callId } = await ring(sa, matchId)
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    // Both lose their connection for a moment (a network change), well within the grace.
    await leave(live.server, sa, sb)
    const [againA, againB] = await Promise.all([live.connect(a), live.connect(b)])
    const ends = collect(againB, 'call-end')
    await presenceSettled(live.server)
    // Past the grace without waiting for it: the call was last seen an hour ago. A sweep now finds
    // the two connected again, so it keeps the call (and marks it seen) rather than ending it.
    await live.server.db
      .update(calls)
      .set({ seenAt: sql`now() - interval '1 hour'` })
      .where(eq(calls.id, callId))
    await sweepCalls(live.server.app.calls.context, live.server.app.config.socketRecheckMs)
    await roundTrip(againB)
    expect(await statusOf(callId)).toBe('active')
    expect(ends).toEqual([])
    const relayed = nextEvent(againB, 'ice-candidate')
    await againA.emitWithAck('ice-candidate', { matchId, callId, candidate: null })
    expect(await relayed).toMatchObject({ callId, fromUserId: a.user!.id })
  })

  it('ends a call neither person holds any more, and writes its line', async () => {
    const { sa, sb, matchId, conversationId } = await live.pair()
    const { callId } = await ring(sa, matchId)
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    sa.close()
    sb.close()
    // The sweep marks the call ended, then writes its line: the line is what comes last.
    const lines = () =>
      live.server.db
        .select({ content: messages.content })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
    await expect.poll(lines, { timeout: 15_000 }).toEqual([{ content: 'Video call, 1 min' }])
    expect(await statusOf(callId)).toBe('ended')
  })

  it('ends as missed a call still ringing past its time, whichever instance rang it', async () => {
    const { a, b, sa, sb, matchId } = await live.pair()
    // As left by an instance that died before its ring timer fired.
    const [row] = await live.server.db
      .insert(calls)
      .values({
        id: crypto.randomUUID(),
        matchId,
        callerId: a.user!.id,
        createdAt: sql`now() - interval '2 minutes'`,
      })
      .returning()
    const [endA, endB] = [nextEvent(sa, 'call-end', 4000), nextEvent(sb, 'call-end', 4000)]
    expect(await endA).toMatchObject({ callId: row!.id, reason: 'missed' })
    expect(await endB).toMatchObject({ callId: row!.id, reason: 'missed' })
    const page = await b.get(`/api/conversations/${matchId}/messages`)
    expect(page.body.messages).toEqual([expect.objectContaining({ call: { outcome: 'missed' } })])
  })

  it('drops a team participant who has had no socket for the grace time', async () => {
    const [owner, member] = await Promise.all([live.person('Owner'), live.person('Member')])
    const { teamId } = await createTeam(live.server, { owner, members: [member] })
    const [so, sm] = await Promise.all([live.connect(owner), live.connect(member)])
    const joined = await so.emitWithAck('call-join', { teamId })
    const callId = (joined as { data: { callId: string } }).data.callId
    await sm.emitWithAck('call-join', { teamId })
    const rosters = collect(so, 'team-call')
    const closed = nextEvent(so, 'call-end', 15_000)
    sm.close()
    expect(await closed).toEqual({ teamId, callId, fromUserId: member.user!.id })
    await expect.poll(() => rosters.at(-1)?.participants.map((p) => p.id)).toEqual([owner.user!.id])
    expect(await statusOf(callId)).toBe('active')
  })
})
