import { MESSAGE_EDIT_WINDOW_MS } from '@shared/limits'
import type { Attachment } from '@shared/schemas/attachments'
import type { Reaction, ReactionEmoji, ReplyQuote } from '@shared/schemas/message-changes'
import { type PointerEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LinkifiedText } from '@/components/linkified-text'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { translateMessage } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { MessageAttachments } from '../attachments'
import { MessageMenu } from './message-menu'
import { ReactionBar } from './reaction-bar'
import { ReplyQuoteView } from './reply-quote'

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
  call?: import('@shared/schemas/calls').CallLog
  replyTo?: ReplyQuote | null
  reactions?: Reaction[]
  editedAt?: string | null
  deletedAt?: string | null
  /** Files sent with it: image previews and download chips, above its text. */
  attachments?: Attachment[]
}

/** What a person can do with their own message that failed to send. */
export interface FailedMessageActions {
  onRetry: (id: string) => void
  onDiscard: (id: string) => void
}

/** What a person can do with a stored message (the chat window decides how). */
export interface MessageActions {
  reply: (message: ChatMessageView) => void
  edit: (message: ChatMessageView) => void
  remove: (message: ChatMessageView) => void
  react: (message: ChatMessageView, emoji: ReactionEmoji, on: boolean) => void
}

/** Whether one's own message can still be corrected (the server has the last word). */
export const isEditable = (message: ChatMessageView, now = Date.now()) =>
  !message.deletedAt && now - Date.parse(message.createdAt) < MESSAGE_EDIT_WINDOW_MS

const LONG_PRESS_MS = 500

/**
 * One message: the quote it answers, its words (or "Message deleted"), its reactions, its time with
 * "edited", "Seen" or its sending state, and its menu.
 */
export function MessageBubble({
  message,
  own,
  seen,
  failedActions,
  actions,
  nameOf,
}: {
  message: ChatMessageView
  own: boolean
  seen: boolean
  failedActions?: FailedMessageActions
  actions?: MessageActions
  nameOf: (userId: string | null) => string
}) {
  const { t } = useTranslation('chat')
  const f = useFormat()
  const { status } = message
  const deleted = Boolean(message.deletedAt)
  const [menuOpen, setMenuOpen] = useState(false)
  const press = useRef<ReturnType<typeof setTimeout>>(undefined)
  const stored = status === undefined && actions !== undefined && !deleted
  const reactions = message.reactions ?? []

  // A long press opens the menu on a touch screen, as chat apps do; moving the finger (scrolling) does not.
  const pressStart = (event: PointerEvent) => {
    if (!stored || event.pointerType !== 'touch') return
    press.current = setTimeout(() => setMenuOpen(true), LONG_PRESS_MS)
  }
  const pressEnd = () => clearTimeout(press.current)

  return (
    <li
      id={`message-${message.id}`}
      data-status={status ?? 'sent'}
      className={cn(
        'group flex max-w-[85%] flex-col gap-1 rounded-2xl transition-colors sm:max-w-[75%]',
        'data-[flash=true]:bg-primary/10',
        own ? 'items-end self-end' : 'items-start',
      )}
    >
      {!own && message.senderName && (
        <span className="wrap-anywhere px-1 font-medium text-muted text-xs">{message.senderName}</span>
      )}
      <div className={cn('flex max-w-full items-end gap-1', own && 'flex-row-reverse')}>
        <div className={cn('flex min-w-0 flex-col gap-1', own ? 'items-end' : 'items-start')}>
          {!deleted && message.attachments?.length ? (
            <MessageAttachments attachments={message.attachments} own={own} />
          ) : null}
          {(deleted || message.content || message.replyTo) && (
            // biome-ignore lint/a11y/noStaticElementInteractions: a long press and right-click are shortcuts to the menu button beside it, which the keyboard reaches
            <div
              onPointerDown={pressStart}
              onPointerUp={pressEnd}
              onPointerMove={pressEnd}
              onPointerCancel={pressEnd}
              onContextMenu={(event) => {
                if (!stored) return
                event.preventDefault()
                setMenuOpen(true)
              }}
              className={cn(
                'min-w-0 whitespace-pre-wrap wrap-anywhere rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
                own
                  ? 'rounded-br-md bg-primary text-primary-foreground'
                  : 'rounded-bl-md bg-surface-muted text-foreground',
                deleted && 'bg-transparent text-muted italic ring-1 ring-border',
                // Marked by words below it, not by fading: the text keeps its contrast.
                status === 'failed' &&
                  'ring-2 ring-red-600/70 ring-offset-1 ring-offset-surface dark:ring-danger/80',
              )}
            >
              {message.replyTo && !deleted && (
                <ReplyQuoteView quote={message.replyTo} name={nameOf(message.replyTo.senderId)} own={own} />
              )}
              <p>{deleted ? t('message.deleted') : <LinkifiedText text={message.content} />}</p>
            </div>
          )}
        </div>
        {stored && actions && (
          <MessageMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            own={own}
            canEdit={isEditable(message)}
            reactedWith={new Set(reactions.filter((r) => r.byMe).map((r) => r.emoji))}
            onReact={(emoji, on) => actions.react(message, emoji, on)}
            onReply={() => actions.reply(message)}
            onEdit={() => actions.edit(message)}
            onDelete={() => actions.remove(message)}
          />
        )}
      </div>
      {!deleted && (
        <ReactionBar
          reactions={reactions}
          nameOf={nameOf}
          own={own}
          onToggle={stored ? (emoji, on) => actions?.react(message, emoji, on) : undefined}
        />
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
          {message.editedAt && !deleted && <span>{t('message.edited')}</span>}
          {seen && <span>{t('list.seen')}</span>}
        </span>
      )}
    </li>
  )
}

/** docs/product.md §5: "Failed to send message / Please try again", beside the message itself, with a way to retry. */
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
