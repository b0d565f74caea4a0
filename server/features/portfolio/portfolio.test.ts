import { describeError } from '@shared/error-codes'
import { PORTFOLIO_MESSAGES, type Project } from '@shared/schemas/portfolio'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { createProject } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { portfolioProjects } from '../../db/schema'
import { uploadImage } from '../uploads/upload-test-kit'
import { fetchAllFeatured } from './portfolio-test-kit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const createMember = (firstName = 'Maker') => createUser(server.url, { firstName, profile: {} })
const setLikes = (ids: string[], likes: number) =>
  server.db.update(portfolioProjects).set({ likes }).where(inArray(portfolioProjects.id, ids))

describe('POST /api/portfolio', () => {
  it('creates a public project with the spec defaults and its owner', async () => {
    const maker = await createMember('Zanele')
    const res = await maker.post<Project>('/api/portfolio', { title: '  Soweto Portraits ' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      title: 'Soweto Portraits',
      description: '',
      imageUrl: null,
      projectType: 'other',
      tags: [],
      isPublic: true,
      likes: 0,
      likedByMe: false,
      user: {
        id: maker.user!.id,
        firstName: 'Zanele',
        lastName: maker.user!.lastName,
        profileImageUrl: null,
      },
    })
  })

  it('trims, lowercases and de-duplicates tags (docs/product.md §5)', async () => {
    const maker = await createMember()
    const project = await createProject(server, {
      owner: maker,
      tags: [' UI ', 'ui', 'Figma', '', 'FIGMA ', '  '],
    })
    expect(project.tags).toEqual(['ui', 'figma'])
    const ngo = await createProject(server, {
      owner: maker,
      tags: ['NGO', 'ngo', 'Cape Town', 'cape town', 'iOS'],
    })
    expect(ngo.tags).toEqual(['ngo', 'cape town', 'ios'])
  })

  it('takes my own upload, an https URL, a blank image and both lists of project types', async () => {
    const maker = await createMember()
    const url = await uploadImage(maker)
    expect(
      (await createProject(server, { owner: maker, imageUrl: url, projectType: 'photography' })).imageUrl,
    ).toBe(url)
    const external = await createProject(server, {
      owner: maker,
      imageUrl: 'https://img.example/a.png',
      projectType: 'ui_ux',
    })
    expect(external.imageUrl).toBe('https://img.example/a.png')
    expect((await createProject(server, { owner: maker, imageUrl: '  ' })).imageUrl).toBeNull()
    // The profile page's Add Portfolio Project dialog offers its own labels.
    expect((await createProject(server, { owner: maker, projectType: 'Graphic Design' })).projectType).toBe(
      'Graphic Design',
    )
  })

  it('refuses someone else’s upload as my image', async () => {
    const [owner, thief] = [await createMember(), await createMember()]
    const url = await uploadImage(owner)
    const res = await thief.post('/api/portfolio', { title: 'Stolen', imageUrl: url })
    expect(res).toMatchObject({
      status: 400,
      body: { message: PORTFOLIO_MESSAGES.notYourUpload, field: 'imageUrl' },
    })
    const unknown = await thief.post('/api/portfolio', {
      title: 'Made up',
      imageUrl: '/uploads/nothing-here.webp',
    })
    expect(unknown.status).toBe(400)
  })

  it.each([
    ['title', { title: '   ' }, 'Project title is required'],
    ['title', { title: undefined }, 'Project title is required'],
    ['title', { title: 'x'.repeat(121) }, 'Must be at most 120 characters'],
    ['description', { description: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    [
      'imageUrl',
      { imageUrl: 'http://insecure.example/a.png' },
      'Must be an uploaded image or an https:// URL',
    ],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }, 'Must be an uploaded image or an https:// URL'],
    ['projectType', { projectType: 'podcast' }, 'Choose a project type from the list'],
    ['tags', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'At most 10 tags'],
    ['tags.0', { tags: ['x'.repeat(31)] }, 'A tag must be at most 30 characters'],
    ['isPublic', { isPublic: 'no' }, 'isPublic must be true or false'],
  ])('refuses a bad %s with a clear 400', async (field, overrides, message) => {
    const maker = await createMember()
    const res = await maker.post('/api/portfolio', { title: 'Project', ...overrides })
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
    expect((await maker.get('/api/portfolio/user')).body).toEqual([])
  })
})

describe('GET /api/portfolio/user', () => {
  it('lists all my projects, private ones too, newest first, and nobody else’s', async () => {
    const [me, other] = [await createMember(), await createMember()]
    await createProject(server, { owner: me, title: 'Old' })
    await createProject(server, { owner: me, title: 'Private', isPublic: false })
    await createProject(server, { owner: other, title: 'Not mine' })
    const res = await me.get<Project[]>('/api/portfolio/user')
    expect(res.status).toBe(200)
    expect(res.body.map((p) => p.title)).toEqual(['Private', 'Old'])
  })
})

describe('GET /api/portfolio (featured)', () => {
  it('works signed out and shows public projects only, most liked first, then newest', async () => {
    const maker = await createMember()
    const low = await createProject(server, { owner: maker, title: 'Low' })
    const high = await createProject(server, { owner: maker, title: 'High' })
    const newerLow = await createProject(server, { owner: maker, title: 'Newer low' })
    const hidden = await createProject(server, { owner: maker, title: 'Hidden', isPublic: false })
    await setLikes([low.id, newerLow.id], 1_000_001)
    await setLikes([high.id, hidden.id], 1_000_002)

    const res = await new ApiClient(server.url).get<Project[]>('/api/portfolio')
    expect(res.status).toBe(200)
    expect(res.body.slice(0, 3).map((p) => p.title)).toEqual(['High', 'Newer low', 'Low'])
    expect(res.body.map((p) => p.id)).not.toContain(hidden.id)
    expect(res.body.every((p) => p.isPublic && p.likedByMe === false)).toBe(true)
  })

  it('pages with limit and X-Next-Cursor, through ties, without repeats or gaps', async () => {
    const maker = await createMember()
    const made = []
    for (let i = 0; i < 7; i++) made.push(await createProject(server, { owner: maker, title: `Tie ${i}` }))
    // Same likes and the very same created_at: only the id breaks the tie.
    const ids = made.map((p) => p.id)
    await server.db
      .update(portfolioProjects)
      .set({ likes: 5, createdAt: new Date('2024-05-01T10:00:00.123Z') })
      .where(inArray(portfolioProjects.id, ids))
    const viewer = new ApiClient(server.url)
    const all = (await viewer.get<Project[]>('/api/portfolio?limit=50')).body.map((p) => p.id)
    const pages = await fetchAllFeatured(viewer, 2)
    expect(pages.every((page) => page.length <= 2)).toBe(true)
    expect(pages.flat().map((p) => p.id)).toEqual(all)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(expect.arrayContaining(ids))
  })

  it('defaults to 24 a page and refuses a bad cursor or limit', async () => {
    const maker = await createMember()
    for (let i = 0; i < 25; i++) await createProject(server, { owner: maker, title: `Many ${i}` })
    const first = await maker.get<Project[]>('/api/portfolio')
    expect(first.body).toHaveLength(24)
    expect(first.headers.get('x-next-cursor')).toBeTruthy()
    expect((await maker.get('/api/portfolio?cursor=garbage')).status).toBe(400)
    expect((await maker.get('/api/portfolio?limit=51')).status).toBe(400)
  })

  it('says which projects I liked when signed in', async () => {
    const [maker, fan] = [await createMember(), await createMember()]
    const liked = await createProject(server, { owner: maker, title: 'Liked' })
    const other = await createProject(server, { owner: maker, title: 'Not liked' })
    await setLikes([liked.id, other.id], 2_000_000)
    await fan.post(`/api/portfolio/${liked.id}/like`)
    const res = await fan.get<Project[]>('/api/portfolio')
    const byId = new Map(res.body.map((p) => [p.id, p]))
    expect(byId.get(liked.id)).toMatchObject({ likedByMe: true, likes: 2_000_001 })
    expect(byId.get(other.id)?.likedByMe).toBe(false)
    await setLikes([liked.id, other.id], 0)
  })
})

describe('likes', () => {
  it('counts one like per person, and liking again changes nothing', async () => {
    const [maker, fan] = [await createMember(), await createMember()]
    const project = await createProject(server, { owner: maker })
    const first = await fan.post(`/api/portfolio/${project.id}/like`)
    expect(first).toMatchObject({ status: 200, body: { likes: 1, likedByMe: true } })
    const again = await fan.post(`/api/portfolio/${project.id}/like`)
    expect(again).toMatchObject({ status: 200, body: { likes: 1, likedByMe: true } })
    const own = await maker.post(`/api/portfolio/${project.id}/like`)
    expect(own.body).toEqual({ likes: 2, likedByMe: true })
  })

  it('counts a burst of simultaneous likes from one person once', async () => {
    const [maker, fan] = [await createMember(), await createMember()]
    const project = await createProject(server, { owner: maker })
    const results = await Promise.all(
      Array.from({ length: 6 }, () => fan.post(`/api/portfolio/${project.id}/like`)),
    )
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200))
    const [row] = await server.db
      .select({ likes: portfolioProjects.likes })
      .from(portfolioProjects)
      .where(eq(portfolioProjects.id, project.id))
    expect(row!.likes).toBe(1)
  })

  it('unlikes, once', async () => {
    const [maker, fan] = [await createMember(), await createMember()]
    const project = await createProject(server, { owner: maker })
    await fan.post(`/api/portfolio/${project.id}/like`)
    expect(await fan.delete(`/api/portfolio/${project.id}/like`)).toMatchObject({
      status: 200,
      body: { likes: 0, likedByMe: false },
    })
    expect((await fan.delete(`/api/portfolio/${project.id}/like`)).body).toEqual({
      likes: 0,
      likedByMe: false,
    })
  })

  it('treats likes as a counter: seeded counts without like rows move by one', async () => {
    const [maker, fan] = [await createMember(), await createMember()]
    const project = await createProject(server, { owner: maker })
    await setLikes([project.id], 7)
    expect((await fan.post(`/api/portfolio/${project.id}/like`)).body.likes).toBe(8)
    expect((await fan.delete(`/api/portfolio/${project.id}/like`)).body.likes).toBe(7)
  })

  it('answers 404 for someone else’s private project, an unknown id and a malformed one', async () => {
    const [maker, fan] = [await createMember(), await createMember()]
    const hidden = await createProject(server, { owner: maker, isPublic: false })
    for (const id of [hidden.id, UNKNOWN, 'not-a-uuid']) {
      for (const res of [
        await fan.post(`/api/portfolio/${id}/like`),
        await fan.delete(`/api/portfolio/${id}/like`),
      ]) {
        expect(res).toMatchObject({ status: 404, body: { message: PORTFOLIO_MESSAGES.notFound } })
      }
    }
    // The owner may still like their own private work.
    expect((await maker.post(`/api/portfolio/${hidden.id}/like`)).status).toBe(200)
  })
})

describe('changing and deleting projects', () => {
  it('lets the owner change and delete a project', async () => {
    const maker = await createMember()
    const project = await createProject(server, { owner: maker, title: 'Draft' })
    const changed = await maker.request<Project>('PATCH', `/api/portfolio/${project.id}`, {
      title: ' Final ',
      isPublic: false,
      tags: ['Print', ' PRINT', 'Poster'],
    })
    expect(changed).toMatchObject({
      status: 200,
      body: { title: 'Final', isPublic: false, tags: ['print', 'poster'] },
    })
    expect(await maker.request('PATCH', `/api/portfolio/${project.id}`, { title: '' })).toMatchObject({
      status: 400,
      body: { message: 'Project title is required', field: 'title' },
    })
    expect((await maker.delete(`/api/portfolio/${project.id}`)).status).toBe(204)
    expect((await maker.get('/api/portfolio/user')).body).toEqual([])
  })

  it('refuses others: 403 on a public project, 404 on a private one', async () => {
    const [maker, other] = [await createMember(), await createMember()]
    const visible = await createProject(server, { owner: maker, title: 'Visible' })
    const hidden = await createProject(server, { owner: maker, title: 'Hidden', isPublic: false })
    for (const [project, status] of [
      [visible, 403],
      [hidden, 404],
    ] as const) {
      expect((await other.delete(`/api/portfolio/${project.id}`)).status).toBe(status)
      expect((await other.request('PATCH', `/api/portfolio/${project.id}`, { title: 'Mine' })).status).toBe(
        status,
      )
    }
    expect((await other.delete(`/api/portfolio/${UNKNOWN}`)).status).toBe(404)
    expect((await maker.get<Project[]>('/api/portfolio/user')).body.map((p) => p.title)).toEqual([
      'Hidden',
      'Visible',
    ])
  })
})

describe('sign-in', () => {
  it.each([
    ['GET', '/api/portfolio/user'],
    ['POST', '/api/portfolio'],
    ['PATCH', `/api/portfolio/${UNKNOWN}`],
    ['DELETE', `/api/portfolio/${UNKNOWN}`],
    ['POST', `/api/portfolio/${UNKNOWN}/like`],
    ['DELETE', `/api/portfolio/${UNKNOWN}/like`],
  ])('%s %s requires sign-in', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? { title: 'x' } : undefined
    expect((await new ApiClient(server.url).request(method, path, body)).status).toBe(401)
  })

  it('requires a profile to add a project', async () => {
    const noProfile = await createUser(server.url)
    expect((await noProfile.post('/api/portfolio', { title: 'x' })).status).toBe(403)
  })
})
