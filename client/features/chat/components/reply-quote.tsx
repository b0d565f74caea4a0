import type { ReplyQuote } from '@shared/schemas/message-changes'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { useJumpTo } from '../hooks/use-jump-to-message'

/**
 * The quote above a reply: who wrote the original and its first line, or "Original message deleted".
 * A click (or Enter) goes to the original, reading older pages of the chat when it is not loaded yet.
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
  const jumpTo = useJumpTo()
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
      onClick={() => jumpTo(quote.id)}
    >
      {body}
    </button>
  )
}
