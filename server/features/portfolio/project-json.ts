import type { Project } from '@shared/schemas/portfolio'
import { eq, type Placeholder, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { portfolioLikes, portfolioProjects, users } from '../../db/schema'

/** Whether `userId` liked the project of the row; always false for a signed-out visitor. */
const likedBy = (userId: string | Placeholder | null) =>
  userId
    ? sql<boolean>`exists (select 1 from ${portfolioLikes} where ${portfolioLikes.projectId} = ${portfolioProjects.id} and ${portfolioLikes.userId} = ${userId})`
    : sql<boolean>`false`

/** The columns of a project as the API shows it: the project, its owner and the caller's like. */
export const projectColumns = (userId: string | Placeholder | null) => ({
  project: portfolioProjects,
  likedByMe: likedBy(userId),
  // created_at as text with microseconds, for the page cursor.
  cursorAt: sql<string>`to_char(${portfolioProjects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
  },
})

/** Projects with their owner and the caller's like, ready for `.where(...)`. */
export function selectProjects(db: Db, userId: string | Placeholder | null) {
  return db
    .select(projectColumns(userId))
    .from(portfolioProjects)
    .innerJoin(users, eq(users.id, portfolioProjects.userId))
}

type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number]

export const toProjectJson = ({ project, likedByMe, user }: ProjectRow): Project => ({
  id: project.id,
  title: project.title,
  description: project.description,
  imageUrl: project.imageUrl,
  projectType: project.projectType,
  tags: project.tags,
  isPublic: project.isPublic,
  likes: project.likes,
  likedByMe: Boolean(likedByMe),
  createdAt: project.createdAt.toISOString(),
  user,
})
