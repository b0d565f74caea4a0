import { findInvalidText, invalidTextMessage } from '@shared/text-rules'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/http-error'
import { refuseDeepNesting } from '../lib/payload-depth'

/**
 * One check for every route, before its schema runs: a body, query string or path parameter holding
 * NUL or invalid Unicode is a 400 naming the field, never a failed query; a body nested deeper than
 * LIMITS.nestingDepth is a 400 before anything walks it. (Socket events get the same checks in
 * realtime/handle.ts.)
 */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // Query strings and path parameters are one or two levels deep by construction; bodies are JSON.
    refuseDeepNesting(request.body, 'request')
    for (const part of [request.params, request.query, request.body]) {
      const field = findInvalidText(part)
      if (field !== undefined) throw badRequest(invalidTextMessage(field, 'request'), field || undefined)
    }
  })
})
