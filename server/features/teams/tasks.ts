import { type CreateTask, type Task, TEAM_MESSAGES, type UpdateTask } from '@shared/schemas/teams'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamMembers, teamTasks, users } from '../../db/schema'
import { badRequest, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { recipientIds, storeNotifications } from '../notifications'
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

/**
 * Tells a newly chosen assignee (`task-assigned`, under their teamUpdates setting), inside the task's
 * transaction. Nobody is told of their own doing: storeNotifications skips the actor.
 */
async function notifyAssignee(tx: Db, { teamId, actorId, assigneeId }: NotifyAssignee) {
  if (!assigneeId || assigneeId === actorId) return []
  return storeNotifications(tx, {
    type: 'task-assigned',
    actorId,
    recipients: recipientIds(assigneeId),
    teamId,
    // Several tasks given to the same person in one team make one row, counted.
    collapseKey: `task-assigned:${teamId}`,
  })
}

interface NotifyAssignee {
  teamId: string
  actorId: string
  assigneeId: string | null | undefined
}

/** A task as stored now, and the notifications its write stored (to push once it has committed). */
export interface TaskWrite {
  task: Task
  notificationIds: string[]
}

/** These tasks of the team as stored now (for the team's room, after a write that changed them). */
export async function findTasksById(db: Db, teamId: string, taskIds: string[]): Promise<Task[]> {
  if (taskIds.length === 0) return []
  const rows = await selectTasks(db).where(and(eq(teamTasks.teamId, teamId), inArray(teamTasks.id, taskIds)))
  return rows.map(({ task, assignee }) => toTaskJson(task, assignee))
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

export async function createTask({
  db,
  userId,
  teamId,
  input,
}: TeamScope & { input: CreateTask }): Promise<TaskWrite> {
  await requireMember({ db, teamId, userId })
  const { id, notificationIds } = await db.transaction(async (tx) => {
    await assertAssignable(tx, teamId, input.assigneeId)
    const [task] = await tx
      .insert(teamTasks)
      .values({ teamId, ...input })
      .returning({ id: teamTasks.id })
    const notificationIds = await notifyAssignee(tx, {
      teamId,
      actorId: userId,
      assigneeId: input.assigneeId,
    })
    return { id: task!.id, notificationIds }
  })
  return { task: await findTask(db, teamId, id), notificationIds }
}

export async function updateTask({
  db,
  userId,
  teamId,
  taskId,
  input,
}: TeamScope & { taskId: string; input: UpdateTask }): Promise<TaskWrite> {
  await requireMember({ db, teamId, userId })
  if (!isUuid(taskId)) throw notFound(TEAM_MESSAGES.taskNotFound)
  if (Object.keys(input).length === 0)
    return { task: await findTask(db, teamId, taskId), notificationIds: [] }
  const notificationIds = await db.transaction(async (tx) => {
    await assertAssignable(tx, teamId, input.assigneeId)
    // The assignee before this edit, the row locked: only a change of hands is news to the new one.
    const [before] = await tx
      .select({ assigneeId: teamTasks.assigneeId })
      .from(teamTasks)
      .where(and(eq(teamTasks.id, taskId), eq(teamTasks.teamId, teamId)))
      .for('update')
    if (!before) throw notFound(TEAM_MESSAGES.taskNotFound)
    await tx
      .update(teamTasks)
      .set(input)
      .where(and(eq(teamTasks.id, taskId), eq(teamTasks.teamId, teamId)))
    if (input.assigneeId === undefined || input.assigneeId === before.assigneeId) return []
    return notifyAssignee(tx, { teamId, actorId: userId, assigneeId: input.assigneeId })
  })
  return { task: await findTask(db, teamId, taskId), notificationIds }
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
