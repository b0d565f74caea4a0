import {
  type CreateProject,
  PORTFOLIO_MESSAGES,
  type Project,
  type UpdateProject,
} from '@shared/schemas/portfolio'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import { portfolioProjects } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { notSuspended } from '../safety'
import { assertOwnImageUrl } from '../uploads'
import { decodeCursor, encodeCursor } from './cursor'
import { selectProjects, toProjectJson } from './project-json'

/**
 * Featured Projects: everyone's public projects, most liked first, then newest, a page at a time.
 * Keyset paging on (likes, created_at, id) walks the partial index on public projects.
 */
export async function listFeaturedProjects({
  db,
  userId,
  limit,
  cursor,
}: {
  db: Db
  userId: string | null
  limit: number
  cursor?: string
}): Promise<{ projects: Project[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null
  const p = portfolioProjects
  const rows =
    userId && !after
      ? await firstFeaturedQuery(db).execute({ userId, take: limit + 1 })
      : await selectProjects(db, userId)
          .where(
            and(
              eq(p.isPublic, true),
              // A suspended person's work leaves Featured with them.
              notSuspended,
              after
                ? sql`(${p.likes}, ${p.createdAt}, ${p.id}) < (${after.likes}, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(desc(p.likes), desc(p.createdAt), desc(p.id))
          .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    projects: page.map(toProjectJson),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ likes: last.project.likes, createdAt: last.cursorAt, id: last.project.id })
        : null,
  }
}

// The page a signed-in person loads (docs/decisions/027): built once. Later pages and visitors build theirs.
const firstFeaturedQuery = preparedOnce((db) =>
  selectProjects(db, sql.placeholder('userId'))
    .where(and(eq(portfolioProjects.isPublic, true), notSuspended))
    .orderBy(desc(portfolioProjects.likes), desc(portfolioProjects.createdAt), desc(portfolioProjects.id))
    .limit(sql.placeholder('take'))
    .prepare('featured_projects_first'),
)

const myProjectsQuery = preparedOnce((db) => {
  const userId = sql.placeholder('userId')
  return selectProjects(db, userId)
    .where(eq(portfolioProjects.userId, userId))
    .orderBy(desc(portfolioProjects.createdAt), desc(portfolioProjects.id))
    .prepare('my_projects')
})

/** My projects, private ones too, newest first. */
export async function listMyProjects({ db, userId }: { db: Db; userId: string }): Promise<Project[]> {
  const rows = await myProjectsQuery(db).execute({ userId })
  return rows.map(toProjectJson)
}

async function findProject(db: Db, userId: string, projectId: string) {
  const [row] = await selectProjects(db, userId).where(eq(portfolioProjects.id, projectId))
  if (!row) throw notFound(PORTFOLIO_MESSAGES.notFound)
  return toProjectJson(row)
}

export async function createProject({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: CreateProject
}): Promise<Project> {
  await assertOwnImageUrl({ db, userId, imageUrl: input.imageUrl })
  const [created] = await db
    .insert(portfolioProjects)
    .values({ ...input, userId })
    .returning({ id: portfolioProjects.id })
  return findProject(db, userId, created!.id)
}

/**
 * Changes are the owner's alone. Someone else's public project answers 403 (they can see it); a
 * private one 404, as if it did not exist.
 */
async function refuseNotMine(db: Db, projectId: string): Promise<never> {
  const [other] = await db
    .select({ isPublic: portfolioProjects.isPublic })
    .from(portfolioProjects)
    .where(eq(portfolioProjects.id, projectId))
  if (other?.isPublic) throw forbidden(PORTFOLIO_MESSAGES.notYours)
  throw notFound(PORTFOLIO_MESSAGES.notFound)
}

const mine = (userId: string, projectId: string) =>
  and(eq(portfolioProjects.id, projectId), eq(portfolioProjects.userId, userId))

export async function updateProject({
  db,
  userId,
  projectId,
  input,
}: {
  db: Db
  userId: string
  projectId: string
  input: UpdateProject
}): Promise<Project> {
  if (!isUuid(projectId)) throw notFound(PORTFOLIO_MESSAGES.notFound)
  await assertOwnImageUrl({ db, userId, imageUrl: input.imageUrl })
  const updated =
    Object.keys(input).length === 0
      ? await db.select({ id: portfolioProjects.id }).from(portfolioProjects).where(mine(userId, projectId))
      : await db
          .update(portfolioProjects)
          .set(input)
          .where(mine(userId, projectId))
          .returning({ id: portfolioProjects.id })
  if (updated.length === 0) return refuseNotMine(db, projectId)
  return findProject(db, userId, projectId)
}

export async function deleteProject({
  db,
  userId,
  projectId,
}: {
  db: Db
  userId: string
  projectId: string
}) {
  if (!isUuid(projectId)) throw notFound(PORTFOLIO_MESSAGES.notFound)
  const deleted = await db
    .delete(portfolioProjects)
    .where(mine(userId, projectId))
    .returning({ id: portfolioProjects.id })
  if (deleted.length === 0) await refuseNotMine(db, projectId)
}
