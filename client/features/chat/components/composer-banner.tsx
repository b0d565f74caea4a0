import { Pencil, Reply, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** What the composer is doing besides writing a new message. */
export type ComposerIntent =
  | { kind: 'reply'; messageId: string; name: string; excerpt: string }
  | { kind: 'edit'; messageId: string; content: string }

/** The line above the input while replying ("Replying to Thandi: …") or editing, with a way out. */
export function ComposerBanner({ intent, onCancel }: { intent: ComposerIntent; onCancel: () => void }) {
  const { t } = useTranslation('chat')
  const reply = intent.kind === 'reply'
  return (
    <div className="flex items-center gap-2 border-t border-border bg-surface-muted/60 px-3 py-2 text-sm">
      {reply ? (
        <Reply className="size-4 shrink-0 text-primary" aria-hidden />
      ) : (
        <Pencil className="size-4 shrink-0 text-primary" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {reply ? t('replying.to', { name: intent.name }) : t('editing.title')}
        </p>
        <p className="truncate text-muted text-xs">{reply ? intent.excerpt : t('editing.hint')}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={reply ? t('replying.cancel') : t('editing.cancel')}
        onClick={onCancel}
      >
        <X aria-hidden />
      </Button>
    </div>
  )
}
