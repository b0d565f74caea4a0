import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from '../lib/http-error'
import { createLocalStorage } from '../lib/storage'

/**
 * Serves stored images at /uploads/<key>. Streamed by hand rather than with a second
 * @fastify/static: the storage's strict key check is the only way to a file, so no path the
 * client sends (encoded dots, slashes) can reach outside the uploads folder.
 */
export const uploadsStatic = fp(async (app: FastifyInstance) => {
  const storage = createLocalStorage(app.config.dataDir)

  app.get('/uploads/:key', async (request, reply) => {
    const { key } = request.params as { key: string }
    const file = await storage.read(key)
    if (!file) return reply.code(404).send(errorBody(404, ERRORS.not_found))
    return (
      reply
        .type(file.contentType)
        .header('content-length', file.bytes)
        // Keys are never reused for different content, so a browser may keep a file forever.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    )
  })
})
