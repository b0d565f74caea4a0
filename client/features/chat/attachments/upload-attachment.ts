import { ATTACHMENT_FIELD, type Attachment } from '@shared/schemas/attachments'
import { uploadWithProgress } from '@/lib/upload-with-progress'

/** POST /api/attachments: one file, stored unsent until a message takes it. */
export function uploadAttachment(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) {
  const form = new FormData()
  form.append(ATTACHMENT_FIELD, file, file.name)
  return uploadWithProgress<Attachment>('/api/attachments', form, options)
}
