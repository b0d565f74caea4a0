import type { ReplyQuote } from '@shared/schemas/message-changes'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/** Scrolls the list to a message it holds and flashes it; false when it is not loaded. */
export function showMessageInList(messageId: string) {
  const element = document.getElementById(`message-${messageId}`)
  if (!element) return false
  element.scrollIntoView({ block: 'center', behavior: 'smooth' })
  element.dataset.flash = 'true'
  setTimeout(() => delete element.dataset.flash, 1600)
  return true
}

/**
 * The quote above a reply: who wrote the original and its first line, or "Original message deleted".
 * A click (or Enter) goes to the original when it is loaded.
 */
export function ReplyQuoteView({
  quote,
  name,
  own,
}: {
  quote: ReplyQuote
  name: string
  /** Inside one's own (primary-coloured) bubble. */
  own: boolean
}) {
  const { t } = useTranslation('chat')
  const body = quote.deleted ? (
    <span className="italic">{t('message.originalDeleted')}</span>
  ) : (
    <>
      <span className="block font-semibold">{name}</span>
      <span className="line-clamp-2 wrap-anywhere">{quote.excerpt}</span>
    </>
  )
  const frame = cn(
    'mb-1.5 block w-full rounded-lg border-l-4 px-2.5 py-1.5 text-left text-[13px] leading-snug',
    own ? 'border-primary-foreground/60 bg-black/15' : 'border-primary bg-surface/70 dark:bg-black/20',
  )
  if (quote.deleted) return <span className={frame}>{body}</span>
  return (
    <button
      type="button"
      className={cn(frame, 'cursor-pointer hover:opacity-90')}
      aria-label={t('message.jumpToOriginal', { name })}
      onClick={() => showMessageInList(quote.id)}
    >
      {body}
    </button>
  )
}
