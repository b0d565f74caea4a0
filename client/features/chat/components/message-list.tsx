import { SEND_FAILED_DESCRIPTION, SEND_FAILED_TITLE } from '@shared/schemas/chat'
import { MessageCircle } from 'lucide-react'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatMessageTime } from './format-time'

export interface ChatMessageView {
  id: string
  content: string
  createdAt: string
  senderId: string
  /** Shown above other people's messages (team chat). */
  senderName?: string
  /** One's own message not yet stored (`sending`), or refused for good (`failed`); stored otherwise. */
  status?: 'sending' | 'failed'
  /** Why it failed, when the server said; "Please try again" otherwise. */
  error?: string
}

/** What a person can do with their own message that failed to send. */
export interface FailedMessageActions {
  onRetry: (id: string) => void
  onDiscard: (id: string) => void
}

/**
 * Messages oldest to newest; the signed-in user's own on the right. The newest message is scrolled
 * into view whenever one arrives; loading older ones keeps the reader where they were.
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
      aria-label="Messages"
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
            <Spinner label="Loading older messages" />
          ) : (
            <Button variant="ghost" size="sm" onClick={loadOlder}>
              Load older messages
            </Button>
          )}
        </div>
      )}
      {messages.length === 0 ? (
        <EmptyChat {...empty} />
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.senderId === ownUserId}
              seen={message.id === seenMessageId}
              failedActions={failedActions}
            />
          ))}
        </ol>
      )}
    </div>
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
        <span className="px-1 text-muted text-xs font-medium">{message.senderName}</span>
      )}
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
        {message.content}
      </p>
      {status === 'failed' ? (
        <FailedNote message={message} actions={failedActions} />
      ) : (
        <span className="flex gap-2 px-1 text-muted text-xs">
          {status === 'sending' ? (
            <span>Sending…</span>
          ) : (
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          )}
          {seen && <span>Seen</span>}
        </span>
      )}
    </li>
  )
}

/** Spec §5: "Failed to send message / Please try again", beside the message itself, with a way to retry. */
function FailedNote({ message, actions }: { message: ChatMessageView; actions?: FailedMessageActions }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 px-1 text-xs">
      <span className="font-medium text-red-700 dark:text-danger">{SEND_FAILED_TITLE}</span>
      <span className="text-muted">{message.error ?? SEND_FAILED_DESCRIPTION}</span>
      {actions && (
        <span className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            className="h-7 px-2.5"
            onClick={() => actions.onRetry(message.id)}
          >
            Retry
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2.5"
            aria-label="Delete unsent message"
            onClick={() => actions.onDiscard(message.id)}
          >
            Delete
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
