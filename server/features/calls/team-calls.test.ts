import { randomUUID } from 'node:crypto'
import { TEAM_CALL_MAX } from '@shared/schemas/calls'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createTeam } from '../../../test/factories'
import { collect, nextEvent, roundTrip, type TestSocket } from '../../../test/socket'
import { answer, callSuite, offer } from './call-test-kit'

const live = callSuite()

/** A team of `size` members (the first owns it), each with a connected socket. */
async function team(size: number) {
  const people = await Promise.all(Array.from({ length: size }, (_, i) => live.person(`P${i}`)))
  const { teamId } = await createTeam(live.server, {
    owner: people[0]!.user!,
    members: people.slice(1).map((p) => p.user!),
  })
  const sockets = await Promise.all(people.map((p) => live.connect(p)))
  return { teamId, people, sockets }
}
const idOf = (client: ApiClient) => client.user!.id
const join = (socket: TestSocket, teamId: string) => socket.emitWithAck('call-join', { teamId })
/** Resolves when `socket` hears a roster of `count` people. */
const waitForRoster = (socket: TestSocket, count: number) =>
  new Promise<void>((resolve) => {
    const listener = (call: { participants: unknown[] }) => {
      if (call.participants.length !== count) return
      socket.off('team-call', listener)
      resolve()
    }
    socket.on('team-call', listener)
  })

describe('a team call', () => {
  it('starts with the first to join, and every member sees who is in it', async () => {
    const { teamId, people, sockets } = await team(3)
    const [p0, p1] = people
    const seenByBystander = nextEvent(sockets[2]!, 'team-call')
    const started = await join(sockets[0]!, teamId)
    expect(started).toEqual({
      ok: true,
      data: {
        teamId,
        callId: expect.any(String),
        participants: [
          { id: idOf(p0!), firstName: 'P0', lastName: p0!.user!.lastName, profileImageUrl: null },
        ],
      },
    })
    const callId = (started as { data: { callId: string } }).data.callId
    expect(await seenByBystander).toEqual((started as { data: unknown }).data)

    const joined = await join(sockets[1]!, teamId)
    expect(joined).toMatchObject({
      ok: true,
      data: { callId, participants: [{ id: idOf(p0!) }, { id: idOf(p1!) }] },
    })
    // Joining again after a reconnect changes nothing.
    expect(await join(sockets[1]!, teamId)).toEqual(joined)
    expect((await p1!.get(`/api/teams/${teamId}/call`)).body).toEqual((joined as { data: unknown }).data)
  })

  it('relays signals between participants only, each to the one it names', async () => {
    const { teamId, people, sockets } = await team(3)
    const [s0, s1, s2] = sockets as [TestSocket, TestSocket, TestSocket]
    const callId = ((await join(s0, teamId)) as { data: { callId: string } }).data.callId
    await join(s1, teamId)
    const leaked = collect(s2, 'call-offer')
    const arrived = nextEvent(s0, 'call-offer')
    const signal = { teamId, callId, toUserId: idOf(people[0]!), description: offer }
    expect(await s1.emitWithAck('call-offer', signal)).toEqual({ ok: true, data: null })
    expect(await arrived).toEqual({ ...signal, fromUserId: idOf(people[1]!) })
    const answered = nextEvent(s1, 'call-answer')
    await s0.emitWithAck('call-answer', { teamId, callId, toUserId: idOf(people[1]!), description: answer })
    expect(await answered).toMatchObject({ fromUserId: idOf(people[0]!) })

    // A member who has not joined can neither send into the call nor be sent to.
    expect(await s2.emitWithAck('call-offer', signal)).toMatchObject({ status: 403, code: 'call_join_first' })
    expect(await s0.emitWithAck('call-offer', { ...signal, toUserId: idOf(people[2]!) })).toMatchObject({
      status: 404,
      code: 'call_not_found',
    })
    const { toUserId: _, ...toNobody } = signal
    expect(await s0.emitWithAck('call-offer', toNobody)).toMatchObject({ status: 400, code: 'invalid_input' })
    expect(await s0.emitWithAck('call-offer', { ...signal, callId: randomUUID() })).toMatchObject({
      status: 404,
      code: 'call_not_found',
    })
    await roundTrip(s2)
    expect(leaked).toEqual([])
  })

  it("relays one person's signals in the order they were sent", async () => {
    // An offer overtaken by its own candidates leaves the receiver no connection to add them to: with
    // every candidate of both sides lost that way, the pair never connects (seen in a six-person call).
    const { teamId, people, sockets } = await team(2)
    const [s0, s1] = sockets as [TestSocket, TestSocket]
    const callId = ((await join(s0, teamId)) as { data: { callId: string } }).data.callId
    await join(s1, teamId)
    const arrived: string[] = []
    s0.onAny((event, signal) => {
      if (event === 'call-offer') arrived.push('offer')
      if (event === 'ice-candidate') arrived.push(signal.candidate.candidate)
    })
    const to = { teamId, callId, toUserId: idOf(people[0]!) }
    const candidates = Array.from(
      { length: 40 },
      (_, i) => `candidate:${i} 1 udp 1 127.0.0.1 ${9000 + i} typ host`,
    )
    s1.emit('call-offer', { ...to, description: offer })
    for (const candidate of candidates)
      s1.emit('ice-candidate', { ...to, candidate: { candidate, sdpMLineIndex: 0 } })
    await expect.poll(() => arrived.length).toBe(candidates.length + 1)
    expect(arrived).toEqual(['offer', ...candidates])
  })

  it('is for members only', async () => {
    const { teamId } = await team(2)
    const outsider = await live.person('Outsider')
    const so = await live.connect(outsider)
    expect(await join(so, teamId)).toMatchObject({ ok: false, status: 403, code: 'team_call_members_only' })
    expect(await join(so, randomUUID())).toMatchObject({ ok: false, status: 404 })
    expect(await so.emitWithAck('call-join', 'nope' as never)).toMatchObject({ ok: false, status: 400 })
    expect((await outsider.get(`/api/teams/${teamId}/call`)).status).toBe(403)
  })

  it(`refuses a seventh person, however many join at once`, async () => {
    const { teamId, sockets } = await team(TEAM_CALL_MAX + 2)
    const acks = await Promise.all(sockets.map((socket) => join(socket, teamId)))
    expect(acks.filter((ack) => ack.ok)).toHaveLength(TEAM_CALL_MAX)
    const refused = acks.filter((ack) => !ack.ok)
    expect(refused).toHaveLength(2)
    expect(refused[0]).toMatchObject({
      status: 409,
      code: 'team_call_full',
      message: 'This call is full: 6 people at most',
      params: { max: 6 },
    })
    // Whoever got in (the first socket may be one of the two refused): joining again answers the call.
    const inside = sockets[acks.findIndex((ack) => ack.ok)]!
    const call = await inside.emitWithAck('call-join', { teamId })
    expect((call as { data: { participants: unknown[] } }).data?.participants).toHaveLength(TEAM_CALL_MAX)
  })

  it('tells the others when someone leaves, and ends with the last one out', async () => {
    const { teamId, people, sockets } = await team(3)
    const [s0, s1, s2] = sockets as [TestSocket, TestSocket, TestSocket]
    const callId = ((await join(s0, teamId)) as { data: { callId: string } }).data.callId
    // The roster of each join reaches the bystander before what follows.
    const twoIn = waitForRoster(s2, 2)
    await join(s1, teamId)
    await twoIn
    const closed = nextEvent(s0, 'call-end')
    const roster = nextEvent(s2, 'team-call')
    expect(await s1.emitWithAck('call-end', { teamId, callId })).toEqual({ ok: true, data: null })
    expect(await closed).toEqual({ teamId, callId, fromUserId: idOf(people[1]!) })
    expect((await roster).participants.map((p) => p.id)).toEqual([idOf(people[0]!)])

    const over = nextEvent(s2, 'team-call')
    await s0.emitWithAck('call-end', { teamId, callId })
    expect(await over).toEqual({ teamId, callId: null, participants: [] })
    // The next one to join starts a new call.
    const next = (await join(s2, teamId)) as { data: { callId: string } }
    expect(next.data.callId).not.toBe(callId)
  })

  it('drops a member removed from the team, and one who leaves it', async () => {
    const { teamId, people, sockets } = await team(3)
    const [owner, removed, leaver] = people as [ApiClient, ApiClient, ApiClient]
    const [s0, s1, s2] = sockets as [TestSocket, TestSocket, TestSocket]
    const callId = ((await join(s0, teamId)) as { data: { callId: string } }).data.callId
    const threeIn = waitForRoster(s0, 3)
    await Promise.all([join(s1, teamId), join(s2, teamId)])
    await threeIn
    const toldRemoved = nextEvent(s1, 'call-end')
    const toldOwner = nextEvent(s0, 'call-end')
    expect((await owner.delete(`/api/teams/${teamId}/members/${idOf(removed)}`)).status).toBe(204)
    expect(await toldRemoved).toEqual({ teamId, callId, reason: 'removed', fromUserId: idOf(removed) })
    expect(await toldOwner).toMatchObject({ fromUserId: idOf(removed) })
    expect(await join(s1, teamId)).toMatchObject({ ok: false, status: 403 })

    const rosters = collect(s0, 'team-call')
    expect((await leaver.delete(`/api/teams/${teamId}/members/me`)).status).toBe(204)
    await expect.poll(() => rosters.at(-1)?.participants.map((p) => p.id)).toEqual([idOf(owner)])
  })
})
