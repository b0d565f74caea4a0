import { UPLOAD_FIELD, type UploadResult } from '@shared/schemas/uploads'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/**
 * POST /api/uploads as multipart: the browser sets the content type with its boundary. The server
 * checks the bytes, re-encodes and strips metadata, and answers with the stored image's URLs.
 */
export async function uploadImage(file: Blob): Promise<UploadResult> {
  const form = new FormData()
  form.append(UPLOAD_FIELD, file)
  return api.post<UploadResult>('/api/uploads', form)
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage })
