import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq, or, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { createMatch, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { connectSocket, nextEvent } from '../../../test/socket'
import * as schema from '../../db/schema'
import { uploadsDir } from '../../lib/storage'

const {
  conversations,
  matches,
  messages,
  portfolioLikes,
  portfolioProjects,
  profiles,
  sessions,
  swipes,
  teamMembers,
  teamMessages,
  teams,
  teamTasks,
  uploads,
  users,
  userSettings,
} = schema

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const SESSION_COOKIE = 'bubbles_session'

/** An image file with its thumbnail, stored the way the upload route stores them (rows + files). */
async function storeImage(userId: string) {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer()
  const key = `${crypto.randomUUID()}.png`
  const keys = [key, key.replace('.png', '-thumb.png')]
  for (const k of keys) {
    await server.app.storage.put(k, png, 'image/png')
    await server.db
      .insert(uploads)
      .values({ userId, key: k, contentType: 'image/png', bytes: png.length, width: 4, height: 4 })
  }
  return keys
}

/** Through the real upload route (image + thumbnail): its rows and files must go as well. */
async function uploadThroughApi(client: ApiClient): Promise<string[]> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')
  const res = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookieHeader },
  })
  expect(res.status).toBe(201)
  const body = (await res.json()) as { url: string; thumbnailUrl: string }
  return [body.url, body.thumbnailUrl].map((url) => url.replace('/uploads/', ''))
}

const TABLES = [
  'users',
  'sessions',
  'profiles',
  'userSettings',
  'swipes',
  'matches',
  'messages',
  'teams',
  'teamMembers',
  'teamMessages',
  'teamTasks',
  'portfolioProjects',
  'portfolioLikes',
  'uploads',
] as const
const NONE = Object.fromEntries(TABLES.map((table) => [table, 0]))

const fileExists = (key: string) => existsSync(join(uploadsDir(server.dataDir), key))

/** Every row in the database that names this user, table by table. */
async function rowsNaming(userId: string): Promise<Record<(typeof TABLES)[number], number>> {
  const db = server.db
  const count = async (query: Promise<unknown[]>) => (await query).length
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    profiles: await count(db.select().from(profiles).where(eq(profiles.userId, userId))),
    userSettings: await count(db.select().from(userSettings).where(eq(userSettings.userId, userId))),
    swipes: await count(
      db
        .select()
        .from(swipes)
        .where(or(eq(swipes.swiperId, userId), eq(swipes.swipedId, userId))),
    ),
    matches: await count(
      db
        .select()
        .from(matches)
        .where(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId))),
    ),
    messages: await count(db.select().from(messages).where(eq(messages.senderId, userId))),
    teams: await count(db.select().from(teams).where(eq(teams.ownerId, userId))),
    teamMembers: await count(db.select().from(teamMembers).where(eq(teamMembers.userId, userId))),
    teamMessages: await count(db.select().from(teamMessages).where(eq(teamMessages.senderId, userId))),
    teamTasks: await count(db.select().from(teamTasks).where(eq(teamTasks.assigneeId, userId))),
    portfolioProjects: await count(
      db.select().from(portfolioProjects).where(eq(portfolioProjects.userId, userId)),
    ),
    portfolioLikes: await count(db.select().from(portfolioLikes).where(eq(portfolioLikes.userId, userId))),
    uploads: await count(db.select().from(uploads).where(eq(uploads.userId, userId))),
  }
}

describe('DELETE /api/profile', () => {
  it("deletes the account, its rows, files and sessions, and leaves other people's data intact", async () => {
    const ann = await createUser(server.url, { firstName: 'Ann', profile: {} })
    const ben = await createUser(server.url, { firstName: 'Ben', profile: {} })
    const dee = await createUser(server.url, { firstName: 'Dee', profile: {} })
    const [a, b, d] = [ann.user!.id, ben.user!.id, dee.user!.id]
    // Ann is signed in on a second browser too.
    const annPhone = new ApiClient(server.url)
    await annPhone.post('/api/auth/dev-login', { email: ann.user!.email, firstName: 'Ann' })
    // In use, so the server holds it in its session cache: deletion must end it all the same.
    expect((await annPhone.get('/api/profiles/discover')).status).toBe(200)
    const tokens = [ann.cookies.get(SESSION_COOKIE)!, annPhone.cookies.get(SESSION_COOKIE)!]

    await server.db.insert(swipes).values([
      { swiperId: a, swipedId: b, action: 'like' },
      { swiperId: b, swipedId: a, action: 'like' },
      { swiperId: b, swipedId: d, action: 'like' },
    ])
    const annBen = await createMatch(server, { a, b })
    const benDee = await createMatch(server, { a: b, b: d })
    await server.db.insert(messages).values([
      { conversationId: annBen.conversationId, senderId: a, content: 'from Ann' },
      { conversationId: annBen.conversationId, senderId: b, content: 'from Ben to Ann' },
      { conversationId: benDee.conversationId, senderId: b, content: 'from Ben to Dee' },
    ])

    // Ann owns a team Dee joined before Ben: Dee, the longest-standing member, takes it over.
    const shared = await createTeam(server, { owner: a, name: 'Ann team' })
    await server.db.insert(teamMembers).values([
      { teamId: shared.id, userId: d, joinedAt: new Date(Date.now() - 2000) },
      { teamId: shared.id, userId: b, joinedAt: new Date(Date.now() - 1000) },
    ])
    const { teamId: alone } = await createTeam(server, { owner: a, name: 'Ann alone' })
    const { teamId: benTeam } = await createTeam(server, { owner: b, members: [a], name: 'Ben team' })
    await server.db.insert(teamMessages).values([
      { teamId: shared.id, senderId: a, content: 'Ann in team' },
      { teamId: shared.id, senderId: d, content: 'Dee in team' },
    ])
    const [task] = await server.db
      .insert(teamTasks)
      .values({ teamId: benTeam, title: 'Ann task', assigneeId: a })
      .returning()

    const [annProject, benProject] = await server.db
      .insert(portfolioProjects)
      .values([
        { userId: a, title: 'Ann work', likes: 1 },
        { userId: b, title: 'Ben work', likes: 2 },
      ])
      .returning()
    await server.db.insert(portfolioLikes).values([
      { userId: a, projectId: benProject!.id },
      { userId: d, projectId: benProject!.id },
      { userId: b, projectId: annProject!.id },
    ])

    const annFiles = [...(await storeImage(a)), ...(await uploadThroughApi(ann))]
    const benFiles = await storeImage(b)
    for (const key of [...annFiles, ...benFiles]) expect(fileExists(key)).toBe(true)

    const endedUsers: string[] = []
    server.app.sessionEvents.on('user', (id) => endedUsers.push(id))

    const res = await ann.delete('/api/profile')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'Your account and all of its data have been deleted' })
    expect(ann.cookies.has(SESSION_COOKIE)).toBe(false)
    expect(endedUsers).toEqual([a])

    // Sessions end: neither browser's cookie works any more.
    for (const token of tokens) {
      const replay = new ApiClient(server.url)
      replay.cookies.set(SESSION_COOKIE, token)
      expect((await replay.get('/api/auth/user')).status).toBe(401)
    }

    expect(await rowsNaming(a)).toEqual(NONE)
    const annBenConversation = await server.db
      .select()
      .from(conversations)
      .where(eq(conversations.matchId, annBen.matchId))
    expect(annBenConversation).toEqual([])
    for (const key of annFiles) expect(fileExists(key)).toBe(false)

    // Other people keep their own things.
    for (const key of benFiles) expect(fileExists(key)).toBe(true)
    expect((await rowsNaming(b)).profiles).toBe(1)
    expect((await rowsNaming(d)).profiles).toBe(1)
    const [benWork] = await server.db
      .select()
      .from(portfolioProjects)
      .where(eq(portfolioProjects.id, benProject!.id))
    expect(benWork!.likes).toBe(1)
    const [handedOver] = await server.db.select().from(teams).where(eq(teams.id, shared.id))
    expect(handedOver!.ownerId).toBe(d)
    const sharedMembers = await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, shared.id))
    expect(sharedMembers.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [b, 'member'],
        [d, 'owner'],
      ].sort(),
    )
    const teamChat = await server.db.select().from(teamMessages).where(eq(teamMessages.teamId, shared.id))
    expect(teamChat.map((m) => m.content)).toEqual(['Dee in team'])
    expect(await server.db.select().from(teams).where(eq(teams.id, alone))).toEqual([])
    expect(await server.db.select().from(teams).where(eq(teams.id, benTeam))).toHaveLength(1)
    const [unassigned] = await server.db.select().from(teamTasks).where(eq(teamTasks.id, task!.id))
    expect(unassigned!.assigneeId).toBeNull()
    const benDeeChat = await server.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, benDee.conversationId))
    expect(benDeeChat.map((m) => m.content)).toEqual(['from Ben to Dee'])
    expect((await ben.get('/api/auth/user')).status).toBe(200)
    expect((await ben.get('/api/profile/stats')).body).toMatchObject({ matches: 1, portfolioLikes: 1 })
  })

  it('tells the people of a team it hands over, live: the new owner runs it at once', async () => {
    const [owner, member] = await Promise.all([
      createUser(server.url, { firstName: 'Owner', profile: {} }),
      createUser(server.url, { firstName: 'Member', profile: {} }),
    ])
    const { teamId } = await createTeam(server, { owner, members: [member] })
    const socket = await connectSocket(member)
    try {
      const told = nextEvent(socket, 'teams-changed')
      expect((await owner.delete('/api/profile')).status).toBe(200)
      await told
    } finally {
      socket.close()
    }
    const [team] = (await member.get('/api/teams')).body
    expect(team).toMatchObject({ id: teamId, ownerId: member.user!.id })
    expect((await member.put(`/api/teams/${teamId}`, { name: 'Carried on' })).status).toBe(200)
  })

  it('works for someone who never created a profile', async () => {
    const client = await createUser(server.url)
    const res = await client.delete('/api/profile')
    expect(res.status).toBe(200)
    expect(await rowsNaming(client.user!.id)).toEqual(NONE)
  })

  it('answers 401 when signed out and deletes nothing', async () => {
    const before = (await server.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n
    expect((await new ApiClient(server.url).delete('/api/profile')).status).toBe(401)
    const after = (await server.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n
    expect(after).toBe(before)
  })

  it('refuses a cross-site request with 403 and deletes nothing', async () => {
    const client = await createUser(server.url)
    const res = await client.request('DELETE', '/api/profile', undefined, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect((await client.get('/api/auth/user')).status).toBe(200)
  })
})
