import { ERRORS } from '@shared/error-codes'
import { PORTFOLIO_MESSAGES, type Project } from '@shared/schemas/portfolio'
import { and, desc, eq, not, or, type Placeholder, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import { portfolioProjects, profiles, users } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { profileVisibleTo } from '../people'
import { blockedBetween, notSuspended } from '../safety'
import { decodeNewestCursor, encodeNewestCursor, type NewestCursor } from './cursor'
import { projectColumns, selectProjects, toProjectJson } from './project-json'

/**
 * One project at its address, /portfolio/{id}. Its owner sees it, private or not. Anyone
 * else, signed-out visitors included, sees it while it is public (Featured already shows it to them)
 * and its owner is not suspended; a member never sees it across a block, either way. Anything else is
 * a 404, word for word the one for an id that names nothing, so nobody learns that a hidden project exists.
 */
export async function findVisibleProject({
  db,
  viewerId,
  projectId,
}: {
  db: Db
  viewerId: string | null
  projectId: string
}): Promise<Project> {
  if (!isUuid(projectId)) throw notFound(PORTFOLIO_MESSAGES.notFound)
  const [row] = viewerId
    ? await projectForMemberQuery(db).execute({ viewerId, projectId })
    : await projectForVisitorQuery(db).execute({ projectId })
  if (!row) throw notFound(PORTFOLIO_MESSAGES.notFound)
  return toProjectJson(row)
}

const p = portfolioProjects
const sharedWithOthers = and(eq(p.isPublic, true), notSuspended)

// A page load's first request, and what every shared link's preview asks for: built once.
const projectForMemberQuery = preparedOnce((db) => {
  const viewerId = sql.placeholder('viewerId')
  return selectProjects(db, viewerId)
    .where(
      and(
        eq(p.id, sql.placeholder('projectId')),
        or(
          eq(p.userId, viewerId),
          and(sharedWithOthers, not(blockedBetween(sql`${viewerId}::uuid`, p.userId))),
        ),
      ),
    )
    .prepare('project_for_member')
})

const projectForVisitorQuery = preparedOnce((db) =>
  selectProjects(db, null)
    .where(and(eq(p.id, sql.placeholder('projectId')), sharedWithOthers))
    .prepare('project_for_visitor'),
)

/**
 * A person's public projects, newest first, a page at a time, for their profile page: only
 * to whoever may see that profile (people/visibility.ts). A hidden profile answers 404 like the profile
 * itself, not an empty list that would read as "exists, has nothing".
 */
export async function listPersonProjects({
  db,
  viewerId,
  ownerId,
  limit,
  cursor,
}: {
  db: Db
  viewerId: string
  ownerId: string
  limit: number
  cursor?: string
}): Promise<{ projects: Project[]; nextCursor: string | null }> {
  if (!isUuid(ownerId)) throw notFound(ERRORS.profile_not_found)
  const after = cursor ? decodeNewestCursor(cursor) : null
  const take = limit + 1
  const rows = after
    ? await personProjects(db, viewerId, after).where(ownerSeenBy(ownerId, viewerId)).limit(take)
    : await firstPersonProjectsQuery(db).execute({ viewerId, ownerId, take })
  // No row at all: no such profile, or not for this viewer. One row without a project: nothing public.
  if (rows.length === 0) throw notFound(ERRORS.profile_not_found)
  const found = rows.flatMap(({ project, ...rest }) => (project ? [{ ...rest, project }] : []))
  const page = found.slice(0, limit)
  const last = page.at(-1)
  return {
    projects: page.map(toProjectJson),
    nextCursor:
      found.length > limit && last
        ? encodeNewestCursor({ createdAt: last.cursorAt, id: last.project.id })
        : null,
  }
}

/**
 * The owner's row, gated by who may see their profile, with their public projects joined on: zero rows
 * when the profile is hidden, one row without a project when there is nothing (more) to show.
 */
const personProjects = (db: Db, viewerId: string | Placeholder, after: NewestCursor | null) =>
  db
    .select(projectColumns(viewerId))
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(
      p,
      and(
        eq(p.userId, users.id),
        eq(p.isPublic, true),
        after
          ? sql`(${p.createdAt}, ${p.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(p.createdAt), desc(p.id))
    .$dynamic()

const ownerSeenBy = (ownerId: string | Placeholder, viewerId: string | Placeholder) =>
  and(eq(users.id, ownerId), profileVisibleTo(viewerId))

const firstPersonProjectsQuery = preparedOnce((db) => {
  const viewerId = sql.placeholder('viewerId')
  return personProjects(db, viewerId, null)
    .where(ownerSeenBy(sql.placeholder('ownerId'), viewerId))
    .limit(sql.placeholder('take'))
    .prepare('person_projects_first')
})
