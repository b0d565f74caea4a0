import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-error'

/** Every failure leaves as `{ message }` (plus `field` for validation) with a fitting status. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined
      return reply.code(400).send({ message: issue.message, ...(field && { field }) })
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.field && { field: error.field }) })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' })
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit...) keep their status and message.
    return reply.code(status).send({ message: error.message })
  })
})
