import { PORTFOLIO_MESSAGES } from '@shared/schemas/portfolio'
import type { UploadResult } from '@shared/schemas/uploads'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { badRequest } from '../../lib/http-error'
import { createUploadKey, type Storage, uploadUrl } from '../../lib/storage'
import type { DecodeSlots } from './decode-slots'
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
  decodeSlots,
}: {
  db: Db
  storage: Storage
  userId: string
  data: Buffer
  /** This instance's budget of images decoded at once. */
  decodeSlots: DecodeSlots
}): Promise<UploadResult> {
  const { image, thumbnail } = await decodeSlots(() => encodeImage(data))
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
 * Image references may point at our own uploads only when they are the caller's: nobody can claim
 * someone else's file as their work. External https URLs pass as they are. All uploads named are
 * checked in one query; the first that is not the caller's is a 400 naming its field.
 */
export async function assertOwnImageUrls({
  db,
  userId,
  images,
}: {
  db: Db
  userId: string
  images: { field: string; url: string | null | undefined }[]
}) {
  const named = images.flatMap(({ field, url }) =>
    url?.startsWith('/uploads/') ? [{ field, key: url.slice('/uploads/'.length) }] : [],
  )
  if (named.length === 0) return
  const own = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        inArray(
          uploads.key,
          named.map(({ key }) => key),
        ),
      ),
    )
  const owned = new Set(own.map(({ key }) => key))
  const foreign = named.find(({ key }) => !owned.has(key))
  if (foreign) throw badRequest(PORTFOLIO_MESSAGES.notYourUpload, foreign.field)
}

/** One image reference (see assertOwnImageUrls). */
export const assertOwnImageUrl = ({
  db,
  userId,
  imageUrl,
  field = 'imageUrl',
}: {
  db: Db
  userId: string
  imageUrl: string | null | undefined
  field?: string
}) => assertOwnImageUrls({ db, userId, images: [{ field, url: imageUrl }] })
