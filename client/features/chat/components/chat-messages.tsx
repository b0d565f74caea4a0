import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { JumpToMessage } from '../hooks/use-jump-to-message'
import type { useChatOutbox } from '../hooks/use-outbox'
import { withPending } from '../lib/with-pending'
import { type ChatMessageView, EmptyChat, type MessageActions, MessageList } from './message-list'

type ChatMessagesProps = {
  /** The chat's query: its first page, and older pages loaded on demand. */
  query: {
    isPending: boolean
    isError: boolean
    refetch: () => unknown
    hasNextPage: boolean
    isFetchingNextPage: boolean
    fetchNextPage: () => Promise<unknown>
  }
  /** The stored messages, oldest first. */
  messages: (ChatMessageView & { clientId?: string })[]
  outbox: Pick<ReturnType<typeof useChatOutbox>, 'pending' | 'retry' | 'discard'>
  ownUserId: string
  empty: { title: string; description: string }
  seenMessageId?: string
  /** Goes to a message anywhere in the chat (a reply's original), reading older pages as needed. */
  jumpTo?: (messageId: string) => void
  actions?: MessageActions
  nameOf?: (userId: string | null) => string
}

/**
 * The messages of a chat window, 1:1 or team: a spinner while loading, a failure with Try again, or the
 * stored messages followed by one's own pending ones.
 */
export function ChatMessages({
  query,
  messages,
  outbox,
  ownUserId,
  empty,
  seenMessageId,
  jumpTo,
  actions,
  nameOf,
}: ChatMessagesProps) {
  const { t } = useTranslation(['chat', 'common'])
  if (query.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('load.loading')} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <EmptyChat title={t('load.failed')} description={t('common:status.checkConnection')}>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </EmptyChat>
    )
  }
  const list = (
    <MessageList
      messages={withPending(messages, outbox.pending, ownUserId)}
      failedActions={{ onRetry: outbox.retry, onDiscard: outbox.discard }}
      ownUserId={ownUserId}
      empty={empty}
      hasOlder={query.hasNextPage}
      loadingOlder={query.isFetchingNextPage}
      onLoadOlder={() => query.fetchNextPage()}
      seenMessageId={seenMessageId}
      actions={actions}
      nameOf={nameOf}
    />
  )
  return jumpTo ? <JumpToMessage.Provider value={jumpTo}>{list}</JumpToMessage.Provider> : list
}
