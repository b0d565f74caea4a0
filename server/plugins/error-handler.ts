import { ERRORS } from '@shared/error-codes'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { errorBody, HttpError } from '../lib/http-error'

/**
 * Every failure leaves as `{ message, code }` (plus `params` for a text with numbers, `field` for
 * validation) with a fitting status. The code is stable (shared/error-codes.ts): clients translate it.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined
      const message = issue.message ?? ERRORS.invalid_input
      return reply.code(400).send(errorBody(400, message, { field, fallback: 'invalid_input' }))
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      const { field, description } = error
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, { field, description }))
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(errorBody(500, ERRORS.server_error))
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit...) keep their status and message.
    return reply.code(status).send(errorBody(status, error.message))
  })
})
