import { type Attachment, attachmentUrl } from '@shared/schemas/attachments'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { formatFileSize } from './format-size'

/** An image shown large, over the chat, with its name and a download; Escape or Close leaves. */
export function ImageViewer({ image, onClose }: { image: Attachment | undefined; onClose: () => void }) {
  const { t } = useTranslation('attachments')
  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => !open && onClose()}>
      {image && (
        <DialogContent className="max-w-4xl gap-3" closeLabel={t('viewer.close')}>
          <div className="min-w-0 pr-10">
            <DialogTitle className="truncate font-semibold">{image.name}</DialogTitle>
            <DialogDescription className="text-muted text-sm">{formatFileSize(image.size)}</DialogDescription>
          </div>
          <img
            src={attachmentUrl(image.id)}
            alt={image.name}
            width={image.width}
            height={image.height}
            className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
          />
          <a
            href={attachmentUrl(image.id)}
            download={image.name}
            className="inline-flex items-center gap-2 self-end rounded-xl border border-border px-3 py-2 font-medium text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Download aria-hidden className="size-4" />
            {t('download')}
          </a>
        </DialogContent>
      )}
    </Dialog>
  )
}
