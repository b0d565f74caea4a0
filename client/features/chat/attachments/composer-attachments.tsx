import { ATTACHMENT_LIMITS } from '@shared/limits'
import { Upload } from 'lucide-react'
import { type RefObject, useEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { AttachButton } from './attach-button'
import { AttachmentTray } from './attachment-tray'
import { useAttachmentUploads } from './use-attachment-uploads'
import { useFileDrop } from './use-file-drop'

/**
 * Files for the composer of either chat: picked with the attach button or dropped anywhere on the chat
 * window (the composer's parent), uploaded at once with progress. The composer places `tray` above its
 * input and `button` beside it, and sends `ready` with the text.
 */
export function useComposerAttachments(composer: RefObject<HTMLElement | null>, disabled?: boolean) {
  const { t } = useTranslation('attachments')
  const words = useMemo(
    () => ({
      tooLarge: (name: string) => t('tooLarge', { name, mb: ATTACHMENT_LIMITS.bytes / 1024 / 1024 }),
      tooMany: t('tooMany', { max: ATTACHMENT_LIMITS.perMessage }),
    }),
    [t],
  )
  const uploads = useAttachmentUploads(words)
  const [chatWindow, setChatWindow] = useState<HTMLElement | null>(null)
  useEffect(() => {
    // The whole chat window takes dropped files (ChatWindow marks itself), not only the composer.
    const parent =
      composer.current?.closest<HTMLElement>('[data-chat-window]') ?? composer.current?.parentElement ?? null
    // The overlay covers the chat window, so it must be the containing block.
    if (parent && getComputedStyle(parent).position === 'static') parent.style.position = 'relative'
    setChatWindow(parent)
  }, [composer])
  const dragging = useFileDrop(disabled ? null : chatWindow, uploads.add)

  return {
    ...uploads,
    tray: <AttachmentTray uploads={uploads.uploads} onRemove={uploads.remove} />,
    button: <AttachButton onFiles={uploads.add} disabled={disabled} />,
    overlay:
      dragging && chatWindow
        ? createPortal(
            <div className="pointer-events-none absolute inset-0 z-20 grid place-items-center rounded-[inherit] border-2 border-primary border-dashed bg-surface/85 backdrop-blur-sm">
              <span className="flex flex-col items-center gap-2 font-semibold text-primary">
                <Upload aria-hidden className="size-8" />
                {t('dropHere')}
              </span>
            </div>,
            chatWindow,
          )
        : null,
  }
}
