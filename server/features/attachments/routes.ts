import multipart from '@fastify/multipart'
import { ATTACHMENT_LIMITS } from '@shared/limits'
import { ATTACHMENT_MESSAGES, attachmentSchema, isImageAttachment } from '@shared/schemas/attachments'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, HttpError, notFound } from '../../lib/http-error'
import { requestUser } from '../../plugins/auth-guard'
import { decodeSlotsOf } from '../uploads'
import { findViewableAttachment, type ViewableAttachment } from './access'
import { spendAttachmentBytes } from './budget'
import { storeAttachment } from './store-attachment'

/** The one file of a multipart request, whole, with its name; the size limit is enforced while it streams in. */
async function readAttachedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(ATTACHMENT_MESSAGES.noFile)
  try {
    const part = await request.file()
    if (!part) throw badRequest(ATTACHMENT_MESSAGES.noFile)
    const data = await part.toBuffer()
    // toBuffer does not always throw at the limit (seen when the connection had carried an upload
    // before): the stream then ends cut at exactly the limit, marked truncated.
    if (part.file.truncated) throw new HttpError(413, ATTACHMENT_MESSAGES.tooLarge)
    return { data, fileName: part.filename }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, ATTACHMENT_MESSAGES.tooLarge)
    }
    throw error
  }
}

/** `filename*` (RFC 6266/8187) carries any name; the plain `filename` is an ASCII fallback. */
function contentDisposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

const params = z.object({ id: z.string().max(100) })

export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only, like the uploads route's: its own file limit, streamed.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_LIMITS.bytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  })
  const decodeSlots = decodeSlotsOf(app.server)

  app.post(
    '/api/attachments',
    {
      preHandler: app.budgets.guard('attachments'),
      schema: { response: { 201: attachmentSchema } },
    },
    async (request, reply) => {
      const userId = requestUser(request).id
      const { data, fileName } = await readAttachedFile(request)
      await spendAttachmentBytes({ db: app.db, userId, bytes: data.length })
      const attachment = await storeAttachment({
        db: app.db,
        storage: app.storage,
        decodeSlots,
        userId,
        data,
        fileName,
      })
      return reply.code(201).send(attachment)
    },
  )

  /** Streams one of the attachment's files to someone allowed to see it; 404 for everyone else. */
  async function serve(request: FastifyRequest, reply: FastifyReply, file: 'original' | 'thumbnail') {
    const { id } = params.parse(request.params)
    const attachment = await findViewableAttachment({
      db: app.db,
      userId: requestUser(request).id,
      attachmentId: id,
    })
    const key = attachment && (file === 'thumbnail' ? attachment.thumbnailKey : attachment.key)
    if (!attachment || !key) throw notFound(ATTACHMENT_MESSAGES.notFound)
    // The bytes behind an id never change, so a browser revalidates (access is checked again) and gets a 304.
    const etag = `"${key}"`
    reply
      .header('etag', etag)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, a file can run nothing and load nothing.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .header(
        'content-disposition',
        contentDisposition(isImageAttachment(attachment) ? 'inline' : 'attachment', attachment.name),
      )
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    const stored = await app.storage.read(key)
    if (!stored) throw notFound(ATTACHMENT_MESSAGES.notFound)
    if (stored.bytes !== undefined) reply.header('content-length', stored.bytes)
    return reply.type(contentTypeOf(attachment)).send(stored.stream)
  }

  app.get('/api/attachments/:id', { schema: { params } }, (request, reply) =>
    serve(request, reply, 'original'),
  )
  app.get('/api/attachments/:id/thumbnail', { schema: { params } }, (request, reply) =>
    serve(request, reply, 'thumbnail'),
  )
}

/** Text is served with its charset, so a browser never guesses one. */
const contentTypeOf = (attachment: ViewableAttachment) =>
  attachment.type === 'text/plain' ? 'text/plain; charset=utf-8' : attachment.type
