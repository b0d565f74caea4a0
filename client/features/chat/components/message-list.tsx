import type { Attachment } from '@shared/schemas/attachments'
import type { CallLog } from '@shared/schemas/calls'
import { MessageCircle, PhoneMissed, Video } from 'lucide-react'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LinkifiedText } from '@/components/linkified-text'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { translateMessage } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { MessageAttachments } from '../attachments'
import { callLogText } from '../lib/call-log-text'
import { groupByDay } from '../lib/group-by-day'

export interface ChatMessageView {
  id: string
  content: string
  createdAt: string
  senderId: string
  /** Shown above other people's messages (team chat). */
  senderName?: string
  /** One's own message not yet stored (`sending`), or refused for good (`failed`); stored otherwise. */
  status?: 'sending' | 'failed'
  /** Why it failed, in the server's words when it said (translated on screen); "Please try again" otherwise. */
  error?: string
  /** The line a video call left ("Missed video call", "Video call, 12 min"): shown centred, not as a bubble. */
  call?: CallLog
  /** Files sent with it: image previews and download chips, above its text. */
  attachments?: Attachment[]
}

/** What a person can do with their own message that failed to send. */
export interface FailedMessageActions {
  onRetry: (id: string) => void
  onDiscard: (id: string) => void
}

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

function MessageBubble({
  message,
  own,
  seen,
  failedActions,
}: {
  message: ChatMessageView
  own: boolean
  seen: boolean
  failedActions?: FailedMessageActions
}) {
  const { t } = useTranslation('chat')
  const f = useFormat()
  const { status } = message
  return (
    <li
      data-status={status ?? 'sent'}
      className={cn(
        'flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]',
        own ? 'items-end self-end' : 'items-start',
      )}
    >
      {!own && message.senderName && (
        <span className="wrap-anywhere px-1 font-medium text-muted text-xs">{message.senderName}</span>
      )}
      {message.attachments?.length ? (
        <MessageAttachments attachments={message.attachments} own={own} />
      ) : null}
      {message.content && (
        <p
          className={cn(
            'whitespace-pre-wrap wrap-anywhere rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
            own
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md bg-surface-muted text-foreground',
            // Marked by words below it, not by fading: the text keeps its contrast.
            status === 'failed' &&
              'ring-2 ring-red-600/70 ring-offset-1 ring-offset-surface dark:ring-danger/80',
          )}
        >
          <LinkifiedText text={message.content} />
        </p>
      )}
      {status === 'failed' ? (
        <FailedNote message={message} actions={failedActions} />
      ) : (
        <span className="flex gap-2 px-1 text-muted text-xs">
          {status === 'sending' ? (
            <span>{t('list.sending')}</span>
          ) : (
            <time dateTime={message.createdAt}>{f.time(message.createdAt)}</time>
          )}
          {seen && <span>{t('list.seen')}</span>}
        </span>
      )}
    </li>
  )
}

/** Spec §5: "Failed to send message / Please try again", beside the message itself, with a way to retry. */
function FailedNote({ message, actions }: { message: ChatMessageView; actions?: FailedMessageActions }) {
  const { t } = useTranslation(['chat', 'common'])
  return (
    <div role="alert" className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 px-1 text-xs">
      <span className="font-medium text-red-700 dark:text-danger">{t('list.failedTitle')}</span>
      <span className="text-muted">
        {message.error ? translateMessage(message.error) : t('list.failedDescription')}
      </span>
      {actions && (
        <span className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            className="h-7 px-2.5"
            onClick={() => actions.onRetry(message.id)}
          >
            {t('common:actions.retry')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2.5"
            aria-label={t('list.deleteUnsent')}
            onClick={() => actions.onDiscard(message.id)}
          >
            {t('common:actions.delete')}
          </Button>
        </span>
      )}
    </div>
  )
}

export function EmptyChat({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-4 py-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <MessageCircle className="size-6" aria-hidden />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="text-muted text-sm">{description}</p>
      {children}
    </div>
  )
}
