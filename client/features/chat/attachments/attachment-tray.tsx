import { FileText, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatFileSize } from './format-size'
import type { AttachmentUpload } from './use-attachment-uploads'

/**
 * The files of the message being written, above the input: each with its name, size and upload
 * progress, and a button that cancels the upload or takes the file out.
 */
export function AttachmentTray({
  uploads,
  onRemove,
}: {
  uploads: AttachmentUpload[]
  onRemove: (localId: string) => void
}) {
  const { t } = useTranslation('attachments')
  if (uploads.length === 0) return null
  return (
    <ul aria-label={t('tray.label')} className="flex gap-2 overflow-x-auto px-3 pt-3">
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100)
        return (
          <li
            key={upload.localId}
            data-status={upload.status}
            className={cn(
              'relative flex w-52 shrink-0 items-center gap-2 overflow-hidden rounded-xl border bg-surface-muted p-2 pr-1',
              upload.status === 'failed' ? 'border-red-600/70 dark:border-danger/80' : 'border-border',
            )}
          >
            {upload.previewUrl ? (
              <img src={upload.previewUrl} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
            ) : (
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                <FileText aria-hidden className="size-5" />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-sm">{upload.name}</span>
              <span
                className={cn(
                  'block truncate text-xs',
                  upload.status === 'failed' ? 'text-red-700 dark:text-danger' : 'text-muted',
                )}
                {...(upload.status === 'failed' ? { role: 'alert' } : {})}
              >
                {upload.status === 'failed'
                  ? upload.error
                  : upload.status === 'uploading'
                    ? t('tray.uploading', { percent })
                    : formatFileSize(upload.size)}
              </span>
            </span>
            <button
              type="button"
              onClick={() => onRemove(upload.localId)}
              aria-label={
                upload.status === 'uploading'
                  ? t('tray.cancel', { name: upload.name })
                  : t('tray.remove', { name: upload.name })
              }
              className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-4" />
            </button>
            {upload.status === 'uploading' && (
              <span
                role="progressbar"
                aria-label={t('tray.progress', { name: upload.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="absolute inset-x-0 bottom-0 h-1 bg-border"
              >
                <span
                  className="block h-full bg-primary transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
