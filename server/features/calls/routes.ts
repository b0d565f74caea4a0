import { iceServersSchema, teamCallSchema } from '@shared/schemas/calls'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { findIceServers } from './ice-servers'
import { findTeamCall, requireTeamCallMember } from './team-calls'

/** Calls over HTTP: the ICE servers a browser needs, and a team's call for the team view's first load. */
export const iceServerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/calls/ice-servers',
    { schema: { response: { 200: iceServersSchema } } },
    // Like every API answer, sent with Cache-Control: no-store (plugins/session.ts): a credential
    // made for one person is never kept by a cache.
    async (request) => findIceServers({ calls: app.config.calls, userId: requestUser(request).id }),
  )
}

/** A team's call, for the team view's first load: members of the team only. */
export const teamCallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teams/:id/call',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: teamCallSchema } },
    },
    async (request) => {
      const teamId = request.params.id
      await requireTeamCallMember(app.db, { teamId, userId: requestUser(request).id })
      return findTeamCall(app.db, teamId)
    },
  )
}
