import { randomUUID } from 'node:crypto'
import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { Notification, NotificationList } from '@shared/schemas/notifications'
import { describe, expect, it } from 'vitest'
import { ApiClient } from '../../../test/client'
import { createMatch, createProject, createTeam } from '../../../test/factories'
import { realtimeSuite } from '../../../test/realtime-suite'
import { collect, nextEvent, roundTrip } from '../../../test/socket'

const live = realtimeSuite()
const { person, connect } = live
const bell = async (client: ApiClient) => {
  const res = await client.get<NotificationList>('/api/notifications')
  expect(res.status).toBe(200)
  return res.body
}
const turnOff = async (client: ApiClient, setting: string) =>
  expect((await client.put('/api/settings/notifications', { [setting]: false })).status).toBe(200)

describe('match notifications', () => {
  it('notifies the other person of a match, stored and live', async () => {
    const [a, b] = await Promise.all([person('Thandi'), person('Sipho')])
    const sa = await connect(a)
    const live = nextEvent(sa, 'notification')
    expect((await a.post('/api/swipes', { swipedId: b.user!.id, action: 'like' })).status).toBe(201)
    const liked = await b.post('/api/swipes', { swipedId: a.user!.id, action: 'like' })
    expect(liked.body.isMatch).toBe(true)

    const pushed = await live
    expect(pushed).toMatchObject({
      type: 'match',
      readAt: null,
      count: 1,
      matchId: liked.body.match.id,
      conversationId: liked.body.match.conversationId,
      actor: { id: b.user!.id, firstName: 'Sipho', lastName: b.user!.lastName, profileImageUrl: null },
    })
    const stored = await bell(a)
    expect(stored.items).toEqual([pushed])
    expect(stored.unreadCount).toBe(1)
    // The one who swiped last learns of it from the swipe's answer, not from the bell.
    expect((await bell(b)).items).toEqual([])
  })

  it('stores no match notification when newMatches is off', async () => {
    const [a, b] = await Promise.all([person('Quiet'), person('Keen')])
    await turnOff(a, 'newMatches')
    const sa = await connect(a)
    const received = collect(sa, 'notification')
    await a.post('/api/swipes', { swipedId: b.user!.id, action: 'like' })
    expect((await b.post('/api/swipes', { swipedId: a.user!.id, action: 'like' })).body.isMatch).toBe(true)
    await roundTrip(sa)
    expect(received).toEqual([])
    expect(await bell(a)).toMatchObject({ items: [], unreadCount: 0 })
  })

  it('goes away with the match when the swipe is undone', async () => {
    const [a, b] = await Promise.all([person('Undo'), person('Gone')])
    await a.post('/api/swipes', { swipedId: b.user!.id, action: 'like' })
    await b.post('/api/swipes', { swipedId: a.user!.id, action: 'like' })
    expect((await bell(a)).unreadCount).toBe(1)
    expect((await b.delete(`/api/swipes/${a.user!.id}`)).status).toBe(200)
    expect(await bell(a)).toMatchObject({ items: [], unreadCount: 0 })
  })
})

describe('message notifications', () => {
  it('collapses three messages into one unread notification', async () => {
    const { a, b, conversationId, matchId } = await createMatch(live.server, { names: ['Anele', 'Busi'] })
    const sb = await connect(b)
    const pushed = collect(sb, 'notification')
    for (const content of ['one', 'two', 'three']) {
      expect((await a.post('/api/messages', { conversationId, content })).status).toBe(201)
    }
    const list = await bell(b)
    expect(list.items).toHaveLength(1)
    expect(list.items[0]).toMatchObject({
      type: 'message',
      count: 3,
      readAt: null,
      matchId,
      conversationId,
      actor: { id: a.user!.id, firstName: 'Anele' },
    })
    expect(list.unreadCount).toBe(1)
    expect(list.unreadChats).toBe(1)
    await expect.poll(() => pushed.map((n) => n.count)).toEqual([1, 2, 3])
    expect(new Set(pushed.map((n) => n.id))).toEqual(new Set([list.items[0]!.id]))
  })

  it('marks them read when the conversation is opened, and starts a fresh count after', async () => {
    const { a, b, conversationId, matchId } = await createMatch(live.server, { names: ['Anele', 'Busi'] })
    await a.post('/api/messages', { conversationId, content: 'Hello' })
    await a.post('/api/messages', { conversationId, content: 'Are you there?' })
    const [before] = (await bell(b)).items
    expect((await b.get(`/api/conversations/${matchId}/messages`)).status).toBe(200)
    const opened = await bell(b)
    expect(opened.unreadCount).toBe(0)
    expect(opened.unreadChats).toBe(0)
    expect(opened.items[0]).toMatchObject({ id: before!.id, readAt: expect.any(String) })

    await a.post('/api/messages', { conversationId, content: 'Later' })
    const again = await bell(b)
    expect(again.items).toHaveLength(1)
    expect(again.items[0]).toMatchObject({ id: before!.id, count: 1, readAt: null })
  })

  it('stores no message notification when newMessages is off, while unread counts still work', async () => {
    const { a, b, conversationId } = await createMatch(live.server, { names: ['Anele', 'Busi'] })
    await turnOff(b, 'newMessages')
    const sb = await connect(b)
    const nudges = collect(sb, 'unread-changed')
    const stored = collect(sb, 'notification')
    await a.post('/api/messages', { conversationId, content: 'Psst' })
    await a.post('/api/messages', { conversationId, content: 'Psst again' })
    expect(await bell(b)).toMatchObject({ items: [], unreadCount: 0, unreadChats: 1 })
    // No notification, but the Messages badge is still told to move.
    await expect.poll(() => nudges.length).toBe(2)
    expect(stored).toEqual([])
    const [match] = (await b.get('/api/matches')).body
    expect(match.unreadCount).toBe(2)
  })

  it('notifies over the socket send too, and never the sender', async () => {
    const { a, b, conversationId } = await createMatch(live.server, { names: ['Anele', 'Busi'] })
    const sa = await connect(a)
    const toSender = collect(sa, 'notification')
    const sb = await connect(b)
    const toReceiver = nextEvent(sb, 'notification')
    expect(await sa.emitWithAck('send-message', { conversationId, content: 'Via socket' })).toMatchObject({
      ok: true,
    })
    expect(await toReceiver).toMatchObject({ type: 'message', conversationId })
    await roundTrip(sa)
    expect(toSender).toEqual([])
    expect((await bell(a)).items).toEqual([])
  })
})

describe('team notifications', () => {
  it('tells the members when someone joins, collapses team chat per team, and tells a removed member', async () => {
    const [owner, member, joiner] = await Promise.all([person('Owner'), person('Member'), person('Joiner')])
    const { teamId, name } = await createTeam(live.server, { owner, members: [member] })
    const so = await connect(owner)
    const joinedLive = nextEvent(so, 'notification')
    expect((await joiner.post(`/api/teams/${teamId}/join`)).status).toBe(201)
    expect(await joinedLive).toMatchObject({
      type: 'team-join',
      teamId,
      teamName: name,
      actor: { id: joiner.user!.id },
    })
    expect((await bell(member)).items.map((n) => n.type)).toEqual(['team-join'])
    expect((await bell(joiner)).items).toEqual([])

    await member.post(`/api/teams/${teamId}/chat`, { content: 'Welcome!' })
    await joiner.post(`/api/teams/${teamId}/chat`, { content: 'Thanks!' })
    const ownerBell = await bell(owner)
    const teamChat = ownerBell.items.filter((n) => n.type === 'team-message')
    expect(teamChat).toEqual([
      expect.objectContaining({ count: 2, teamId, actor: expect.objectContaining({ id: joiner.user!.id }) }),
    ])
    // Writing in the chat is reading it: the sender has no notification of their own message.
    expect((await bell(joiner)).items.filter((n) => n.type === 'team-message')).toHaveLength(1)

    const removed = await owner.delete(`/api/teams/${teamId}/members/${joiner.user!.id}`)
    expect(removed.status).toBe(204)
    expect((await bell(joiner)).items[0]).toMatchObject({ type: 'team-removed', teamId, teamName: name })
    // Leaving on one's own is not news to anyone.
    expect((await member.delete(`/api/teams/${teamId}/members/me`)).status).toBe(204)
    expect((await bell(member)).items.some((n) => n.type === 'team-removed')).toBe(false)
    // Nor do notifications that lead into a team chat they can no longer open stay behind.
    expect((await bell(member)).items.filter((n) => n.teamId === teamId)).toEqual([])
    expect((await bell(joiner)).items.map((n) => n.type)).toEqual(['team-removed'])
  })

  it('stores no team notifications when teamUpdates is off', async () => {
    const [owner, joiner] = await Promise.all([person('Busy'), person('Newbie')])
    await turnOff(owner, 'teamUpdates')
    const { teamId } = await createTeam(live.server, { owner })
    await joiner.post(`/api/teams/${teamId}/join`)
    const so = await connect(owner)
    const nudges = collect(so, 'unread-changed')
    await joiner.post(`/api/teams/${teamId}/chat`, { content: 'Hi team' })
    expect(await bell(owner)).toMatchObject({ items: [], unreadCount: 0, unreadChats: 1 })
    await expect.poll(() => nudges.length).toBe(1)
    // Reading it in one tab moves the badge in the others.
    await owner.post(`/api/teams/${teamId}/chat/read`)
    await expect.poll(() => nudges.length).toBe(2)
  })

  it('counts unread team chat per member until they open it or mark it read', async () => {
    const [owner, member, outsider] = await Promise.all([person('Lead'), person('Dev'), person('Out')])
    const { teamId } = await createTeam(live.server, { owner, members: [member] })
    await owner.post(`/api/teams/${teamId}/chat`, { content: 'One' })
    await owner.post(`/api/teams/${teamId}/chat`, { content: 'Two' })
    const unread = async (client: ApiClient) =>
      (await client.get('/api/teams')).body.find((t: { id: string }) => t.id === teamId).unreadCount
    expect(await unread(member)).toBe(2)
    expect(await unread(owner)).toBe(0)
    expect((await member.get(`/api/teams/${teamId}/chat`)).status).toBe(200)
    expect(await unread(member)).toBe(0)
    expect((await bell(member)).unreadCount).toBe(0)

    await owner.post(`/api/teams/${teamId}/chat`, { content: 'Three' })
    expect(await unread(member)).toBe(1)
    const read = await member.post(`/api/teams/${teamId}/chat/read`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual({ teamId, readAt: expect.any(String) })
    expect(await unread(member)).toBe(0)
    expect((await outsider.post(`/api/teams/${teamId}/chat/read`)).status).toBe(403)
    expect((await outsider.post(`/api/teams/${randomUUID()}/chat/read`)).status).toBe(404)
  })
})

describe('portfolio-like notifications', () => {
  it('tells the owner, one row per project, and not of their own like', async () => {
    const [owner, fan1, fan2] = await Promise.all([person('Artist'), person('Fan'), person('Critic')])
    const project = await createProject(live.server, { owner, title: 'Jozi Murals' })
    await owner.post(`/api/portfolio/${project.id}/like`)
    expect((await bell(owner)).items).toEqual([])
    await fan1.post(`/api/portfolio/${project.id}/like`)
    await fan2.post(`/api/portfolio/${project.id}/like`)
    // Liking again changes nothing, nor does unliking and liking again.
    await fan2.post(`/api/portfolio/${project.id}/like`)
    for (let i = 0; i < 3; i++) {
      await fan2.delete(`/api/portfolio/${project.id}/like`)
      await fan2.post(`/api/portfolio/${project.id}/like`)
    }
    const { items } = await bell(owner)
    expect(items).toEqual([
      expect.objectContaining({
        type: 'portfolio-like',
        count: 2,
        projectId: project.id,
        projectTitle: 'Jozi Murals',
        actor: expect.objectContaining({ id: fan2.user!.id }),
      }),
    ])
  })

  it('stores none when portfolioLikes is off', async () => {
    const [owner, fan] = await Promise.all([person('Shy'), person('Admirer')])
    await turnOff(owner, 'portfolioLikes')
    const project = await createProject(live.server, { owner: owner })
    await fan.post(`/api/portfolio/${project.id}/like`)
    expect((await bell(owner)).items).toEqual([])
  })
})

describe('GET /api/notifications', () => {
  it('pages newest first with X-Next-Cursor', async () => {
    const me = await person('Popular')
    const likers = await Promise.all(Array.from({ length: 25 }, (_, i) => person(`Liker${i}`)))
    // 25 projects, each liked once: 25 notifications that do not collapse.
    for (const liker of likers) {
      const project = await createProject(live.server, {
        owner: me,
        title: `Work by ${liker.user!.firstName}`,
      })
      await liker.post(`/api/portfolio/${project.id}/like`)
    }
    const first = await me.get<NotificationList>('/api/notifications')
    expect(first.body.items).toHaveLength(20)
    expect(first.body.unreadCount).toBe(25)
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)
    expect(cursor).toBeTruthy()
    const second = await me.get<NotificationList>(`/api/notifications?cursor=${cursor}`)
    expect(second.body.items).toHaveLength(5)
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull()
    const all = [...first.body.items, ...second.body.items]
    expect(all.map((n) => n.projectTitle)).toEqual(
      likers.map((l) => `Work by ${l.user!.firstName}`).reverse(),
    )
    expect((await me.get('/api/notifications?cursor=nonsense')).status).toBe(400)
  })

  it('answers 401 when signed out', async () => {
    expect((await new ApiClient(live.server.url).get('/api/notifications')).status).toBe(401)
    expect((await new ApiClient(live.server.url).post('/api/notifications/read', {})).status).toBe(401)
  })
})

describe('POST /api/notifications/read', () => {
  async function twoNotifications() {
    const { a, b, conversationId } = await createMatch(live.server, { names: ['Anele', 'Busi'] })
    await a.post('/api/messages', { conversationId, content: 'Hi' })
    const project = await createProject(live.server, { owner: b })
    await a.post(`/api/portfolio/${project.id}/like`)
    const { items } = await bell(b)
    expect(items).toHaveLength(2)
    return { a, b, items: items as Notification[] }
  }

  it('marks the given ids read, and tells the person other tabs', async () => {
    const { b, items } = await twoNotifications()
    const otherTab = await connect(b)
    const told = nextEvent(otherTab, 'notifications-read')
    const res = await b.post('/api/notifications/read', { ids: [items[0]!.id] })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ids: [items[0]!.id], unreadCount: 1 })
    expect(await told).toEqual(res.body)
    const after = await bell(b)
    expect(after.items.find((n) => n.id === items[0]!.id)?.readAt).toEqual(expect.any(String))
    expect(after.items.find((n) => n.id === items[1]!.id)?.readAt).toBeNull()
  })

  it('marks everything read without ids', async () => {
    const { b } = await twoNotifications()
    const res = await b.post('/api/notifications/read', {})
    expect(res.body).toEqual({ ids: null, unreadCount: 0 })
    expect((await bell(b)).items.every((n) => n.readAt !== null)).toBe(true)
  })

  it("answers 404 for someone else's notification and marks nothing", async () => {
    const { a, b, items } = await twoNotifications()
    const res = await a.post('/api/notifications/read', { ids: [items[0]!.id] })
    expect(res.status).toBe(404)
    const mixed = await b.post('/api/notifications/read', { ids: [items[0]!.id, randomUUID()] })
    expect(mixed.status).toBe(404)
    expect((await bell(b)).unreadCount).toBe(2)
  })

  it('refuses bad ids and more than 200 of them with 400', async () => {
    const me = await person('Picky')
    expect((await me.post('/api/notifications/read', { ids: ['not-an-id'] })).status).toBe(400)
    expect((await me.post('/api/notifications/read', { ids: [] })).status).toBe(400)
    const tooMany = Array.from({ length: 201 }, () => randomUUID())
    const res = await me.post('/api/notifications/read', { ids: tooMany })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/200/)
  })
})

describe('account deletion', () => {
  it("removes a person's notifications and the notifications about them", async () => {
    const { a, b, conversationId } = await createMatch(live.server, { names: ['Anele', 'Busi'] })
    await a.post('/api/messages', { conversationId, content: 'Bye soon' })
    const project = await createProject(live.server, { owner: a })
    await b.post(`/api/portfolio/${project.id}/like`)
    expect((await bell(a)).items).toHaveLength(1)
    expect((await bell(b)).items).toHaveLength(1)
    expect((await a.delete('/api/profile')).status).toBe(200)
    expect(await bell(b)).toMatchObject({ items: [], unreadCount: 0 })
  })
})
