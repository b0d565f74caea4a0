import {
  type Attachment,
  attachmentThumbnailUrl,
  attachmentUrl,
  isImageAttachment,
} from '@shared/schemas/attachments'
import { Download, FileArchive, FileAudio, FileText, FileVideo } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatFileSize } from './format-size'
import { ImageViewer } from './image-viewer'

const iconOf = (type: string) =>
  type.startsWith('audio/')
    ? FileAudio
    : type.startsWith('video/')
      ? FileVideo
      : type === 'application/zip'
        ? FileArchive
        : FileText

// A preview's longest side on screen: large enough to see, small enough for a phone's bubble.
const PREVIEW_PX = 240

/** The files of a message: images as previews that open the viewer, other files as download chips. */
export function MessageAttachments({ attachments, own }: { attachments: Attachment[]; own: boolean }) {
  const { t } = useTranslation('attachments')
  const [viewing, setViewing] = useState<Attachment>()
  const images = attachments.filter(isImageAttachment)
  const files = attachments.filter((attachment) => !isImageAttachment(attachment))
  return (
    <div className={cn('flex flex-col gap-1.5', own ? 'items-end' : 'items-start')}>
      {images.length > 0 && (
        <ul className={cn('flex flex-wrap gap-1.5', own && 'justify-end')}>
          {images.map((image) => {
            const scale = Math.min(
              1,
              PREVIEW_PX / Math.max(image.width ?? PREVIEW_PX, image.height ?? PREVIEW_PX),
            )
            return (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => setViewing(image)}
                  aria-label={t('open', { name: image.name })}
                  className="block cursor-zoom-in overflow-hidden rounded-2xl border border-border bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <img
                    src={attachmentThumbnailUrl(image.id)}
                    alt={image.name}
                    loading="lazy"
                    width={Math.round((image.width ?? PREVIEW_PX) * scale)}
                    height={Math.round((image.height ?? PREVIEW_PX) * scale)}
                    className="block max-w-[min(240px,70vw)] object-cover"
                  />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="flex flex-col gap-1.5">
          {files.map((file) => {
            const Icon = iconOf(file.type)
            return (
              <li key={file.id}>
                <a
                  href={attachmentUrl(file.id)}
                  download={file.name}
                  className="flex w-64 max-w-[70vw] items-center gap-3 rounded-2xl border border-border bg-surface p-2.5 text-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="sr-only">{t('download')} </span>
                    <span className="block truncate font-medium text-sm">{file.name}</span>
                    <span className="block text-muted text-xs">{formatFileSize(file.size)}</span>
                  </span>
                  <Download aria-hidden className="size-4 shrink-0 text-muted" />
                </a>
              </li>
            )
          })}
        </ul>
      )}
      <ImageViewer image={viewing} onClose={() => setViewing(undefined)} />
    </div>
  )
}
