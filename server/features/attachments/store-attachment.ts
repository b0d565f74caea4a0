import { ATTACHMENT_LIMITS } from '@shared/limits'
import { ATTACHMENT_MESSAGES, type Attachment } from '@shared/schemas/attachments'
import type { Db } from '../../db/client'
import { attachments } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { createPrivateKey, type Storage } from '../../lib/storage'
import type { DecodeSlots } from '../uploads'
import { encodeImage } from '../uploads'
import { toAttachmentJson } from './attachment-json'
import { sniffAttachmentType } from './sniff-type'

/**
 * The name as shown and offered on download: the last path segment, without control characters or
 * characters a download's file name cannot hold, bounded; "file" when nothing is left.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? ''
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001F\u007F<>:"|?*]/g, '')
    .replace(/^[\s.]+|\s+$/g, '')
    .slice(0, ATTACHMENT_LIMITS.nameLength)
  return cleaned || 'file'
}

/** An image's name, its extension following the format it was re-encoded to. */
const withExtension = (name: string, extension: string) => `${name.replace(/\.[^.]{1,8}$/, '')}.${extension}`

/**
 * Stores a file for a chat message, unsent: its type read from the bytes (415 for anything else), an
 * image re-encoded without metadata and with a thumbnail (in this instance's decode budget, shared
 * with uploads), the bytes in the uploads store under private keys, and its row with its owner.
 */
export async function storeAttachment({
  db,
  storage,
  decodeSlots,
  userId,
  data,
  fileName,
}: {
  db: Db
  storage: Storage
  decodeSlots: DecodeSlots
  userId: string
  data: Buffer
  fileName: string | undefined
}): Promise<Attachment> {
  const sniffed = await sniffAttachmentType(data)
  if (!sniffed) throw new HttpError(415, ATTACHMENT_MESSAGES.typeRefused)
  let name = cleanFileName(fileName)
  const key = createPrivateKey()
  const files: { key: string; data: Buffer }[] = [{ key, data }]
  const row: typeof attachments.$inferInsert = { userId, key, name, type: sniffed.type, size: data.length }
  if (sniffed.image) {
    const { image, thumbnail } = await decodeSlots(() => encodeImage(data)).catch((error: unknown) => {
      // Image bytes that do not decode are not an image we can share.
      if (error instanceof HttpError && error.statusCode === 400) {
        throw new HttpError(415, ATTACHMENT_MESSAGES.typeRefused)
      }
      throw error
    })
    const thumbnailKey = createPrivateKey('-thumb')
    files[0]!.data = image.data
    files.push({ key: thumbnailKey, data: thumbnail.data })
    name = withExtension(name, image.extension)
    Object.assign(row, {
      name,
      thumbnailKey,
      type: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
    })
  }
  await Promise.all(files.map((file) => storage.put(file.key, file.data, 'application/octet-stream')))
  try {
    const [stored] = await db.insert(attachments).values(row).returning()
    return toAttachmentJson(stored!)
  } catch (error) {
    // No row, no owner: a file nobody can account for must not stay behind.
    await Promise.all(files.map((file) => storage.remove(file.key)))
    throw error
  }
}
