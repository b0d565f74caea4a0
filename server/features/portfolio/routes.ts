import { NEXT_CURSOR_HEADER } from '@shared/http'
import {
  createProjectSchema,
  featuredQuerySchema,
  likeResultSchema,
  projectListSchema,
  projectPageQuerySchema,
  projectSchema,
  updateProjectSchema,
} from '@shared/schemas/portfolio'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { pushStoredNotifications } from '../notifications'
import { likeProject, unlikeProject } from './likes'
import { findVisibleProject, listPersonProjects } from './public-projects'
import { createProject, deleteProject, listFeaturedProjects, listMyProjects, updateProject } from './service'

// Ids are checked by the services: one that is not a UUID names nothing, so it is a 404.
const projectParams = z.object({ id: z.string() })

/**
 * Portfolio (docs/product.md §7): the featured projects and one project at its address, for visitors too (with likes
 * marked for members).
 */
export const featuredProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.get(
    '/api/portfolio',
    { schema: { querystring: featuredQuerySchema, response: { 200: projectListSchema } } },
    async (request, reply) => {
      const { limit, cursor } = request.query
      const userId = request.user?.id ?? null
      const page = await listFeaturedProjects({ db, userId, limit, cursor })
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor)
      return page.projects
    },
  )

  // Its own address: visitors see a public project, as Featured shows it to them.
  app.get(
    '/api/portfolio/:id',
    { schema: { params: projectParams, response: { 200: projectSchema } } },
    async (request) =>
      findVisibleProject({ db, viewerId: request.user?.id ?? null, projectId: request.params.id }),
  )
}

/** A person's public projects on their profile page: signed in, and only if their profile shows to the caller. */
export const personProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.get(
    '/api/profiles/:userId/projects',
    {
      schema: {
        params: z.object({ userId: z.string() }),
        querystring: projectPageQuerySchema,
        response: { 200: projectListSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query
      const page = await listPersonProjects({
        db,
        viewerId: requestUser(request).id,
        ownerId: request.params.userId,
        limit,
        cursor,
      })
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor)
      return page.projects
    },
  )
}

/** The signed-in person's own projects (signed in, with or without a profile). */
export const myProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.get('/api/portfolio/user', { schema: { response: { 200: projectListSchema } } }, async (request) =>
    listMyProjects({ db, userId: requestUser(request).id }),
  )
}

/** Create, change, delete, like and unlike: members only. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.post(
    '/api/portfolio',
    {
      preHandler: app.budgets.guard('projects'),
      schema: { body: createProjectSchema, response: { 201: projectSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createProject({ db, userId: requestUser(request).id, input: request.body })),
  )

  app.patch(
    '/api/portfolio/:id',
    {
      schema: { params: projectParams, body: updateProjectSchema, response: { 200: projectSchema } },
    },
    async (request) =>
      updateProject({
        db,
        userId: requestUser(request).id,
        projectId: request.params.id,
        input: request.body,
      }),
  )

  app.delete('/api/portfolio/:id', { schema: { params: projectParams } }, async (request, reply) => {
    await deleteProject({ db, userId: requestUser(request).id, projectId: request.params.id })
    return reply.code(204).send()
  })

  app.post(
    '/api/portfolio/:id/like',
    {
      preHandler: app.budgets.guard('likes'),
      schema: { params: projectParams, response: { 200: likeResultSchema } },
    },
    async (request) => {
      const liked = await likeProject({ db, userId: requestUser(request).id, projectId: request.params.id })
      void pushStoredNotifications(app, liked.notificationIds)
      return liked.result
    },
  )

  app.delete(
    '/api/portfolio/:id/like',
    {
      preHandler: app.budgets.guard('likes'),
      schema: { params: projectParams, response: { 200: likeResultSchema } },
    },
    async (request) => unlikeProject({ db, userId: requestUser(request).id, projectId: request.params.id }),
  )
}
