import { PORTFOLIO_MESSAGES } from '@shared/schemas/portfolio'
import type { UploadResult } from '@shared/schemas/uploads'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { badRequest } from '../../lib/http-error'
import { createUploadKey, type Storage, uploadUrl } from '../../lib/storage'
import { encodeImage } from './image'

/** The thumbnail's key follows from the image's, so either can be found from the other. */
export const thumbnailKey = (key: string) => key.replace(/\.(\w+)$/, '-thumb.$1')

/**
 * Stores an uploaded image under a server-made name: the re-encoded image and its thumbnail, each
 * with an uploads row of its owner (so deleting the account can delete the files).
 */
export async function storeUpload({
  db,
  storage,
  userId,
  data,
}: {
  db: Db
  storage: Storage
  userId: string
  data: Buffer
}): Promise<UploadResult> {
  const { image, thumbnail } = await encodeImage(data)
  const key = createUploadKey(image.extension)
  const files = [
    { key, ...image },
    { key: thumbnailKey(key), ...thumbnail },
  ]
  await Promise.all(files.map((file) => storage.put(file.key, file.data, file.contentType)))
  try {
    await db.insert(uploads).values(
      files.map((file) => ({
        userId,
        key: file.key,
        contentType: file.contentType,
        bytes: file.data.length,
        width: file.width,
        height: file.height,
      })),
    )
  } catch (error) {
    // No row, no owner: a file nobody can account for must not stay behind.
    await Promise.all(files.map((file) => storage.remove(file.key)))
    throw error
  }
  return { url: uploadUrl(key), thumbnailUrl: uploadUrl(thumbnailKey(key)) }
}

/**
 * An image reference may point at our own uploads only when they are the caller's: nobody can
 * claim someone else's file as their work. External https URLs pass as they are.
 */
export async function assertOwnImageUrl({
  db,
  userId,
  imageUrl,
  field = 'imageUrl',
}: {
  db: Db
  userId: string
  imageUrl: string | null | undefined
  field?: string
}) {
  if (!imageUrl?.startsWith('/uploads/')) return
  const key = imageUrl.slice('/uploads/'.length)
  const [own] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.userId, userId)))
    .limit(1)
  if (!own) throw badRequest(PORTFOLIO_MESSAGES.notYourUpload, field)
}
