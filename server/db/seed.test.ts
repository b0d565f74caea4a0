import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXPERIENCE_LEVELS, LOCATIONS, PROFESSIONS } from '@shared/options'
import { imageUrlSchema } from '@shared/schemas/common'
import { tagsSchema } from '@shared/schemas/portfolio'
import { count, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../test/client'
import { createTestDatabase } from '../../test/database'
import { startTestServer, type TestServer } from '../../test/server'
import { fetchAllPages } from '../features/discover/discover-test-kit'
import { refreshReputation } from '../features/reputation/refresh'
import { createLocalStorage } from '../lib/storage'
import * as t from './schema'
import { type SeedSummary, seed, seedIfEmpty } from './seed'
import { CAPTION, captionLines } from './seed/images'
import { DEMO_PEOPLE, SIGN_IN_PEOPLE } from './seed/people'
import { personalWorks, WORKS } from './seed/works'

const keyOf = (url: string) => url.replace(/^\/uploads\//, '')

describe('demo data', () => {
  let server: TestServer
  let summary: SeedSummary | null
  beforeAll(async () => {
    server = await startTestServer()
    summary = await seedIfEmpty({ db: server.db, storage: server.app.storage })
  })
  afterAll(() => server?.close())

  const people = () =>
    server.db
      .select({ user: t.users, profile: t.profiles })
      .from(t.users)
      .innerJoin(t.profiles, eq(t.profiles.userId, t.users.id))

  it('seeds an empty database on first start', () => {
    expect(summary).toMatchObject({ skipped: false, teams: 5 })
    expect(summary!.people).toBeGreaterThanOrEqual(42)
  })

  it('creates at least 40 demo profiles covering every profession and location', async () => {
    const demo = (await people()).filter(({ user }) => user.isDemo)
    expect(demo.length).toBeGreaterThanOrEqual(40)
    for (const profession of PROFESSIONS.filter((p) => p !== 'Other')) {
      expect(
        demo.filter(({ profile }) => profile.profession === profession).length,
        profession,
      ).toBeGreaterThanOrEqual(2)
    }
    // "Other" is stored as what the person typed instead, as onboarding does.
    const typed = demo.filter(
      ({ profile }) => !(PROFESSIONS as readonly string[]).includes(profile.profession),
    )
    expect(typed.length).toBeGreaterThanOrEqual(2)
    expect(new Set(demo.map(({ profile }) => profile.location))).toEqual(new Set(LOCATIONS))
    expect(new Set(demo.map(({ user }) => user.email)).size).toBe(demo.length)
    for (const { user } of demo) expect(user.email).toMatch(/^[a-z]+\.[a-z]+@demo\.bubbles\.co\.za$/)
  })

  it('gives every profile believable details within the rules', async () => {
    const all = await people()
    for (const { user, profile } of all) {
      expect(profile.skills.length, user.email).toBeGreaterThanOrEqual(3)
      expect(profile.skills.length, user.email).toBeLessThanOrEqual(6)
      // A rate in round fifties, or none at all (0, docs/product.md §3) for a few who do not quote one.
      if (profile.hourlyRate !== 0) {
        expect(profile.hourlyRate).toBeGreaterThanOrEqual(150)
        expect(profile.hourlyRate).toBeLessThanOrEqual(1500)
        expect(profile.hourlyRate % 50).toBe(0)
      }
      // Earned from reviews (the finished project's crew), else the default 5.0.
      expect(profile.rating).toBeGreaterThanOrEqual(1)
      expect(profile.rating).toBeLessThanOrEqual(5)
      expect(Math.round(profile.rating * 10)).toBeCloseTo(profile.rating * 10, 6)
      expect(EXPERIENCE_LEVELS).toContain(profile.experience)
      expect(profile.bio.length).toBeGreaterThan(20)
      expect(profile.portfolioImages.length).toBeGreaterThanOrEqual(2)
      expect(profile.portfolioImages.length).toBeLessThanOrEqual(4)
      expect(profile.agreedToPrivacyPolicyAt).toBeInstanceOf(Date)
      expect(profile.agreedToTermsOfServiceAt).toBeInstanceOf(Date)
    }
    const available = all.filter(({ profile }) => profile.isAvailableForWork).length / all.length
    expect(available).toBeGreaterThan(0.55)
    expect(available).toBeLessThan(0.85)
    const hidden = all.filter(
      ({ profile }) => profile.profileVisibility !== 'public' || !profile.showInDiscovery,
    )
    expect(hidden.length).toBeGreaterThanOrEqual(2)
    expect(hidden.length).toBeLessThanOrEqual(3)

    const [settings] = await server.db.select({ n: count() }).from(t.userSettings)
    expect(settings!.n).toBe(all.length)
  })

  it('stores every profile image as a WebP file with an uploads row', async () => {
    const uploads = await server.db.select().from(t.uploads)
    const byKey = new Map(uploads.map((upload) => [upload.key, upload]))
    for (const { user, profile } of await people()) {
      const urls = [user.profileImageUrl!, ...profile.portfolioImages]
      for (const [index, url] of urls.entries()) {
        expect(imageUrlSchema.safeParse(url).success, url).toBe(true)
        const upload = byKey.get(keyOf(url))
        expect(upload, url).toMatchObject({ userId: user.id, contentType: 'image/webp' })
        const meta = await sharp(join(server.dataDir, 'uploads', keyOf(url))).metadata()
        expect(meta.format).toBe('webp')
        const [width, height] = index === 0 ? [400, 400] : [800, 600]
        expect([meta.width, meta.height]).toEqual([width, height])
        expect([upload!.width, upload!.height]).toEqual([width, height])
      }
    }
    // Nothing stray: exactly one file per uploads row.
    expect(readdirSync(join(server.dataDir, 'uploads')).sort()).toEqual([...byKey.keys()].sort())
  })

  it("gives every portfolio project one of its owner's images and tidy tags", async () => {
    const projects = await server.db
      .select({ project: t.portfolioProjects, images: t.profiles.portfolioImages })
      .from(t.portfolioProjects)
      .innerJoin(t.profiles, eq(t.profiles.userId, t.portfolioProjects.userId))
    expect(projects.length).toBeGreaterThanOrEqual(42)
    for (const { project, images } of projects) {
      expect(images).toContain(project.imageUrl)
      expect(project.tags.length).toBeGreaterThanOrEqual(2)
      expect(project.tags.length).toBeLessThanOrEqual(5)
      // As the API stores them (docs/product.md §5): trimmed, lowercased, no duplicates.
      expect(tagsSchema.parse(project.tags)).toEqual(project.tags)
      for (const tag of project.tags) expect(tag).toBe(tag.toLowerCase())
      expect(project.likes).toBeGreaterThanOrEqual(0)
      expect(project.likes).toBeLessThanOrEqual(120)
    }
    expect(new Set(projects.map(({ project }) => project.title)).size).toBe(projects.length)
  })

  it('makes the three availability filters show visibly different decks', async () => {
    const visitor = new ApiClient(server.url)
    const deck = async (availability?: string) =>
      new Set(
        (await fetchAllPages(visitor, { availability, limit: 50 }, '/api/profiles/discover/demo'))
          .flat()
          .map((card) => `${card.user.firstName} ${card.user.lastName}`),
      )
    const [any, available, open, freelance] = [
      await deck(),
      await deck('available'),
      await deck('open'),
      await deck('freelance'),
    ]
    // Open to projects: everyone available, and busy people who list what they would still take on.
    const busyButOpen = [...open].filter((name) => !available.has(name))
    expect(busyButOpen.length).toBeGreaterThanOrEqual(4)
    expect(busyButOpen).toEqual(expect.arrayContaining(['Bongani Zulu', 'Ruan Botha']))
    for (const name of available) expect(open.has(name), name).toBe(true)
    // Freelance: available and quoting a rate; the students and founders who quote none drop out.
    const availableNoRate = [...available].filter((name) => !freelance.has(name))
    expect(availableNoRate.length).toBeGreaterThanOrEqual(4)
    expect(availableNoRate).toEqual(expect.arrayContaining(['Sizwe Radebe', 'Pieter van der Merwe']))
    for (const name of freelance) expect(available.has(name), name).toBe(true)
    // Each deck is a different size, and none is everyone.
    expect(new Set([any.size, open.size, available.size, freelance.size]).size).toBe(4)
    expect(any.size).toBeGreaterThan(open.size)
  })

  it('draws captions short enough for a square card thumbnail', () => {
    const people = [...SIGN_IN_PEOPLE, ...DEMO_PEOPLE]
    const works = [
      ...Object.values(WORKS).flat(),
      ...people.flatMap((person) => personalWorks(person.firstName, person.city)),
    ]
    for (const work of works) {
      const lines = captionLines(work.caption ?? work.title)
      expect(lines.length, work.title).toBeLessThanOrEqual(2)
      for (const line of lines) expect(line.length, work.title).toBeLessThanOrEqual(13)
    }
    // What the square crop keeps (the middle 600 of 800 px) holds the caption's band, at any line count.
    expect(CAPTION.safe.left).toBeGreaterThanOrEqual(100)
    expect(CAPTION.safe.right).toBeLessThanOrEqual(700)
    expect(() => captionLines('Community Newspaper Layout')).toThrow(/shorter caption/)
  })

  it('builds five teams, each with its owner and 2 to 4 members', async () => {
    const teams = await server.db.select().from(t.teams)
    const members = await server.db.select().from(t.teamMembers)
    expect(teams).toHaveLength(5)
    for (const team of teams) {
      const own = members.filter((member) => member.teamId === team.id)
      expect(own.filter((member) => member.role === 'owner').map((member) => member.userId)).toEqual([
        team.ownerId,
      ])
      expect(own.length - 1).toBeGreaterThanOrEqual(2)
      expect(own.length - 1).toBeLessThanOrEqual(4)
      expect(own.length).toBeLessThanOrEqual(team.maxMembers)
    }
  })

  it('finishes one project, whose crew earned the ratings and projects completed that their records say', async () => {
    const finished = await server.db.select().from(t.teams).where(eq(t.teams.status, 'completed'))
    expect(finished).toHaveLength(1)
    const crew = await server.db.select().from(t.teamCrew).where(eq(t.teamCrew.teamId, finished[0]!.id))
    expect(crew.length).toBeGreaterThanOrEqual(2)
    const figures = () =>
      server.db
        .select({
          userId: t.profiles.userId,
          rating: t.profiles.rating,
          reviewCount: t.profiles.reviewCount,
          projectsCompleted: t.profiles.projectsCompleted,
        })
        .from(t.profiles)
        .orderBy(t.profiles.userId)
    const seeded = await figures()
    expect(seeded.filter((person) => person.reviewCount > 0).length).toBeGreaterThanOrEqual(3)
    // Worked out again by the app's own rule, from the records: nothing changes.
    await refreshReputation(server.db, sql`select user_id as id from ${t.profiles}`)
    expect(await figures()).toEqual(seeded)
  })

  it('matches the two sign-in accounts, with a conversation of three messages', async () => {
    const accounts = await server.db.select().from(t.users).where(eq(t.users.isDemo, false))
    expect(accounts.map((user) => user.email).sort()).toEqual(['demo2@bubbles.co.za', 'demo@bubbles.co.za'])
    const [match] = await server.db.select().from(t.matches)
    expect([match!.user1Id, match!.user2Id].sort()).toEqual(accounts.map((user) => user.id).sort())
    const [conversation] = await server.db
      .select()
      .from(t.conversations)
      .where(eq(t.conversations.matchId, match!.id))
    const messages = await server.db
      .select()
      .from(t.messages)
      .where(eq(t.messages.conversationId, conversation!.id))
    expect(messages).toHaveLength(3)
  })

  it('lets anyone sign in as the demo account through development sign-in', async () => {
    const client = new ApiClient(server.url)
    const res = await client.post('/api/auth/dev-login', {
      email: 'demo@bubbles.co.za',
      firstName: 'Lerato',
      lastName: 'Mokoena',
    })
    expect(res.status).toBe(200)
    expect(res.body.profile).toMatchObject({
      profession: 'UI/UX Designer',
      location: 'Johannesburg, Gauteng',
    })
    expect(res.body.profileImageUrl).toMatch(/^\/uploads\/lerato-mokoena-avatar-[a-f0-9]+\.webp$/)
  })

  it('does nothing when run again', async () => {
    const before = await server.db.select({ n: count() }).from(t.uploads)
    expect(await seedIfEmpty({ db: server.db, storage: server.app.storage })).toBeNull()
    expect(await seed({ db: server.db, storage: server.app.storage })).toMatchObject({ skipped: true })
    expect(await server.db.select({ n: count() }).from(t.uploads)).toEqual(before)
  })

  it('serves an image at /uploads/<key> as WebP, with nosniff and long caching', async () => {
    const [lerato] = await server.db.select().from(t.users).where(eq(t.users.email, 'demo@bubbles.co.za'))
    const res = await fetch(new URL(lerato!.profileImageUrl!, server.url))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 })
  })

  it.each([
    '/uploads/..%2Fetc%2Fpasswd',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/%2e%2e%2fdb',
    '/uploads/missing-file.webp',
    '/uploads/Not-A-Key.webp',
    '/uploads/notes.txt',
  ])('answers %s with a JSON 404', async (path) => {
    const res = await fetch(new URL(path, server.url))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Not found', code: 'not_found' })
  })
})

describe('seedIfEmpty', () => {
  it('leaves a database that already has users alone', async () => {
    const database = await createTestDatabase()
    const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-seed-'))
    try {
      await database.db.insert(t.users).values({ email: 'someone@example.com', firstName: 'Some' })
      expect(await seedIfEmpty({ db: database.db, storage: createLocalStorage(dataDir) })).toBeNull()
      expect(await database.db.select({ n: count() }).from(t.users)).toEqual([{ n: 1 }])
      expect(existsSync(join(dataDir, 'uploads'))).toBe(false)
    } finally {
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('local storage', () => {
  it('only accepts server-made keys and the content type their extension promises', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-storage-'))
    try {
      const storage = createLocalStorage(dataDir)
      const data = Buffer.from('x')
      for (const key of ['../escape.webp', 'a/b.webp', '.hidden.webp', 'UPPER.webp', 'x.svg', 'x.webp.exe']) {
        await expect(storage.put(key, data, 'image/webp'), key).rejects.toThrow()
      }
      await expect(storage.put('ok.png', data, 'image/webp')).rejects.toThrow()
      await storage.put('ok.png', data, 'image/png')
      const file = await storage.read('ok.png')
      file?.stream.destroy()
      expect(file?.bytes).toBe(1)
      await storage.remove('ok.png')
      await storage.remove('ok.png')
      expect(await storage.read('ok.png')).toBeNull()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
