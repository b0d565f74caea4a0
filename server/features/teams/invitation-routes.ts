import {
  joinRequestListSchema,
  sentInvitationListSchema,
  sentInvitationSchema,
  teamInvitationListSchema,
  teamPersonSchema,
} from '@shared/schemas/team-invitations'
import { teamMemberSchema } from '@shared/schemas/teams'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { broadcastTeamsChanged } from '../../realtime/broadcast'
import { pushStoredNotifications } from '../notifications'
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  inviteToTeam,
  listMyInvitations,
  listSentInvitations,
} from './invitations'
import { answerJoinRequest, listJoinRequests } from './join-requests'

// Ids are checked by the services: one that is not a UUID names nothing, so it is a 404.
const teamParams = z.object({ id: z.string() })
const invitationParams = z.object({ id: z.string() })
const teamInvitationParams = z.object({ id: z.string(), invitationId: z.string() })
const requestParams = z.object({ id: z.string(), requestId: z.string() })

/**
 * The ways into a team other than an open join: the owner's invitations of people they matched with,
 * and the requests an approval team's owner answers.
 */
export const teamInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.post(
    '/api/teams/:id/invitations',
    {
      preHandler: app.budgets.guard('teamJoins'),
      schema: { params: teamParams, body: teamPersonSchema, response: { 201: sentInvitationSchema } },
    },
    async (request, reply) => {
      const sent = await inviteToTeam({
        db,
        userId: requestUser(request).id,
        teamId: request.params.id,
        inviteeId: request.body.userId,
      })
      void pushStoredNotifications(app, sent.notificationIds)
      return reply.code(201).send(sent.invitation)
    },
  )

  app.get(
    '/api/teams/:id/invitations',
    { schema: { params: teamParams, response: { 200: sentInvitationListSchema } } },
    async (request) =>
      listSentInvitations({ db, userId: requestUser(request).id, teamId: request.params.id }),
  )

  app.delete(
    '/api/teams/:id/invitations/:invitationId',
    { schema: { params: teamInvitationParams } },
    async (request, reply) => {
      const { id: teamId, invitationId } = request.params
      const inviteeId = await cancelInvitation({ db, userId: requestUser(request).id, teamId, invitationId })
      // The invitee's open Teams page and bell drop the invitation.
      broadcastTeamsChanged(app.io, [inviteeId])
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/team-invitations',
    { schema: { response: { 200: teamInvitationListSchema } } },
    async (request) => listMyInvitations({ db, userId: requestUser(request).id }),
  )

  app.post(
    '/api/team-invitations/:id/accept',
    { schema: { params: invitationParams, response: { 201: teamMemberSchema } } },
    async (request, reply) => {
      const userId = requestUser(request).id
      const accepted = await acceptInvitation({ db, userId, invitationId: request.params.id })
      void pushStoredNotifications(app, accepted.notificationIds)
      // Their other tabs show the team at once.
      broadcastTeamsChanged(app.io, [userId])
      return reply.code(201).send(accepted.member)
    },
  )

  app.post(
    '/api/team-invitations/:id/decline',
    { schema: { params: invitationParams } },
    async (request, reply) => {
      await declineInvitation({ db, userId: requestUser(request).id, invitationId: request.params.id })
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/teams/:id/join-requests',
    { schema: { params: teamParams, response: { 200: joinRequestListSchema } } },
    async (request) => listJoinRequests({ db, userId: requestUser(request).id, teamId: request.params.id }),
  )

  for (const answer of ['approve', 'decline'] as const) {
    app.post(
      `/api/teams/:id/join-requests/:requestId/${answer}`,
      { schema: { params: requestParams } },
      async (request, reply) => {
        const { id: teamId, requestId } = request.params
        const answered = await answerJoinRequest({
          db,
          userId: requestUser(request).id,
          teamId,
          requestId,
          approve: answer === 'approve',
        })
        void pushStoredNotifications(app, answered.notificationIds)
        if (answered.approved) broadcastTeamsChanged(app.io, [answered.memberUserId])
        return reply.code(204).send()
      },
    )
  }
}
