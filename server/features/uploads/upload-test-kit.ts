import { UPLOAD_FIELD } from '@shared/schemas/uploads'
import sharp from 'sharp'
import type { ApiClient, ApiResponse } from '../../../test/client'

/** Posts bytes as a multipart upload under `filename` and `type`, as a browser's FormData would. */
export async function uploadBytes(
  client: ApiClient,
  bytes: Uint8Array,
  filename = 'photo.png',
  type = 'image/png',
): Promise<ApiResponse> {
  return client.postFile('/api/uploads', UPLOAD_FIELD, bytes, filename, type)
}

/** A small solid-colour image made with sharp. */
export const solidImage = (
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  { width = 64, height = 48, colour = '#3a7' }: { width?: number; height?: number; colour?: string } = {},
) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer()

/** Uploads a small PNG and returns its URL, failing loudly otherwise. */
export async function uploadImage(client: ApiClient): Promise<string> {
  const res = await uploadBytes(client, await solidImage('png'))
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.url
}

/** A 36-megapixel interlaced PNG that is small on the wire, as the probe sent: costly only to decode. */
export const bigInterlacedPng = () =>
  sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#7c3aed' } })
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer()
