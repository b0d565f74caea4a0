import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { LIMITS } from '../limits'

export const UPLOAD_FIELD = 'file'
export const UPLOAD_MESSAGES = {
  // The portfolio dialog's words for a file that is not an image (docs/product.md §5).
  notImage: ERRORS.upload_not_image,
  tooLarge: errorText('upload_too_large', { mb: LIMITS.uploadBytes / 1024 / 1024 }),
  tooManyPixels: errorText('upload_too_many_pixels', { megapixels: LIMITS.uploadMaxPixels / 1_000_000 }),
  noFile: ERRORS.upload_no_file,
  busy: ERRORS.upload_busy,
} as const

/** POST /api/uploads (multipart, one image in the `file` field) response. */
export const uploadResultSchema = z.object({
  /** The re-encoded image, at most 2048 px on its longer side. */
  url: z.string(),
  /** A copy at most 400 px on its longer side, for cards and lists. */
  thumbnailUrl: z.string(),
})
export type UploadResult = z.infer<typeof uploadResultSchema>
