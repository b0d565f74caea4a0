import type { Reaction, ReactionEmoji } from '@shared/schemas/message-changes'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/**
 * A message's reactions, one chip per emoji with its count; one's own are marked and pressed. A click
 * puts or takes back one's own. Who reacted is in each chip's name (and tooltip).
 */
export function ReactionBar({
  reactions,
  nameOf,
  onToggle,
  own,
}: {
  reactions: Reaction[]
  nameOf: (userId: string) => string
  onToggle?: (emoji: ReactionEmoji, on: boolean) => void
  own: boolean
}) {
  const { t } = useTranslation('chat')
  if (reactions.length === 0) return null
  return (
    <ul aria-label={t('reactions.label')} className={cn('flex flex-wrap gap-1', own && 'justify-end')}>
      {reactions.map((reaction) => {
        const names = reaction.userIds.map(nameOf).join(', ')
        const label = t('reactions.toggle', { emoji: reaction.emoji, count: reaction.count, names })
        return (
          <li key={reaction.emoji}>
            <button
              type="button"
              aria-pressed={reaction.byMe}
              aria-label={label}
              title={names}
              disabled={!onToggle}
              onClick={() => onToggle?.(reaction.emoji as ReactionEmoji, !reaction.byMe)}
              className={cn(
                'flex h-7 items-center gap-1 rounded-full border px-2 text-sm tabular-nums transition-colors',
                reaction.byMe
                  ? 'border-primary bg-primary/10 text-foreground'
                  : 'border-border bg-surface text-muted hover:bg-surface-muted',
              )}
            >
              <span aria-hidden>{reaction.emoji}</span>
              <span aria-hidden className="font-medium text-xs">
                {reaction.count}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
