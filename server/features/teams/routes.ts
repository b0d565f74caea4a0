import {
  createTaskSchema,
  createTeamSchema,
  discoverTeamListSchema,
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
import { broadcastTaskChange, leaveTeamRoom } from '../../realtime/broadcast'
import { pushStoredNotifications } from '../notifications/push'
import { removeMember } from './members'
import { listMyTeams } from './my-teams'
import { createTeam, discoverTeams, joinTeam, updateTeam } from './service'
import { createTask, deleteTask, findTasksById, listTasks, type TaskWrite, updateTask } from './tasks'

// Ids are checked by the services: one that is not a UUID names nothing, so it is a 404.
const teamParams = z.object({ id: z.string() })
const taskParams = z.object({ id: z.string(), taskId: z.string() })
const memberParams = z.object({ id: z.string(), userId: z.string() })

/** Teams (spec §7): mine, create, join, discover, settings, members and the task manager. */
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

  app.post(
    '/api/teams/:id/join',
    {
      preHandler: app.budgets.guard('teamJoins'),
      schema: { params: teamParams, response: { 201: teamMemberSchema } },
    },
    async (request, reply) => {
      const joined = await joinTeam({ db, userId: requestUser(request).id, teamId: request.params.id })
      void pushStoredNotifications(app, joined.notificationIds)
      return reply.code(201).send(joined.member)
    },
  )

  // `me` stands for the caller: leaving a team.
  app.delete(
    '/api/teams/:id/members/:userId',
    { schema: { params: memberParams } },
    async (request, reply) => {
      const userId = requestUser(request).id
      const memberUserId = request.params.userId === 'me' ? userId : request.params.userId
      const { id: teamId } = request.params
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
      return reply.code(204).send()
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
