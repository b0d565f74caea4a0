import type { Match } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { otherPerson } from '@/features/matches/api/get-matches'
import { markMatchRead } from '@/features/matches/api/matches-cache'
import { conversationMessages, useConversation } from '../api/get-conversation'
import { useSendMessage } from '../api/send-message'
import { useLiveConversation } from '../hooks/use-live-conversation'
import { ChatWindow } from './chat-window'
import { MessageComposer } from './message-composer'
import { EmptyChat, MessageList } from './message-list'

/** A 1:1 conversation: loaded by match, live while open (spec §2 Matches, §4 Chat). */
export function ConversationPanel({
  match,
  userId,
  onBack,
  className,
}: {
  match: Match
  userId: string
  onBack?: () => void
  className?: string
}) {
  const queryClient = useQueryClient()
  const conversation = useConversation(match.id)
  const loadedAt = conversation.dataUpdatedAt
  useEffect(() => {
    if (loadedAt) markMatchRead(queryClient, match.id)
  }, [queryClient, match.id, loadedAt])
  const conversationId = conversation.data?.pages[0]?.id ?? match.conversationId ?? undefined
  useLiveConversation({ userId, matchId: match.id, conversationId })
  const send = useSendMessage(match.id)
  const person = otherPerson(match, userId)
  const name = `${person.firstName} ${person.lastName}`.trim()

  return (
    <ChatWindow
      className={className}
      title={name}
      subtitle={person.profile?.profession}
      avatar={
        <span aria-hidden className="contents">
          <Avatar name={name} src={person.profileImageUrl} />
        </span>
      }
      onBack={onBack}
      backLabel="Back to matches"
    >
      {conversation.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading messages..." />
        </div>
      ) : conversation.isError ? (
        <EmptyChat title="Unable to load messages" description="Check your connection and try again.">
          <Button variant="outline" size="sm" onClick={() => conversation.refetch()}>
            Try again
          </Button>
        </EmptyChat>
      ) : (
        <MessageList
          messages={conversationMessages(conversation.data)}
          ownUserId={userId}
          empty={{ title: 'No messages yet', description: `Say hello to ${person.firstName}!` }}
          hasOlder={conversation.hasNextPage}
          loadingOlder={conversation.isFetchingNextPage}
          onLoadOlder={() => conversation.fetchNextPage()}
        />
      )}
      <MessageComposer
        pending={send.isPending}
        disabled={!conversationId}
        onSend={(content) => send.mutateAsync({ conversationId, content })}
      />
    </ChatWindow>
  )
}
