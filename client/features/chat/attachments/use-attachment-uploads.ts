import { ATTACHMENT_LIMITS } from '@shared/limits'
import type { Attachment } from '@shared/schemas/attachments'
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '@/lib/api-client'
import { uploadAttachment } from './upload-attachment'

/** A file on its way into the next message: uploading (with progress), ready, or refused. */
export interface AttachmentUpload {
  localId: string
  name: string
  size: number
  /** A local preview of an image, while it uploads and after. */
  previewUrl?: string
  progress: number
  status: 'uploading' | 'ready' | 'failed'
  error?: string
  attachment?: Attachment
}

const isPreviewable = (file: File) => /^image\/(png|jpeg|webp|gif)$/.test(file.type)

/**
 * The files of the message being written: each uploads as soon as it is picked or dropped, can be
 * cancelled (the upload is aborted) or removed, and the message may go once none is still uploading.
 * `tooLarge` and `tooMany` are the words for files refused before any upload.
 */
export function useAttachmentUploads(words: { tooLarge: (name: string) => string; tooMany: string }) {
  const [uploads, setUploads] = useState<AttachmentUpload[]>([])
  const controllers = useRef(new Map<string, AbortController>())
  const current = useRef(uploads)
  current.current = uploads

  const patch = useCallback((localId: string, change: Partial<AttachmentUpload>) => {
    setUploads((list) =>
      list.map((upload) => (upload.localId === localId ? { ...upload, ...change } : upload)),
    )
  }, [])

  const add = useCallback(
    (files: File[]) => {
      const room = ATTACHMENT_LIMITS.perMessage - current.current.length
      const accepted = files.slice(0, Math.max(0, room))
      const added: AttachmentUpload[] = []
      for (const file of accepted) {
        const localId = crypto.getRandomValues(new Uint32Array(2)).join('-')
        const base = {
          localId,
          name: file.name,
          size: file.size,
          previewUrl: isPreviewable(file) ? URL.createObjectURL(file) : undefined,
          progress: 0,
        }
        if (file.size > ATTACHMENT_LIMITS.bytes) {
          added.push({ ...base, status: 'failed', error: words.tooLarge(file.name) })
          continue
        }
        added.push({ ...base, status: 'uploading' })
        const controller = new AbortController()
        controllers.current.set(localId, controller)
        uploadAttachment(file, {
          signal: controller.signal,
          onProgress: (fraction) => patch(localId, { progress: fraction }),
        })
          .then((attachment) => patch(localId, { status: 'ready', progress: 1, attachment }))
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return
            patch(localId, { status: 'failed', error: errorMessage(error) })
          })
          .finally(() => controllers.current.delete(localId))
      }
      if (files.length > accepted.length) {
        added.push({
          localId: `too-many-${Date.now()}`,
          name: files[accepted.length]!.name,
          size: files[accepted.length]!.size,
          progress: 0,
          status: 'failed',
          error: words.tooMany,
        })
      }
      setUploads((list) => [...list, ...added])
    },
    [patch, words],
  )

  /** Cancels an upload in progress, or takes a file out of the message. */
  const remove = useCallback((localId: string) => {
    controllers.current.get(localId)?.abort()
    setUploads((list) => {
      const gone = list.find((upload) => upload.localId === localId)
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl)
      return list.filter((upload) => upload.localId !== localId)
    })
  }, [])

  /** After sending: the files went with the message (their previews are no longer needed). */
  const clear = useCallback(() => {
    for (const upload of current.current) if (upload.previewUrl) URL.revokeObjectURL(upload.previewUrl)
    setUploads([])
  }, [])

  // Leaving the chat cancels what is still uploading.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort()
    },
    [],
  )

  const ready = uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : []))
  return {
    uploads,
    ready,
    uploading: uploads.some((upload) => upload.status === 'uploading'),
    add,
    remove,
    clear,
  }
}
