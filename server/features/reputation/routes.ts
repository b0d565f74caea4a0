import { ERRORS } from '@shared/error-codes'
import { NEXT_CURSOR_HEADER } from '@shared/http'
import {
  createReviewSchema,
  crewReviewsSchema,
  endorsementSchema,
  endorseSchema,
  myReviewSchema,
  reviewListSchema,
  updateReviewSchema,
} from '@shared/schemas/reputation'
import { teamSchema } from '@shared/schemas/teams'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-error'
import { requestUser } from '../../plugins/auth-guard'
import { broadcastTeamsChanged } from '../../realtime/broadcast'
import { pushStoredNotifications } from '../notifications'
import { isAdmin } from '../safety'
import { completeTeam, reopenTeam } from './complete-team'
import { endorseSkill, withdrawEndorsement } from './endorsements'
import { listCrewReviews, listReviews } from './list-reviews'
import { setReviewHidden } from './moderate-review'
import { createReview, updateReview } from './write-review'

// Ids are checked by the services: one that is not a UUID names nothing, so it is a 404.
const teamParams = z.object({ id: z.string() })
const reviewParams = z.object({ id: z.string(), revieweeId: z.string() })
const personParams = z.object({ userId: z.string() })

/** Earned reputation (docs/decisions/051) for members (a profile needed): finishing a team, reviewing its crew, endorsing skills. */
export const reputationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  const memberIds = (team: { members: { userId: string }[] }) => team.members.map((member) => member.userId)

  app.post(
    '/api/teams/:id/complete',
    { schema: { params: teamParams, response: { 200: teamSchema } } },
    async (request) => {
      const team = await completeTeam({ db, userId: requestUser(request).id, teamId: request.params.id })
      // Every member's open Teams screen shows the team completed, with its review panel.
      broadcastTeamsChanged(app.io, memberIds(team))
      return team
    },
  )

  app.post(
    '/api/teams/:id/reopen',
    { schema: { params: teamParams, response: { 200: teamSchema } } },
    async (request) => {
      const team = await reopenTeam({ db, userId: requestUser(request).id, teamId: request.params.id })
      broadcastTeamsChanged(app.io, memberIds(team))
      return team
    },
  )

  app.get(
    '/api/teams/:id/reviews/mine',
    { schema: { params: teamParams, response: { 200: crewReviewsSchema } } },
    async (request) => listCrewReviews({ db, userId: requestUser(request).id, teamId: request.params.id }),
  )

  app.post(
    '/api/teams/:id/reviews',
    {
      preHandler: app.budgets.guard('reviews'),
      schema: { params: teamParams, body: createReviewSchema, response: { 201: myReviewSchema } },
    },
    async (request, reply) => {
      const { review, notificationIds } = await createReview({
        db,
        userId: requestUser(request).id,
        teamId: request.params.id,
        input: request.body,
      })
      void pushStoredNotifications(app, notificationIds)
      return reply.code(201).send(review)
    },
  )

  app.put(
    '/api/teams/:id/reviews/:revieweeId',
    { schema: { params: reviewParams, body: updateReviewSchema, response: { 200: myReviewSchema } } },
    async (request) =>
      updateReview({
        db,
        userId: requestUser(request).id,
        teamId: request.params.id,
        revieweeId: request.params.revieweeId,
        input: request.body,
      }),
  )

  app.get(
    '/api/profiles/:userId/reviews',
    {
      schema: {
        params: personParams,
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: reviewListSchema },
      },
    },
    async (request, reply) => {
      const { nextCursor, ...list } = await listReviews({
        db,
        viewerId: requestUser(request).id,
        userId: request.params.userId,
        cursor: request.query.cursor,
      })
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor)
      return list
    },
  )

  app.post(
    '/api/profiles/:userId/endorsements',
    {
      preHandler: app.budgets.guard('endorsements'),
      schema: {
        params: personParams,
        body: endorseSchema,
        response: { 200: endorsementSchema, 201: endorsementSchema },
      },
    },
    async (request, reply) => {
      const { created, endorsement, notificationIds } = await endorseSkill({
        db,
        userId: requestUser(request).id,
        personId: request.params.userId,
        skill: request.body.skill,
      })
      void pushStoredNotifications(app, notificationIds)
      // A repeat is a success that changed nothing (docs/decisions/051): 200, against 201 for a new endorsement.
      return reply.code(created ? 201 : 200).send(endorsement)
    },
  )

  app.delete(
    '/api/profiles/:userId/endorsements/:skill',
    { schema: { params: z.object({ userId: z.string(), skill: z.string() }) } },
    async (request, reply) => {
      await withdrawEndorsement({
        db,
        userId: requestUser(request).id,
        personId: request.params.userId,
        skill: request.params.skill,
      })
      return reply.code(204).send()
    },
  )
}

/** Moderators hide a reported review, or show it again; everyone else is told there is nothing here. */
export const reviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const userId = requestUser(request).id
    if (!(await isAdmin({ db, userId, adminEmails: app.config.adminEmails })))
      throw notFound(ERRORS.not_found)
  })

  app.post(
    '/api/admin/reviews/:id/hide',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await setReviewHidden({ db, reviewId: request.params.id, hidden: true })
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/admin/reviews/:id/show',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await setReviewHidden({ db, reviewId: request.params.id, hidden: false })
      return reply.code(204).send()
    },
  )
}
