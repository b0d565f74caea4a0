import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { EXPERIENCE_LEVELS } from '@shared/options'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extensions } from './client'
import * as t from './schema'

const root = fileURLToPath(new URL('../..', import.meta.url))
const migrations = join(root, 'drizzle')

/** The migrations folder as it was before the one tagged `tag`. */
function folderBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bubbles-migrations-'))
  cpSync(migrations, dir, { recursive: true })
  const journalPath = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] }
  const cut = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(cut).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, cut)
  writeFileSync(journalPath, JSON.stringify(journal))
  return dir
}

describe('0008 one experience scale', () => {
  let client: PGlite
  let before: string
  beforeAll(async () => {
    client = await PGlite.create({ extensions })
    before = folderBefore('0008_one-experience-scale')
  })
  afterAll(async () => {
    await client.close()
    rmSync(before, { recursive: true, force: true })
  })

  it('moves stored values of the retired scale onto the onboarding one, and leaves updated_at alone', async () => {
    const db = drizzle(client, { schema: t })
    await migrate(db, { migrationsFolder: before })

    const stored = [
      'Intermediate (2-4 years)',
      'Advanced (5-9 years)',
      'Expert (10+ years)',
      'Beginner (0-1 years)',
    ]
    const updatedAt = new Date('2026-01-02T03:04:05.678Z')
    // In SQL: the schema of today names columns later migrations add.
    const people = (
      await client.query<{ id: string }>(
        `insert into users (email, first_name) select 'scale-' || i || '@example.com', 'Scale ' || i
          from generate_series(0, ${stored.length - 1}) i order by i returning id`,
      )
    ).rows
    for (const [i, experience] of stored.entries())
      await client.query(
        `insert into profiles (user_id, profession, bio, location, experience, agreed_to_privacy_policy_at,
          agreed_to_terms_of_service_at, updated_at) values ($1, 'Writer', 'Words for hire.', 'Durban, KwaZulu-Natal',
          $2, $3, $3, $3)`,
        [people[i]!.id, experience, updatedAt.toISOString()],
      )

    await migrate(db, { migrationsFolder: migrations })

    const after = await Promise.all(
      people.map(async ({ id }) => {
        const [row] = await db
          .select({ experience: t.profiles.experience, updatedAt: t.profiles.updatedAt })
          .from(t.profiles)
          .where(eq(t.profiles.userId, id))
        return row!
      }),
    )
    expect(after.map((row) => row.experience)).toEqual([
      'Intermediate (2-5 years)',
      'Experienced (5+ years)',
      'Expert (10+ years)',
      'Beginner (0-1 years)',
    ])
    for (const row of after) {
      expect(EXPERIENCE_LEVELS).toContain(row.experience)
      expect(row.updatedAt).toEqual(updatedAt)
    }
  })
})

describe('0013 account tokens', () => {
  it('keeps the addresses of existing accounts as verified, and nobody pending', async () => {
    const client = await PGlite.create({ extensions })
    const before = folderBefore('0013_account-tokens')
    try {
      const db = drizzle(client, { schema: t })
      await migrate(db, { migrationsFolder: before })
      await client.query(
        `insert into users (email, first_name, created_at) values ('old@example.com', 'Old', '2026-03-04T05:06:07Z')`,
      )
      await migrate(db, { migrationsFolder: migrations })
      const { rows } = await client.query<{ verified: Date; pending: string | null }>(
        `select email_verified_at as verified, pending_email as pending from users where email = 'old@example.com'`,
      )
      expect(rows).toEqual([{ verified: new Date('2026-03-04T05:06:07Z'), pending: null }])
    } finally {
      await client.close()
      rmSync(before, { recursive: true, force: true })
    }
  })
})

describe('0015 portfolio tags lowercase', () => {
  it('lowercases stored tags in their order, drops the ones that become duplicates, and leaves the rest alone', async () => {
    const client = await PGlite.create({ extensions })
    const before = folderBefore('0015_portfolio-tags-lowercase')
    try {
      const db = drizzle(client, { schema: t })
      await migrate(db, { migrationsFolder: before })
      const [owner] = (
        await client.query<{ id: string }>(
          `insert into users (email, first_name) values ('tags@example.com', 'Tags') returning id`,
        )
      ).rows
      const stored = [
        ['NGO', 'community', 'ngo', 'Cape Town', 'cape town', 'iOS'],
        ['print', 'poster'],
        [],
        ['Ünïcode', 'ÜNÏCODE'],
      ]
      for (const [i, tags] of stored.entries()) {
        await client.query(`insert into portfolio_projects (user_id, title, tags) values ($1, $2, $3)`, [
          owner!.id,
          `Project ${i}`,
          tags,
        ])
      }

      await migrate(db, { migrationsFolder: migrations })

      const { rows } = await client.query<{ tags: string[] }>(
        `select tags from portfolio_projects order by title`,
      )
      expect(rows.map((row) => row.tags)).toEqual([
        ['ngo', 'community', 'cape town', 'ios'],
        ['print', 'poster'],
        [],
        ['ünïcode'],
      ])
    } finally {
      await client.close()
      rmSync(before, { recursive: true, force: true })
    }
  })
})

describe('0016 timezone set at', () => {
  it('counts a stored zone other than UTC as decided, and UTC as the default nobody chose', async () => {
    const client = await PGlite.create({ extensions })
    const before = folderBefore('0016_timezone-set-at')
    try {
      const db = drizzle(client, { schema: t })
      await migrate(db, { migrationsFolder: before })
      const updatedAt = '2026-05-06T07:08:09Z'
      for (const timezone of ['UTC', 'Asia/Tokyo']) {
        await client.query(
          `with u as (insert into users (email, first_name) values ($1, 'Zone') returning id)
            insert into user_settings (user_id, timezone, updated_at) select id, $2, $3 from u`,
          [`zone-${timezone.replace('/', '-')}@example.com`, timezone, updatedAt],
        )
      }

      await migrate(db, { migrationsFolder: migrations })

      const { rows } = await client.query<{ timezone: string; set: Date | null }>(
        `select timezone, timezone_set_at as set from user_settings order by timezone`,
      )
      expect(rows).toEqual([
        { timezone: 'Asia/Tokyo', set: new Date(updatedAt) },
        { timezone: 'UTC', set: null },
      ])
    } finally {
      await client.close()
      rmSync(before, { recursive: true, force: true })
    }
  })
})

// drizzle-kit writes the next migration from the difference between the schema in TypeScript and the last
// migration's snapshot (drizzle/meta). Migrations written by hand must leave a snapshot of what they did
// (npm run db:generate, then edit the SQL): with a stale one, the next generate re-creates tables that exist.
describe('the schema and the migrations', () => {
  it('agree: drizzle-kit generate finds nothing to write after the last migration', () => {
    const out = mkdtempSync(join(tmpdir(), 'bubbles-drizzle-'))
    try {
      cpSync(migrations, out, { recursive: true })
      const said = execFileSync(
        join(root, 'node_modules', '.bin', 'drizzle-kit'),
        [
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './server/db/schema/index.ts',
          '--out',
          relative(root, out),
        ],
        { cwd: root, encoding: 'utf8' },
      )
      expect(said).toContain('No schema changes, nothing to migrate')
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
