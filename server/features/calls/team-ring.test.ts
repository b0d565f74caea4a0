import { afterAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createTeam } from '../../../test/factories'
import { collect, nextEvent, presenceSettled, roundTrip } from '../../../test/socket'
import { makeBrowser, type PushService, startPushService } from '../push/push-test-kit'
import { callSuite } from './call-test-kit'

// A team call rings the other members who are online, and pushes to those away.
let service: PushService
const live = callSuite({ PUSH_ALLOWED_HOSTS: '127.0.0.1', OUTBOX_POLL_MS: '20' })
afterAll(() => service?.close())
const pushService = async () => {
  service ??= await startPushService()
  return service
}
const subscribe = async (client: ApiClient, name: string) => {
  const browser = makeBrowser(await pushService(), name)
  expect((await client.post('/api/push/subscriptions', browser.subscription)).status).toBe(201)
  return browser
}

describe('starting a team call', () => {
  it('rings the other members online, pushes to the away ones, and tells nobody else', async () => {
    const [owner, online, away, stranger] = await Promise.all([
      live.person('Thandi'),
      live.person('Online'),
      live.person('Away'),
      live.person('Stranger'),
    ])
    const { teamId } = await createTeam(live.server, {
      owner: owner.user!,
      members: [online.user!, away.user!],
      name: 'Night Owls',
    })
    const browser = await subscribe(away, 'away')
    const onlineBrowser = await subscribe(online, 'online')
    const [starter, member, outsider] = await Promise.all([
      live.connect(owner),
      live.connect(online),
      live.connect(stranger),
    ])
    await presenceSettled(live.server)
    const heardByStarter = collect(starter, 'team-call-ring')
    const heardByOutsider = collect(outsider, 'team-call-ring')
    const rung = nextEvent(member, 'team-call-ring')

    const started = await starter.emitWithAck('call-join', { teamId })
    expect(started.ok).toBe(true)
    const callId = (started as { data: { callId: string } }).data.callId
    expect(await rung).toEqual({
      teamId,
      teamName: 'Night Owls',
      callId,
      startedBy: {
        id: owner.user!.id,
        firstName: 'Thandi',
        lastName: owner.user!.lastName,
        profileImageUrl: null,
      },
    })

    const pushes = () => service.received.filter((push) => push.path === browser.path)
    await expect.poll(pushes, { timeout: 5000 }).toHaveLength(1)
    expect(browser.read(pushes()[0]!)).toEqual({
      title: `Thandi ${owner.user!.lastName} started a call in Night Owls`,
      body: 'Join the call',
      url: `/teams?team=${teamId}&view=call`,
      tag: `team-call:${callId}`,
    })

    // A second person joining is no new call: nobody is rung again.
    const again = collect(member, 'team-call-ring')
    await member.emitWithAck('call-join', { teamId })
    await live.server.app.outbox.drain()
    await Promise.all([roundTrip(starter), roundTrip(member), roundTrip(outsider)])
    expect(again).toEqual([])
    expect(heardByStarter).toEqual([])
    expect(heardByOutsider).toEqual([])
    // Online members got the live ring, not a push; the away one got one push only.
    expect(service.received.filter((push) => push.path === onlineBrowser.path)).toEqual([])
    expect(pushes()).toHaveLength(1)
  })

  it('pushes nothing to an away member who turned team updates off', async () => {
    const [owner, away] = await Promise.all([live.person('Owner'), live.person('Quiet')])
    const { teamId } = await createTeam(live.server, { owner: owner.user!, members: [away.user!] })
    expect((await away.put('/api/settings/notifications', { teamUpdates: false })).status).toBe(200)
    const browser = await subscribe(away, 'quiet')
    const starter = await live.connect(owner)
    expect((await starter.emitWithAck('call-join', { teamId })).ok).toBe(true)
    await live.server.app.outbox.drain()
    expect(service.received.filter((push) => push.path === browser.path)).toEqual([])
  })

  it('shows how many are in the call on the Teams list', async () => {
    const [owner, member] = await Promise.all([live.person('Owner'), live.person('Member')])
    const { teamId } = await createTeam(live.server, { owner: owner.user!, members: [member.user!] })
    const inCall = async () =>
      ((await member.get('/api/teams')).body as { id: string; inCallCount: number }[]).find(
        (team) => team.id === teamId,
      )?.inCallCount
    expect(await inCall()).toBe(0)
    const [a, b] = await Promise.all([live.connect(owner), live.connect(member)])
    await a.emitWithAck('call-join', { teamId })
    await b.emitWithAck('call-join', { teamId })
    expect(await inCall()).toBe(2)
  })
})
