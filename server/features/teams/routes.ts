import { teamPersonSchema } from '@shared/schemas/team-invitations'
import {
  createTaskSchema,
  createTeamSchema,
  discoverTeamListSchema,
  joinPendingSchema,
  taskListSchema,
  taskSchema,
  teamListSchema,
  teamMemberSchema,
  teamSchema,
  updateTaskSchema,
  updateTeamSchema,
} from '@shared/schemas/teams'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { broadcastTaskChange, broadcastTeamsChanged, leaveTeamRoom } from '../../realtime/broadcast'
import { pushStoredNotifications } from '../notifications'
import { removeMember } from './members'
import { listMyTeams } from './my-teams'
import { createTeam, discoverTeams, findTeamForMember, joinTeam, updateTeam } from './service'
import { createTask, deleteTask, findTasksById, listTasks, type TaskWrite, updateTask } from './tasks'
import { transferTeam } from './transfer'

// Ids are checked by the services: one that is not a UUID names nothing, so it is a 404.
const teamParams = z.object({ id: z.string() })
const taskParams = z.object({ id: z.string(), taskId: z.string() })
const memberParams = z.object({ id: z.string(), userId: z.string() })

/** Teams (docs/product.md §7): mine, create, join, discover, settings, members and the task manager. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  // After the task's transaction has committed: its team's open Task Managers hear of it, and a newly
  // chosen assignee gets their notification.
  const announceTask = ({ task, notificationIds }: TaskWrite) => {
    broadcastTaskChange(app.io, { teamId: task.teamId, task })
    void pushStoredNotifications(app, notificationIds)
  }

  app.get('/api/teams', { schema: { response: { 200: teamListSchema } } }, async (request) =>
    listMyTeams({ db, userId: requestUser(request).id }),
  )

  app.get('/api/teams/discover', { schema: { response: { 200: discoverTeamListSchema } } }, async (request) =>
    discoverTeams({ db, userId: requestUser(request).id }),
  )

  app.post(
    '/api/teams',
    {
      preHandler: app.budgets.guard('teams'),
      schema: { body: createTeamSchema, response: { 201: teamSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createTeam({ db, userId: requestUser(request).id, input: request.body })),
  )

  app.put(
    '/api/teams/:id',
    { schema: { params: teamParams, body: updateTeamSchema, response: { 200: teamSchema } } },
    async (request) =>
      updateTeam({ db, userId: requestUser(request).id, teamId: request.params.id, input: request.body }),
  )

  // An open team answers with the new member (201); one whose owner approves members with 202 pending.
  app.post(
    '/api/teams/:id/join',
    {
      preHandler: app.budgets.guard('teamJoins'),
      schema: { params: teamParams, response: { 201: teamMemberSchema, 202: joinPendingSchema } },
    },
    async (request, reply) => {
      const joined = await joinTeam({ db, userId: requestUser(request).id, teamId: request.params.id })
      void pushStoredNotifications(app, joined.notificationIds)
      if (!joined.member) return reply.code(202).send({ status: 'pending' as const })
      return reply.code(201).send(joined.member)
    },
  )

  // Removing a member and leaving share one way out (members.ts), and everything that follows it.
  const removeAndAnnounce = async ({ userId, teamId, memberUserId }: Parameters<typeof removeMember>[0]) => {
    const removed = await removeMember({ db, userId, teamId, memberUserId })
    void pushStoredNotifications(app, removed.notificationIds)
    // Their open connections stop receiving this team's chat at once, not at the next reconnect.
    leaveTeamRoom(app.io, { teamId, userId: memberUserId })
    // ...and the team's call drops them (only members may be in it).
    await app.calls.dropFromTeamCall({ teamId, userId: memberUserId })
    // The others' open Task Managers show the tasks they held as unassigned.
    for (const task of await findTasksById(db, teamId, removed.unassignedTaskIds)) {
      broadcastTaskChange(app.io, { teamId, task })
    }
  }

  // `me` stands for the caller: leaving a team.
  app.delete(
    '/api/teams/:id/members/:userId',
    { schema: { params: memberParams } },
    async (request, reply) => {
      const userId = requestUser(request).id
      const memberUserId = request.params.userId === 'me' ? userId : request.params.userId
      await removeAndAnnounce({ db, userId, teamId: request.params.id, memberUserId })
      return reply.code(204).send()
    },
  )

  // A member leaves (the owner cannot: 400, they hand the team over first).
  app.post('/api/teams/:id/leave', { schema: { params: teamParams } }, async (request, reply) => {
    const userId = requestUser(request).id
    await removeAndAnnounce({ db, userId, teamId: request.params.id, memberUserId: userId })
    return reply.code(204).send()
  })

  app.post(
    '/api/teams/:id/transfer',
    { schema: { params: teamParams, body: teamPersonSchema, response: { 200: teamSchema } } },
    async (request) => {
      const userId = requestUser(request).id
      const { id: teamId } = request.params
      const told = await transferTeam({ db, userId, teamId, newOwnerId: request.body.userId })
      // Everyone's Teams list shows the new owner; the new owner gets the settings at once.
      broadcastTeamsChanged(app.io, told)
      return findTeamForMember({ db, userId, teamId })
    },
  )

  app.get(
    '/api/teams/:id/tasks',
    { schema: { params: teamParams, response: { 200: taskListSchema } } },
    async (request) => listTasks({ db, userId: requestUser(request).id, teamId: request.params.id }),
  )

  app.post(
    '/api/teams/:id/tasks',
    {
      preHandler: app.budgets.guard('tasks'),
      schema: { params: teamParams, body: createTaskSchema, response: { 201: taskSchema } },
    },
    async (request, reply) => {
      const { id: teamId } = request.params
      const written = await createTask({ db, userId: requestUser(request).id, teamId, input: request.body })
      announceTask(written)
      return reply.code(201).send(written.task)
    },
  )

  app.patch(
    '/api/teams/:id/tasks/:taskId',
    { schema: { params: taskParams, body: updateTaskSchema, response: { 200: taskSchema } } },
    async (request) => {
      const { id: teamId, taskId } = request.params
      const written = await updateTask({
        db,
        userId: requestUser(request).id,
        teamId,
        taskId,
        input: request.body,
      })
      announceTask(written)
      return written.task
    },
  )

  app.delete('/api/teams/:id/tasks/:taskId', { schema: { params: taskParams } }, async (request, reply) => {
    const { id: teamId, taskId } = request.params
    await deleteTask({ db, userId: requestUser(request).id, teamId, taskId })
    broadcastTaskChange(app.io, { teamId, deletedTaskId: taskId })
    return reply.code(204).send()
  })
}
