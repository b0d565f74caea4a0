import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { createMatch, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import {
  messages,
  portfolioLikes,
  portfolioProjects,
  sessions,
  swipes,
  teamMessages,
  teamTasks,
  uploads,
} from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000)
const upload = (userId: string, key: string) =>
  server.db.insert(uploads).values({ userId, key, contentType: 'image/webp', bytes: 5, width: 1, height: 1 })

/** Ann and Ben overlap everywhere (a match with messages both ways, a shared team); Cat only knows Ben. */
async function overlappingPeople() {
  const ann = await createUser(server.url, { firstName: 'Ann', profile: { bio: 'Ann bio text' } })
  const ben = await createUser(server.url, { firstName: 'Ben', profile: { bio: 'Ben secret bio' } })
  const cat = await createUser(server.url, { firstName: 'Cat', profile: { bio: 'Cat bio' } })
  const [a, b, c] = [ann.user!.id, ben.user!.id, cat.user!.id]
  await ann.put('/api/settings/account', { newPassword: 'ann password!', confirmPassword: 'ann password!' })

  await server.db.insert(swipes).values([
    { swiperId: a, swipedId: b, action: 'like' },
    { swiperId: b, swipedId: a, action: 'like' },
    { swiperId: b, swipedId: c, action: 'like' },
    { swiperId: c, swipedId: b, action: 'like' },
  ])
  const annBen = await createMatch(server, { a, b })
  const benCat = await createMatch(server, { a: b, b: c })
  await server.db.insert(messages).values([
    { conversationId: annBen.conversationId, senderId: a, content: 'Ann says hi', createdAt: secondsAgo(2) },
    {
      conversationId: annBen.conversationId,
      senderId: b,
      content: 'Ben answers Ann',
      createdAt: secondsAgo(1),
    },
    { conversationId: benCat.conversationId, senderId: b, content: 'Ben whispers to Cat' },
  ])

  const { teamId } = await createTeam(server, { owner: a, members: [b], name: 'Shared Team' })
  const { teamId: benTeam } = await createTeam(server, {
    owner: b,
    members: [c],
    name: 'Ben and Cat Team',
  })
  await server.db.insert(teamMessages).values([
    { teamId, senderId: a, content: 'Ann to the team' },
    { teamId, senderId: b, content: 'Ben to the team' },
    { teamId: benTeam, senderId: c, content: 'Cat to her team' },
  ])
  await server.db.insert(teamTasks).values([
    { teamId, title: 'Task for Ann', assigneeId: a },
    { teamId, title: 'Task for Ben', assigneeId: b },
  ])

  const [annProject, benProject] = await server.db
    .insert(portfolioProjects)
    .values([
      { userId: a, title: 'Ann project', likes: 1 },
      { userId: b, title: 'Ben public project', likes: 1 },
      { userId: b, title: 'Ben private project', isPublic: false },
    ])
    .returning()
  await server.db.insert(portfolioLikes).values([
    { userId: a, projectId: benProject!.id },
    { userId: b, projectId: annProject!.id },
  ])
  await upload(a, `ann-${Date.now()}.webp`)
  await upload(b, `ben-${Date.now()}.webp`)
  return { ann, ben, cat }
}

const download = async (client: ApiClient) => {
  const res = await client.get('/api/settings/export')
  return { res, text: JSON.stringify(res.body) }
}

describe('GET /api/settings/export', () => {
  it('downloads a dated JSON attachment', async () => {
    const client = await createUser(server.url)
    const { res } = await download(client)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const date = new Date().toISOString().slice(0, 10)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="bubbles-export-${date}.json"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body.user.id).toBe(client.user!.id)
    expect(res.body.profile).toBeNull()
  })

  it("holds all of the person's data and none of anyone else's", async () => {
    const { ann, ben, cat } = await overlappingPeople()
    const { res, text } = await download(ann)
    const data = res.body

    expect(data.user).toMatchObject({
      id: ann.user!.id,
      email: ann.user!.email,
      firstName: 'Ann',
      hasPassword: true,
    })
    expect(data.user).not.toHaveProperty('passwordHash')
    expect(text).not.toContain('scrypt$')
    expect(data.profile).toMatchObject({ userId: ann.user!.id, bio: 'Ann bio text' })
    expect(data.settings).toMatchObject({ userId: ann.user!.id, theme: 'light' })

    expect(data.swipes).toEqual([
      {
        action: 'like',
        createdAt: expect.any(String),
        swiped: { firstName: 'Ben', lastName: ben.user!.lastName },
      },
    ])
    expect(data.matches).toHaveLength(1)
    expect(data.matches[0].person).toEqual({ firstName: 'Ben', lastName: ben.user!.lastName })
    // Both sides of Ann's own conversation, nothing of Ben's conversation with Cat.
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Ann says hi',
      'Ben answers Ann',
    ])
    expect(data.messages.map((m: { sentByMe: boolean }) => m.sentByMe)).toEqual([true, false])

    expect(data.teams).toEqual([expect.objectContaining({ name: 'Shared Team', role: 'owner' })])
    expect(data.teamMessages.map((m: { content: string }) => m.content)).toEqual(['Ann to the team'])
    expect(data.tasks.map((t: { title: string }) => t.title)).toEqual(['Task for Ann'])
    expect(data.portfolioProjects.map((p: { title: string }) => p.title)).toEqual(['Ann project'])
    expect(data.likesGiven).toEqual([
      { projectId: expect.any(String), projectTitle: 'Ben public project', createdAt: expect.any(String) },
    ])
    expect(data.uploads).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/uploads\/ann-/) }),
    ])

    expect(data.sessions).toHaveLength(1)
    expect(data.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      userAgent: expect.any(String),
      current: true,
    })
    const tokenHashes = (await server.db.select({ hash: sessions.tokenHash }).from(sessions)).map(
      (s) => s.hash,
    )
    for (const hash of tokenHashes) expect(text).not.toContain(hash)

    for (const foreign of [
      ben.user!.email,
      cat.user!.email,
      ben.user!.id,
      cat.user!.id,
      'Ben secret bio',
      'Ben whispers to Cat',
      'Ben to the team',
      'Cat to her team',
      'Ben and Cat Team',
      'Task for Ben',
      'Ben private project',
      '/uploads/ben-',
      'Cat',
    ]) {
      expect(text).not.toContain(foreign)
    }
  })

  it("gives Ben his side of the same overlap, not Ann's", async () => {
    const { ann, ben } = await overlappingPeople()
    const { res, text } = await download(ben)
    expect(res.body.user.id).toBe(ben.user!.id)
    expect(res.body.messages.map((m: { content: string }) => m.content)).toEqual(
      expect.arrayContaining(['Ann says hi', 'Ben answers Ann', 'Ben whispers to Cat']),
    )
    for (const foreign of [
      ann.user!.email,
      'Ann bio text',
      'Ann to the team',
      'Task for Ann',
      '/uploads/ann-',
    ]) {
      expect(text).not.toContain(foreign)
    }
  })
})
