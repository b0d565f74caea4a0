import type { Message, TeamMessage } from '@shared/schemas/chat'
import { ArrowLeft, Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { Highlight } from '@/lib/highlight'
import { useDebounced } from '@/lib/use-debounced'
import { useChatSearch, useMessageContext } from '../api/search-chat'

type AnyMessage = Message | TeamMessage
type Page = { messages: AnyMessage[]; hasMore: boolean; version: number }

/**
 * The chat header's search: a field that lists the messages holding the typed words, newest first; a hit
 * opens the conversation around it (its own pages, read with the chat's cursors), the hit marked.
 */
export function ChatSearch({
  url,
  ownUserId,
  otherName,
}: {
  url: string
  ownUserId: string
  /** A 1:1 chat's other person; a team chat's messages carry their sender's name. */
  otherName?: string
}) {
  const { t } = useTranslation('search')
  const senderName = (message: AnyMessage) =>
    message.senderId === ownUserId
      ? t('chat.you')
      : 'sender' in message
        ? `${message.sender.firstName} ${message.sender.lastName}`.trim()
        : (otherName ?? '')
  const [open, setOpen] = useState(false)
  const [q, setQ] = useState('')
  const [hit, setHit] = useState<AnyMessage | null>(null)
  const asked = useDebounced(q, 300)
  const search = useChatSearch<Page>(url, asked)
  const context = useMessageContext<Page>(url, hit)
  const hits = search.data?.pages.flatMap((page) => page.messages) ?? []
  const when = (message: AnyMessage) =>
    new Date(message.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setHit(null)
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('chat.open')}>
          <Search aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl gap-3">
        <DialogTitle>{t('chat.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('chat.label')}</DialogDescription>
        {hit ? (
          <>
            <Button variant="ghost" size="sm" className="self-start" onClick={() => setHit(null)}>
              <ArrowLeft aria-hidden /> {t('chat.backToHits')}
            </Button>
            {context.isPending && <Spinner label={t('searching')} className="py-6" />}
            {context.isError && (
              <p role="alert" className="text-danger text-sm">
                {t('chat.loadContextError')}
              </p>
            )}
            {context.data && (
              <ol
                aria-label={t('chat.context')}
                className="flex max-h-[60dvh] flex-col gap-2 overflow-y-auto"
              >
                {context.data.map((message) => (
                  <ContextMessage
                    key={message.id}
                    message={message}
                    marked={message.id === hit.id}
                    q={asked}
                    sender={senderName(message)}
                    when={when(message)}
                  />
                ))}
              </ol>
            )}
          </>
        ) : (
          <>
            <Input
              type="search"
              autoFocus
              aria-label={t('chat.label')}
              placeholder={t('chat.placeholder')}
              value={q}
              maxLength={100}
              onChange={(event) => setQ(event.target.value)}
            />
            {search.isError && (
              <p role="alert" className="text-danger text-sm">
                {errorMessage(search.error, 'too-many') ?? t('error')}
              </p>
            )}
            {search.isFetching && !search.data && <Spinner label={t('searching')} className="py-6" />}
            {search.data && asked.trim().length >= 2 && (
              <p role="status" className="text-muted text-sm">
                {hits.length === 0
                  ? t('chat.noHits', { q: asked.trim() })
                  : t('chat.hits', { count: hits.length })}
              </p>
            )}
            {asked.trim().length >= 2 && hits.length > 0 && (
              <ul className="flex max-h-[55dvh] flex-col gap-1 overflow-y-auto">
                {hits.map((message) => (
                  <li key={message.id}>
                    <button
                      type="button"
                      onClick={() => setHit(message)}
                      className="w-full rounded-xl px-3 py-2 text-left hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                    >
                      <span className="flex justify-between gap-2 text-muted text-xs">
                        <span className="truncate font-medium">{senderName(message)}</span>
                        <time dateTime={message.createdAt}>{when(message)}</time>
                      </span>
                      <span className="line-clamp-2 text-sm">
                        <Highlight text={message.content} q={asked} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {search.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => search.fetchNextPage()}
                disabled={search.isFetchingNextPage}
              >
                {t('chat.moreHits')}
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function ContextMessage({
  message,
  marked,
  q,
  sender,
  when,
}: {
  message: AnyMessage
  marked: boolean
  q: string
  sender: string
  when: string
}) {
  const item = useRef<HTMLLIElement>(null)
  // The hit comes into view in the middle of its conversation.
  useEffect(() => {
    if (marked) item.current?.scrollIntoView({ block: 'center' })
  }, [marked])
  return (
    <li
      ref={item}
      aria-current={marked ? 'true' : undefined}
      className={cn('rounded-xl border border-border px-3 py-2', marked && 'border-primary bg-primary/10')}
    >
      <span className="flex justify-between gap-2 text-muted text-xs">
        <span className="truncate font-medium">{sender}</span>
        <time dateTime={message.createdAt}>{when}</time>
      </span>
      <p className="whitespace-pre-wrap break-words text-sm">
        {marked ? <Highlight text={message.content} q={q} /> : message.content}
      </p>
    </li>
  )
}
