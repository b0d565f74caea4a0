import { createHash } from 'node:crypto'
import { eq, inArray, or } from 'drizzle-orm'
import { isUniqueViolation } from '../lib/pg-errors'
import type { Storage } from '../lib/storage'
import type { Db } from './client'
import * as t from './schema'
import { type CastMember, castPeople } from './seed/cast'
import { type RenderedImage, renderAvatar, renderPortfolioImage } from './seed/images'
import { SIGN_IN_PEOPLE } from './seed/people'
import { buildRows, type CastImages, type StoredImage } from './seed/rows'

export interface SeedOptions {
  db: Db
  /** Where the demo images go: the app's own store, so every instance can serve them. */
  storage: Storage
}

export interface SeedSummary {
  /** True when demo data was already there and nothing was written. */
  skipped: boolean
  people: number
  images: number
  projects: number
  teams: number
  milliseconds: number
}

// sharp already uses every core per image; a few in flight keeps them busy without piling up memory.
const IMAGE_CONCURRENCY = 4

/** First start: an empty database gets the demo people so Discover and preview mode have something to show. */
export async function seedIfEmpty({ db, storage }: SeedOptions): Promise<SeedSummary | null> {
  const [anyUser] = await db.select({ id: t.users.id }).from(t.users).limit(1)
  if (anyUser) return null
  try {
    return await seed({ db, storage })
  } catch (error) {
    // Several instances starting on one empty PostgreSQL race here; the one that loses finds the
    // winner's rows (same emails) and has nothing left to do.
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** Writes the demo people, their images, projects, teams and the two sign-in accounts. Safe to run twice. */
export async function seed({ db, storage }: SeedOptions): Promise<SeedSummary> {
  const started = performance.now()
  const [existing] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(
      or(
        eq(t.users.isDemo, true),
        inArray(
          t.users.email,
          SIGN_IN_PEOPLE.map((person) => person.email),
        ),
      ),
    )
    .limit(1)
  if (existing) return { skipped: true, people: 0, images: 0, projects: 0, teams: 0, milliseconds: 0 }

  const cast = castPeople()
  // Files first: if the transaction below fails, unused files are harmless and a rerun
  // writes the very same keys again.
  const images = await storeImages(cast, storage)
  const rows = buildRows(cast, images)

  await db.transaction(async (tx) => {
    await tx.insert(t.users).values(rows.users)
    await tx.insert(t.userSettings).values(rows.userSettings)
    await tx.insert(t.profiles).values(rows.profiles)
    await tx.insert(t.uploads).values(rows.uploads)
    await tx.insert(t.portfolioProjects).values(rows.portfolioProjects)
    await tx.insert(t.teams).values(rows.teams)
    await tx.insert(t.teamMembers).values(rows.teamMembers)
    await tx.insert(t.teamMessages).values(rows.teamMessages)
    await tx.insert(t.teamCrew).values(rows.teamCrew)
    await tx.insert(t.reviews).values(rows.reviews)
    await tx.insert(t.swipes).values(rows.swipes)
    await tx.insert(t.matches).values(rows.matches)
    await tx.insert(t.conversations).values(rows.conversations)
    await tx.insert(t.messages).values(rows.messages)
  })

  return {
    skipped: false,
    people: rows.users.length,
    images: rows.uploads.length,
    projects: rows.portfolioProjects.length,
    teams: rows.teams.length,
    milliseconds: Math.round(performance.now() - started),
  }
}

async function storeImages(cast: CastMember[], storage: Storage) {
  const jobs = cast.flatMap((member) => [
    { member, index: -1, render: () => renderAvatar(member.person.firstName, member.person.lastName) },
    ...member.works.map((work, index) => ({
      member,
      index,
      render: () => renderPortfolioImage(work.caption ?? work.title),
    })),
  ])
  const stored = await mapWithConcurrency(jobs, IMAGE_CONCURRENCY, async (job) => {
    const image = await job.render()
    const name = job.index < 0 ? 'avatar' : `work-${job.index + 1}`
    const key = `${job.member.slug}-${name}-${contentHash(image)}.webp`
    await storage.put(key, image.data, image.contentType)
    return { job, image: toStoredImage(key, image) }
  })

  const found = new Map(stored.map(({ job, image }) => [`${job.member.id}/${job.index}`, image]))
  const imageOf = (member: CastMember, index: number) => found.get(`${member.id}/${index}`)!
  return new Map<string, CastImages>(
    cast.map((member) => [
      member.id,
      { avatar: imageOf(member, -1), works: member.works.map((_, index) => imageOf(member, index)) },
    ]),
  )
}

// The content hash in the key lets browsers cache the file forever (immutable): new art means a new key.
const contentHash = (image: RenderedImage) =>
  createHash('sha256').update(image.data).digest('hex').slice(0, 12)

const toStoredImage = (key: string, image: RenderedImage): StoredImage => ({
  key,
  contentType: image.contentType,
  bytes: image.data.length,
  width: image.width,
  height: image.height,
})

async function mapWithConcurrency<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
