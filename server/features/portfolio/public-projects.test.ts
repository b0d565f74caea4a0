import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { Project } from '@shared/schemas/portfolio'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { createMatch, createProject } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { portfolioProjects, users } from '../../db/schema'

// A project has its own address, and a person's page lists their public work. Both
// answer as their owner's privacy, blocks and suspension allow, and hidden looks exactly like missing.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const member = (firstName: string) => createUser(server.url, { firstName, profile: {} })
const visitor = () => new ApiClient(server.url)
const block = async (from: ApiClient, to: ApiClient) =>
  expect((await from.post('/api/blocks', { userId: to.user!.id })).status).toBe(204)
const suspend = (person: ApiClient) =>
  server.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.user!.id))
const NOT_FOUND = { message: 'Project not found', code: 'project_not_found' }
const PROFILE_NOT_FOUND = { message: 'Profile not found', code: 'profile_not_found' }

describe('GET /api/portfolio/{id}', () => {
  it('shows a public project to a signed-out visitor and to any member, with their own like', async () => {
    const maker = await member('Zanele')
    const project = await createProject(server, {
      owner: maker,
      title: 'Soweto Portraits',
      description: 'Faces of Vilakazi Street.',
      tags: ['portraits'],
    })
    const fan = await member('Priya')
    await fan.post(`/api/portfolio/${project.id}/like`)

    const seen = await visitor().get<Project>(`/api/portfolio/${project.id}`)
    expect(seen.status).toBe(200)
    expect(seen.body).toMatchObject({
      id: project.id,
      title: 'Soweto Portraits',
      description: 'Faces of Vilakazi Street.',
      tags: ['portraits'],
      isPublic: true,
      likes: 1,
      likedByMe: false,
      user: { id: maker.user!.id, firstName: 'Zanele' },
    })
    expect((await fan.get<Project>(`/api/portfolio/${project.id}`)).body.likedByMe).toBe(true)
    expect((await maker.get<Project>(`/api/portfolio/${project.id}`)).body.likedByMe).toBe(false)
  })

  it('shows a private project to its owner only; to anyone else it is not found', async () => {
    const maker = await member('Thabo')
    const project = await createProject(server, { owner: maker, title: 'Draft', isPublic: false })
    const mine = await maker.get<Project>(`/api/portfolio/${project.id}`)
    expect(mine.status).toBe(200)
    expect(mine.body.isPublic).toBe(false)
    for (const other of [await member('Curious'), visitor()]) {
      const res = await other.get(`/api/portfolio/${project.id}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual(NOT_FOUND)
    }
  })

  it('is not found across a block, either way, while visitors still see it', async () => {
    const [maker, blocked, blocker] = await Promise.all([member('Lerato'), member('Sipho'), member('Anele')])
    const project = await createProject(server, { owner: maker, title: 'Township Jazz' })
    const other = await createProject(server, { owner: blocked, title: 'Other work' })
    await block(maker, blocked)
    await block(blocker, maker)
    // The one the owner blocked, and the one who blocked the owner.
    for (const viewer of [blocked, blocker]) {
      const res = await viewer.get(`/api/portfolio/${project.id}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual(NOT_FOUND)
    }
    expect((await maker.get(`/api/portfolio/${other.id}`)).status).toBe(404)
    expect((await visitor().get(`/api/portfolio/${project.id}`)).status).toBe(200)
    expect((await maker.get(`/api/portfolio/${project.id}`)).status).toBe(200)
  })

  it('is not found once its owner is suspended or has deleted their account', async () => {
    const [suspended, leaving, viewer] = await Promise.all([member('Gone'), member('Left'), member('Viewer')])
    const hidden = await createProject(server, { owner: suspended, title: 'Hidden' })
    const deleted = await createProject(server, { owner: leaving, title: 'Deleted' })
    await suspend(suspended)
    expect((await leaving.delete('/api/profile')).status).toBe(200)
    for (const id of [hidden.id, deleted.id]) {
      expect((await viewer.get(`/api/portfolio/${id}`)).body).toEqual(NOT_FOUND)
      expect((await visitor().get(`/api/portfolio/${id}`)).status).toBe(404)
    }
  })

  it('answers unknown and malformed ids with the same 404', async () => {
    const viewer = await member('Viewer')
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const res = await viewer.get(`/api/portfolio/${encodeURIComponent(id)}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual(NOT_FOUND)
    }
  })
})

describe('GET /api/profiles/{userId}/projects', () => {
  const projectsOf = (viewer: ApiClient, owner: ApiClient, query = '') =>
    viewer.get<Project[]>(`/api/profiles/${owner.user!.id}/projects${query}`)

  it("lists a person's public projects, newest first, a page at a time", async () => {
    const maker = await member('Nomsa')
    const viewer = await member('Viewer')
    const ids: string[] = []
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await createProject(server, { owner: maker, title })).id)
    }
    await createProject(server, { owner: maker, title: 'Private', isPublic: false })
    await createProject(server, { owner: viewer, title: 'Someone else’s' })
    // Same moment for two of them: the id breaks the tie, and no page repeats or skips one.
    await server.db
      .update(portfolioProjects)
      .set({ createdAt: new Date('2025-01-01T10:00:00.123456Z') })
      .where(eq(portfolioProjects.userId, maker.user!.id))

    const all = await projectsOf(viewer, maker)
    expect(all.status).toBe(200)
    expect(all.body.map((project) => project.title).sort()).toEqual(['First', 'Second', 'Third'])
    expect(all.headers.get(NEXT_CURSOR_HEADER)).toBeNull()

    const first = await projectsOf(viewer, maker, '?limit=2')
    expect(first.body).toHaveLength(2)
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)
    expect(cursor).toBeTruthy()
    const second = await projectsOf(viewer, maker, `?limit=2&cursor=${cursor}`)
    expect(second.body).toHaveLength(1)
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull()
    expect([...first.body, ...second.body].map((project) => project.id)).toEqual(
      all.body.map((project) => project.id),
    )
    expect(new Set(all.body.map((project) => project.id))).toEqual(new Set(ids))
  })

  it('puts the newest first and marks what the viewer liked', async () => {
    const maker = await member('Ayanda')
    const viewer = await member('Viewer')
    const old = await createProject(server, { owner: maker, title: 'Old' })
    const recent = await createProject(server, { owner: maker, title: 'Recent' })
    await server.db
      .update(portfolioProjects)
      .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
      .where(eq(portfolioProjects.id, old.id))
    await viewer.post(`/api/portfolio/${old.id}/like`)
    const res = await projectsOf(viewer, maker)
    expect(res.body.map(({ title, likes, likedByMe }) => ({ title, likes, likedByMe }))).toEqual([
      { title: 'Recent', likes: 0, likedByMe: false },
      { title: 'Old', likes: 1, likedByMe: true },
    ])
    expect(res.body[0]!.id).toBe(recent.id)
  })

  it('answers an empty list for someone with no public work', async () => {
    const maker = await member('Quiet')
    await createProject(server, { owner: maker, title: 'Only mine', isPublic: false })
    const res = await projectsOf(await member('Viewer'), maker)
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
  })

  it('follows the profile: friends-only to matches, private to nobody else, 404 like the profile', async () => {
    const [friendsOnly, privateOne] = await Promise.all([member('Friendly'), member('Private')])
    const [matched, stranger] = await Promise.all([member('Matched'), member('Stranger')])
    for (const [owner, profileVisibility] of [
      [friendsOnly, 'friends'],
      [privateOne, 'private'],
    ] as const) {
      expect((await owner.put('/api/settings/privacy', { profileVisibility })).status).toBe(200)
      await createProject(server, { owner, title: `${profileVisibility} work` })
      await createMatch(server, { a: owner, b: matched })
    }
    expect((await projectsOf(matched, friendsOnly)).body.map((project) => project.title)).toEqual([
      'friends work',
    ])
    for (const [viewer, owner] of [
      [stranger, friendsOnly],
      [stranger, privateOne],
      [matched, privateOne],
    ] as const) {
      const res = await projectsOf(viewer, owner)
      expect(res.status).toBe(404)
      expect(res.body).toEqual(PROFILE_NOT_FOUND)
    }
  })

  it('is not found across a block either way, or once the person is suspended', async () => {
    const [maker, blocked, suspended, viewer] = await Promise.all([
      member('Maker'),
      member('Blocked'),
      member('Suspended'),
      member('Viewer'),
    ])
    await createProject(server, { owner: maker, title: 'Work' })
    await createProject(server, { owner: suspended, title: 'Work' })
    await block(maker, blocked)
    await suspend(suspended)
    for (const [who, whose] of [
      [blocked, maker],
      [maker, blocked],
      [viewer, suspended],
    ] as const) {
      expect((await projectsOf(who, whose)).body).toEqual(PROFILE_NOT_FOUND)
    }
    expect((await projectsOf(viewer, maker)).status).toBe(200)
  })

  it('answers 401 signed out, 404 for unknown and malformed ids, 400 for a bad cursor', async () => {
    const [maker, viewer] = await Promise.all([member('Maker'), member('Viewer')])
    expect((await projectsOf(visitor(), maker)).status).toBe(401)
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await viewer.get(`/api/profiles/${id}/projects`)).status).toBe(404)
    }
    const bad = await viewer.get(`/api/profiles/${maker.user!.id}/projects?cursor=bm9wZQ`)
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('cursor')
    expect((await projectsOf(viewer, maker, '?limit=0')).status).toBe(400)
  })
})
