import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { previewTime } from '../lib/preview-time'

/**
 * The right edge of a chat row in either list (Recent Matches, Team Chats): when its last message was
 * sent, and the unread badge, whose count is also said in words.
 */
export function RowActivity({ lastAt, unread }: { lastAt: string | undefined; unread: number }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  if (!lastAt && unread === 0) return null
  return (
    <span className="flex shrink-0 flex-col items-end gap-1 self-start pt-0.5">
      {lastAt && (
        <time dateTime={lastAt} className="text-muted text-xs">
          {previewTime(f, lastAt)}
        </time>
      )}
      {unread > 0 && (
        <Badge variant="brand">
          {unread}
          <span className="sr-only"> {t('list.unread', { count: unread })}</span>
        </Badge>
      )}
    </span>
  )
}

/** A chat row's preview line: one line cut with an ellipsis (a 300-character link must not widen the
 * list), stronger while something in it is unread. */
export function RowPreview({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <span className={cn('block truncate text-sm', unread > 0 ? 'font-medium text-foreground' : 'text-muted')}>
      {children}
    </span>
  )
}
