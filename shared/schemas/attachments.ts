import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { ATTACHMENT_LIMITS } from '../limits'

export const ATTACHMENT_FIELD = 'file'

export const ATTACHMENT_MESSAGES = {
  noFile: ERRORS.attachment_no_file,
  tooLarge: errorText('attachment_too_large', { mb: ATTACHMENT_LIMITS.bytes / 1024 / 1024 }),
  typeRefused: ERRORS.attachment_type_refused,
  notFound: ERRORS.attachment_not_found,
  notYours: ERRORS.attachment_not_yours,
  tooMany: errorText('too_many_attachments', { max: ATTACHMENT_LIMITS.perMessage }),
} as const

/**
 * A file shared in chat, as POST /api/attachments answers it and as messages carry it. `type` is what
 * the server read from the bytes; width and height are an image's, after re-encoding.
 */
export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
})
export type Attachment = z.infer<typeof attachmentSchema>

/** `attachmentIds` of a message being sent: the caller's own unsent uploads, at most five. */
export const attachmentIdsSchema = z
  .array(z.uuid({ error: ATTACHMENT_MESSAGES.notYours }), { error: ATTACHMENT_MESSAGES.notYours })
  .max(ATTACHMENT_LIMITS.perMessage, ATTACHMENT_MESSAGES.tooMany)
  .optional()

/** Images are shown inline (their thumbnail in the list); every other file is a download. */
export const isImageAttachment = (attachment: Pick<Attachment, 'type'>) =>
  attachment.type.startsWith('image/')

/** The URL a member downloads it from, and the image's thumbnail. */
export const attachmentUrl = (id: string) => `/api/attachments/${id}`
export const attachmentThumbnailUrl = (id: string) => `/api/attachments/${id}/thumbnail`
