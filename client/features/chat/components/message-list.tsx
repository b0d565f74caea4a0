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
  className,
}: {
  messages: ChatMessageView[]
  ownUserId: string
  empty: { title: string; description: string }
  hasOlder?: boolean
  loadingOlder?: boolean
  onLoadOlder?: () => Promise<unknown>
  /** The caller's own message the other person has read last: "Seen" goes under it, and only it. */
  seenMessageId?: string
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
            />
          ))}
        </ol>
      )}
    </div>
  )
}

function MessageBubble({ message, own, seen }: { message: ChatMessageView; own: boolean; seen: boolean }) {
  return (
    <li
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
          'whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
          own
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md bg-surface-muted text-foreground',
        )}
      >
        {message.content}
      </p>
      <span className="flex gap-2 px-1 text-muted text-xs">
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {seen && <span>Seen</span>}
      </span>
    </li>
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
