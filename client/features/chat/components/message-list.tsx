import type { CallLog } from '@shared/schemas/calls'
import { PhoneMissed, Video } from 'lucide-react'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyChat } from '@/components/empty-chat'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { callLogText } from '../lib/call-log-text'
import { groupByDay } from '../lib/group-by-day'
import {
  type ChatMessageView,
  type FailedMessageActions,
  type MessageActions,
  MessageBubble,
} from './message-bubble'

export { EmptyChat } from '@/components/empty-chat'
export type { ChatMessageView, FailedMessageActions, MessageActions } from './message-bubble'

/**
 * Messages oldest to newest; the signed-in user's own on the right. The newest message is scrolled
 * into view whenever one arrives; loading older ones keeps the reader where they were. Each calendar
 * day (in the person's time zone) opens with a heading, "Today", "Yesterday" or its date: the days are
 * worked out from the whole list on every render, so older pages prepended and live messages appended
 * both land under the right one.
 */
export function MessageList({
  messages,
  ownUserId,
  empty,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  seenMessageId,
  failedActions,
  actions,
  nameOf,
  className,
}: {
  /** Stored messages, then one's own pending ones, oldest first. */
  messages: ChatMessageView[]
  ownUserId: string
  empty: { title: string; description: string }
  hasOlder?: boolean
  loadingOlder?: boolean
  onLoadOlder?: () => Promise<unknown>
  /** The caller's own message the other person has read last: "Seen" goes under it, and only it. */
  seenMessageId?: string
  failedActions?: FailedMessageActions
  /** Reply, react, edit and delete; without it, messages have no menu. */
  actions?: MessageActions
  /** A person's name for quotes and reactions ("You" for oneself). */
  nameOf?: (userId: string | null) => string
  className?: string
}) {
  const { t } = useTranslation(['chat', 'common'])
  const f = useFormat()
  const scroller = useRef<HTMLDivElement>(null)
  const newestId = messages.at(-1)?.id

  // Scrolling the list itself (not scrollIntoView) never moves the page around it.
  useLayoutEffect(() => {
    const element = scroller.current
    if (element && newestId) element.scrollTop = element.scrollHeight
  }, [newestId])

  const loadOlder = async () => {
    const element = scroller.current
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0
    await onLoadOlder?.()
    requestAnimationFrame(() => {
      if (element) element.scrollTop = element.scrollHeight - fromBottom
    })
  }

  return (
    // The scrolling region is the log itself: focusable, so keyboard users can scroll it too.
    <div
      ref={scroller}
      role="log"
      aria-label={t('list.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        'flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-4',
        className,
      )}
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          {loadingOlder ? (
            <Spinner label={t('load.loadingOlder')} />
          ) : (
            <Button variant="ghost" size="sm" onClick={loadOlder}>
              {t('load.loadOlder')}
            </Button>
          )}
        </div>
      )}
      {messages.length === 0 ? (
        <EmptyChat {...empty} />
      ) : (
        // One list per day under its heading: a heading may not sit inside a list, and screen readers
        // let people jump from day to day by heading.
        <div className="flex flex-col gap-3">
          {groupByDay(messages, f.dayKey).map((day) => (
            <div key={day.key} className="flex flex-col gap-3">
              <DaySeparator>{f.dayLabel(day.messages[0]!.createdAt)}</DaySeparator>
              <ol className="flex flex-col gap-3">
                {day.messages.map((message) =>
                  message.call ? (
                    <CallLine key={message.id} message={message} call={message.call} />
                  ) : (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      own={message.senderId === ownUserId}
                      seen={message.id === seenMessageId}
                      failedActions={failedActions}
                      actions={actions}
                      nameOf={nameOf ?? (() => '')}
                    />
                  ),
                )}
              </ol>
            </div>
          ))}
        </div>
      )}
    </div>
  )
}

/** A day's heading, centred between two hairlines ("Today", "Yesterday", "Monday, 16 November"). */
function DaySeparator({ children }: { children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-3 py-1 font-medium text-muted text-xs">
      <span aria-hidden className="h-px flex-1 bg-border" />
      <span className="shrink-0">{children}</span>
      <span aria-hidden className="h-px flex-1 bg-border" />
    </h3>
  )
}

/** A call's trace in the conversation: a centred line with a phone icon, its words and its time. */
function CallLine({ message, call }: { message: ChatMessageView; call: CallLog }) {
  const { t } = useTranslation('chat')
  const f = useFormat()
  const Icon = call.outcome === 'ended' ? Video : PhoneMissed
  return (
    <li className="flex items-center gap-2 self-center rounded-full bg-surface-muted px-3 py-1.5 text-muted text-sm">
      <Icon
        aria-hidden
        className={cn('size-4', call.outcome !== 'ended' && 'text-red-700 dark:text-danger')}
      />
      <span className="font-medium text-foreground">{callLogText(t, call)}</span>
      <time dateTime={message.createdAt} className="text-xs">
        {f.time(message.createdAt)}
      </time>
    </li>
  )
}
