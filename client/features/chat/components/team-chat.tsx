import { Users } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { teamChatMessages, useTeamChat } from '../api/get-team-chat'
import { useSendTeamMessage } from '../api/send-team-message'
import { useLiveTeamChat } from '../hooks/use-live-team-chat'
import { ChatWindow } from './chat-window'
import { MessageComposer } from './message-composer'
import { EmptyChat, MessageList } from './message-list'

/**
 * The Team Chat view of /teams (spec §2): members' messages live, others' with their name, a fixed
 * panel height. `title` defaults to "Team Chat"; the teams page may pass the team's name.
 */
export function TeamChat({
  teamId,
  onBack,
  title = 'Team Chat',
  className,
}: {
  teamId: string
  onBack?: () => void
  title?: string
  className?: string
}) {
  const { data: user } = useUser()
  if (!user) return null
  return <TeamChatView teamId={teamId} userId={user.id} onBack={onBack} title={title} className={className} />
}

function TeamChatView({
  teamId,
  userId,
  onBack,
  title,
  className,
}: {
  teamId: string
  userId: string
  onBack?: () => void
  title: string
  className?: string
}) {
  const chat = useTeamChat(teamId)
  useLiveTeamChat({ userId, teamId })
  const send = useSendTeamMessage()
  const messages = teamChatMessages(chat.data).map((message) => ({
    ...message,
    senderName: `${message.sender.firstName} ${message.sender.lastName}`.trim(),
  }))

  return (
    <ChatWindow
      title={title}
      onBack={onBack}
      backLabel="Back to teams"
      avatar={
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Users className="size-5" aria-hidden />
        </span>
      }
      className={className ?? 'h-[560px]'}
    >
      {chat.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading messages..." />
        </div>
      ) : chat.isError ? (
        <EmptyChat title="Unable to load messages" description="Check your connection and try again.">
          <Button variant="outline" size="sm" onClick={() => chat.refetch()}>
            Try again
          </Button>
        </EmptyChat>
      ) : (
        <MessageList
          messages={messages}
          ownUserId={userId}
          empty={{ title: 'No messages yet', description: 'Start the conversation with your team!' }}
          hasOlder={chat.hasNextPage}
          loadingOlder={chat.isFetchingNextPage}
          onLoadOlder={() => chat.fetchNextPage()}
        />
      )}
      <MessageComposer pending={send.isPending} onSend={(content) => send.mutateAsync({ teamId, content })} />
    </ChatWindow>
  )
}
