import { LIMITS } from '@shared/limits'
import { UPLOAD_MESSAGES } from '@shared/schemas/uploads'
import sharp, { type Sharp } from 'sharp'
import { badRequest, HttpError } from '../../lib/http-error'
import type { ImageExtension } from '../../lib/storage'

// libvips keeps a cache of recent operations and decodes with a thread per core: on a small server
// both multiply a large image's memory. One thread per image and no cache: decodes are rare, memory is not.
sharp.cache(false)
sharp.concurrency(1)

// Formats we decode. SVG and PDF are left out: they are documents that can point elsewhere, not pixels.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export interface EncodedImage {
  data: Buffer
  extension: ImageExtension
  contentType: string
  width: number
  height: number
}

const decodeOptions = {
  // Refuses a decompression bomb from its header, before any pixel is decoded.
  limitInputPixels: LIMITS.uploadMaxPixels,
  // Untrusted input: a truncated or corrupt file is refused rather than half decoded.
  failOn: 'warning',
} as const

async function readFormat(data: Buffer) {
  try {
    return (await sharp(data, decodeOptions).metadata()).format
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, UPLOAD_MESSAGES.tooManyPixels)
    }
    throw badRequest(UPLOAD_MESSAGES.notImage)
  }
}

/**
 * Checks that the bytes are an image (whatever the name or declared type said) and re-encodes it:
 * orientation applied, every piece of metadata (EXIF, GPS, XMP, ICC) dropped, since sharp only keeps
 * metadata when asked to. Photos stay JPEG; everything else becomes WebP, which keeps transparency.
 */
export async function encodeImage(data: Buffer): Promise<{ image: EncodedImage; thumbnail: EncodedImage }> {
  const format = await readFormat(data)
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(UPLOAD_MESSAGES.notImage)
  const extension: ImageExtension = format === 'jpeg' ? 'jpg' : 'webp'
  const encode = async (input: Sharp, size: number): Promise<EncodedImage> => {
    const resized = input.resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    const output =
      extension === 'jpg' ? resized.jpeg({ quality: 82, mozjpeg: true }) : resized.webp({ quality: 82 })
    try {
      const { data: encoded, info } = await output.toBuffer({ resolveWithObject: true })
      return {
        data: encoded,
        extension,
        contentType: extension === 'jpg' ? 'image/jpeg' : 'image/webp',
        width: info.width,
        height: info.height,
      }
    } catch {
      // A header that parsed but pixel data that does not: still not an image we can keep.
      throw badRequest(UPLOAD_MESSAGES.notImage)
    }
  }

  const image = await encode(sharp(data, decodeOptions).autoOrient(), LIMITS.uploadMaxDimension)
  // Made from the re-encoded image: decoding at most 2048 px again is cheaper than the original.
  const thumbnail = await encode(sharp(image.data), LIMITS.uploadThumbnailSize)
  return { image, thumbnail }
}
