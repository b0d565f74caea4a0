import { z } from 'zod'
import { LIMITS } from '../limits'

export const UPLOAD_FIELD = 'file'
export const UPLOAD_MESSAGES = {
  // The portfolio dialog's words for a file that is not an image (spec §5).
  notImage: 'Please select an image file (PNG, JPG, GIF, etc.)',
  tooLarge: `Images can be at most ${LIMITS.uploadBytes / 1024 / 1024} MB`,
  tooManyPixels: `Images can be at most ${LIMITS.uploadMaxPixels / 1_000_000} megapixels`,
  noFile: 'Choose an image file to upload',
  busy: 'Bubbles is busy processing other images. Please try again in a few seconds.',
} as const

/** POST /api/uploads (multipart, one image in the `file` field) response. */
export const uploadResultSchema = z.object({
  /** The re-encoded image, at most 2048 px on its longer side. */
  url: z.string(),
  /** A copy at most 400 px on its longer side, for cards and lists. */
  thumbnailUrl: z.string(),
})
export type UploadResult = z.infer<typeof uploadResultSchema>
