import multipart from '@fastify/multipart'
import { LIMITS } from '@shared/limits'
import { UPLOAD_MESSAGES, uploadResultSchema } from '@shared/schemas/uploads'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badRequest, HttpError } from '../../lib/http-error'
import { uploadLimit } from '../../lib/rate-limits'
import { requestUser } from '../../plugins/auth-guard'
import { decodeSlotsOf } from './decode-slots'
import { storeUpload } from './service'

/** The one file of a multipart request, whole; the size limit is enforced while it streams in. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile)
  try {
    const part = await request.file()
    if (!part) throw badRequest(UPLOAD_MESSAGES.noFile)
    const data = await part.toBuffer()
    // toBuffer does not always throw at the limit: a stream cut at it is marked truncated.
    if (part.file.truncated) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge)
    return data
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge)
    }
    throw error
  }
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: this is the only route that takes multipart bodies. They are
  // streamed, so the app's 1 MB JSON body limit does not apply; this file limit does.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  })
  const decodeSlots = decodeSlotsOf(app.server)

  app.post(
    '/api/uploads',
    {
      config: uploadLimit(app.config),
      schema: { response: { 201: uploadResultSchema } },
    },
    async (request, reply) => {
      const data = await readUploadedFile(request)
      const userId = requestUser(request).id
      const result = await storeUpload({ db: app.db, storage: app.storage, userId, data, decodeSlots })
      return reply.code(201).send(result)
    },
  )
}
