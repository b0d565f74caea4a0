import { ERRORS } from '@shared/error-codes'
import {
  deletePushSubscriptionSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '@shared/schemas/push'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badRequest, notFound } from '../../lib/http-error'
import { requestUser } from '../../plugins/auth-guard'
import { endpointRefusal } from './endpoint-address'
import { deleteSubscription, saveSubscription } from './subscriptions'

/**
 * The browser's side of web push: the key to subscribe with, and its subscriptions. The server posts
 * to whatever endpoint a browser gives, so outside development only https endpoints are taken, and
 * never one on a private address (checked again, resolved, when a push is sent).
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  const { allowHttpEndpoints, allowedHosts } = app.config.push
  const checkEndpoint = (endpoint: string) => {
    if (!allowHttpEndpoints && !endpoint.startsWith('https://')) {
      throw badRequest(ERRORS.push_endpoint_insecure, 'endpoint')
    }
    if (endpointRefusal(new URL(endpoint), allowedHosts, 'subscribe')) {
      throw badRequest(ERRORS.push_endpoint_private, 'endpoint')
    }
  }

  app.get('/api/push/public-key', { schema: { response: { 200: pushPublicKeySchema } } }, async () => ({
    publicKey: app.push.vapid.publicKey,
  }))

  app.post(
    '/api/push/subscriptions',
    { schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      checkEndpoint(request.body.endpoint)
      await saveSubscription({ db, userId: requestUser(request).id, input: request.body })
      return reply.code(201).send({ endpoint: request.body.endpoint })
    },
  )

  app.delete(
    '/api/push/subscriptions',
    { schema: { body: deletePushSubscriptionSchema } },
    async (request, reply) => {
      const userId = requestUser(request).id
      // Someone else's endpoint reads as unknown: whose browser it is stays theirs to know.
      if (!(await deleteSubscription({ db, userId, endpoint: request.body.endpoint }))) throw notFound()
      return reply.code(204).send()
    },
  )
}
