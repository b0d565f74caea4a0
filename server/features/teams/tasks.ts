import { type CreateTask, type Task, TEAM_MESSAGES, type UpdateTask } from '@shared/schemas/teams'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamMembers, teamTasks, users } from '../../db/schema'
import { badRequest, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { requireMember } from './access'
import { teamUserColumns } from './team-json'

type TaskRow = typeof teamTasks.$inferSelect

const toTaskJson = (task: TaskRow, assignee: Task['assignee']): Task => ({
  id: task.id,
  teamId: task.teamId,
  title: task.title,
  assigneeId: task.assigneeId,
  assignee,
  status: task.status,
  priority: task.priority,
  createdAt: task.createdAt.toISOString(),
})

function selectTasks(db: Db) {
  return db
    .select({ task: teamTasks, assignee: teamUserColumns })
    .from(teamTasks)
    .leftJoin(users, eq(users.id, teamTasks.assigneeId))
}

/**
 * An assignee must be in the team. The membership row is held FOR SHARE until the task is written,
 * so removing that member (which unassigns their tasks) waits and then sees this task too.
 */
async function assertAssignable(db: Db, teamId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return
  const [member] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, assigneeId)))
    .for('share')
  if (!member) throw badRequest(TEAM_MESSAGES.assigneeNotMember, 'assigneeId')
}

async function findTask(db: Db, teamId: string, taskId: string) {
  const [row] = await selectTasks(db).where(and(eq(teamTasks.id, taskId), eq(teamTasks.teamId, teamId)))
  if (!row) throw notFound(TEAM_MESSAGES.taskNotFound)
  return toTaskJson(row.task, row.assignee)
}

interface TeamScope {
  db: Db
  userId: string
  teamId: string
}

/** A team's tasks, oldest first, members only. */
export async function listTasks({ db, userId, teamId }: TeamScope): Promise<Task[]> {
  await requireMember({ db, teamId, userId })
  const rows = await selectTasks(db)
    .where(eq(teamTasks.teamId, teamId))
    .orderBy(asc(teamTasks.createdAt), asc(teamTasks.id))
  return rows.map(({ task, assignee }) => toTaskJson(task, assignee))
}

export async function createTask({ db, userId, teamId, input }: TeamScope & { input: CreateTask }) {
  await requireMember({ db, teamId, userId })
  const id = await db.transaction(async (tx) => {
    await assertAssignable(tx, teamId, input.assigneeId)
    const [task] = await tx
      .insert(teamTasks)
      .values({ teamId, ...input })
      .returning({ id: teamTasks.id })
    return task!.id
  })
  return findTask(db, teamId, id)
}

export async function updateTask({
  db,
  userId,
  teamId,
  taskId,
  input,
}: TeamScope & { taskId: string; input: UpdateTask }) {
  await requireMember({ db, teamId, userId })
  if (!isUuid(taskId)) throw notFound(TEAM_MESSAGES.taskNotFound)
  if (Object.keys(input).length === 0) return findTask(db, teamId, taskId)
  await db.transaction(async (tx) => {
    await assertAssignable(tx, teamId, input.assigneeId)
    const updated = await tx
      .update(teamTasks)
      .set(input)
      .where(and(eq(teamTasks.id, taskId), eq(teamTasks.teamId, teamId)))
      .returning({ id: teamTasks.id })
    if (updated.length === 0) throw notFound(TEAM_MESSAGES.taskNotFound)
  })
  return findTask(db, teamId, taskId)
}

export async function deleteTask({ db, userId, teamId, taskId }: TeamScope & { taskId: string }) {
  await requireMember({ db, teamId, userId })
  if (!isUuid(taskId)) throw notFound(TEAM_MESSAGES.taskNotFound)
  const deleted = await db
    .delete(teamTasks)
    .where(and(eq(teamTasks.id, taskId), eq(teamTasks.teamId, teamId)))
    .returning({ id: teamTasks.id })
  if (deleted.length === 0) throw notFound(TEAM_MESSAGES.taskNotFound)
}
