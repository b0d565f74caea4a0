import { type LikeResult, PORTFOLIO_MESSAGES } from '@shared/schemas/portfolio'
import { and, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { portfolioLikes, portfolioProjects } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { storeNotifications } from '../notifications'

interface LikeOptions {
  db: Db
  userId: string
  projectId: string
}

/** A project the caller may see: public, or their own. Anything else does not exist for them. */
async function assertVisible(db: Db, userId: string, projectId: string) {
  if (!isUuid(projectId)) throw notFound(PORTFOLIO_MESSAGES.notFound)
  const [project] = await db
    .select({ id: portfolioProjects.id })
    .from(portfolioProjects)
    .where(
      and(
        eq(portfolioProjects.id, projectId),
        or(eq(portfolioProjects.isPublic, true), eq(portfolioProjects.userId, userId)),
      ),
    )
  if (!project) throw notFound(PORTFOLIO_MESSAGES.notFound)
}

async function readLikes(db: Db, projectId: string) {
  const [row] = await db
    .select({ likes: portfolioProjects.likes })
    .from(portfolioProjects)
    .where(eq(portfolioProjects.id, projectId))
  return row?.likes ?? 0
}

/**
 * One like per person: the (user, project) primary key decides, and the counter moves only when
 * the like row was really inserted, in the same transaction. Liking again changes nothing.
 * `likes` is a counter, never recounted from the likes table (seeded projects have likes without rows).
 */
export async function likeProject({
  db,
  userId,
  projectId,
}: LikeOptions): Promise<{ result: LikeResult; notificationIds: string[] }> {
  await assertVisible(db, userId, projectId)
  const { likes, notificationIds } = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(portfolioLikes)
      .values({ userId, projectId })
      .onConflictDoNothing()
      .returning({ projectId: portfolioLikes.projectId })
    if (inserted.length === 0) return { likes: await readLikes(tx, projectId), notificationIds: [] }
    const [row] = await tx
      .update(portfolioProjects)
      .set({ likes: sql`${portfolioProjects.likes} + 1` })
      .where(eq(portfolioProjects.id, projectId))
      .returning({ likes: portfolioProjects.likes })
    // The owner hears of it (not of their own like), one collapsed row per project.
    const notificationIds = await storeNotifications(tx, {
      type: 'portfolio-like',
      actorId: userId,
      recipients: sql`select ${portfolioProjects.userId} as user_id from ${portfolioProjects} where ${portfolioProjects.id} = ${projectId}`,
      projectId,
      collapseKey: `portfolio-like:${projectId}`,
      repeatsCount: false,
    })
    return { likes: row!.likes, notificationIds }
  })
  return { result: { likes, likedByMe: true }, notificationIds }
}

/** Takes the caller's like back; unliking what was not liked changes nothing. */
export async function unlikeProject({ db, userId, projectId }: LikeOptions): Promise<LikeResult> {
  await assertVisible(db, userId, projectId)
  const likes = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(portfolioLikes)
      .where(and(eq(portfolioLikes.userId, userId), eq(portfolioLikes.projectId, projectId)))
      .returning({ projectId: portfolioLikes.projectId })
    if (deleted.length === 0) return readLikes(tx, projectId)
    const [row] = await tx
      .update(portfolioProjects)
      .set({ likes: sql`greatest(${portfolioProjects.likes} - 1, 0)` })
      .where(eq(portfolioProjects.id, projectId))
      .returning({ likes: portfolioProjects.likes })
    return row?.likes ?? 0
  })
  return { likes, likedByMe: false }
}
