import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from '../lib/http-error'
import { isPublicUploadKey } from '../lib/storage'

/**
 * Serves stored images at /uploads/<key>, from whichever store the app uses (local disk or S3), so
 * stored URLs never change with it. Streamed by hand rather than with @fastify/static: the
 * storage's strict key check is the only way to a file, so no path the client sends (encoded dots,
 * slashes) can reach outside the uploads folder or the bucket.
 */
export const uploadsStatic = fp(async (app: FastifyInstance) => {
  app.get('/uploads/:key', async (request, reply) => {
    const { key } = request.params as { key: string }
    // Private files share the store; only their own route, which checks who asks, serves them.
    const file = isPublicUploadKey(key) ? await app.storage.read(key) : null
    if (!file) return reply.code(404).send(errorBody(404, ERRORS.not_found))
    if (file.bytes !== undefined) reply.header('content-length', file.bytes)
    return (
      reply
        .type(file.contentType)
        // Keys are never reused for different content, so a browser may keep a file forever.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    )
  })
})
