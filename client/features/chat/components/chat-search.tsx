import type { Message, TeamMessage } from '@shared/schemas/chat'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { Highlight } from '@/lib/highlight'
import { useDebounced } from '@/lib/use-debounced'
import { useChatSearch } from '../api/search-chat'

type AnyMessage = Message | TeamMessage
type Page = { messages: AnyMessage[]; hasMore: boolean; version: number }

/**
 * The chat header's search: a field that lists the messages holding the typed words, newest first; a hit
 * closes the search and shows the message in the chat itself, in its conversation (useJumpToMessage).
 */
export function ChatSearch({
  url,
  ownUserId,
  otherName,
  onJump,
}: {
  url: string
  ownUserId: string
  /** Goes to a hit in the chat's own list, which reads the pages back to it. */
  onJump: (messageId: string) => void
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
  const asked = useDebounced(q, 300)
  const search = useChatSearch<Page>(url, asked)
  const hits = search.data?.pages.flatMap((page) => page.messages) ?? []
  const when = (message: AnyMessage) =>
    new Date(message.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('chat.open')}>
          <Search aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl gap-3">
        <DialogTitle>{t('chat.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('chat.label')}</DialogDescription>
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
                  onClick={() => {
                    setOpen(false)
                    onJump(message.id)
                  }}
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
      </DialogContent>
    </Dialog>
  )
}
