import { UPLOAD_FIELD, type UploadResult } from '@shared/schemas/uploads'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'

/**
 * POST /api/uploads as multipart: the browser sets the content type with its boundary. The server
 * checks the bytes, re-encodes and strips metadata, and answers with the stored image's URLs.
 */
export async function uploadImage(file: Blob): Promise<UploadResult> {
  const form = new FormData()
  form.append(UPLOAD_FIELD, file)
  const res = await fetch('/api/uploads', { method: 'POST', credentials: 'include', body: form })
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText)
  return (await res.json()) as UploadResult
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage })
