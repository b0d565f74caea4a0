import { useQueryClient } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useUser } from '@/features/auth'
import { useTeams } from '@/features/teams'
import { useActiveChat } from '@/lib/active-chat'
import { teamChatMessages, useTeamChat } from '../api/get-team-chat'
import { showTeamChatRead, useMarkTeamChatRead } from '../api/mark-team-chat-read'
import { useJumpToMessage } from '../hooks/use-jump-to-message'
import { useLiveTeamChat } from '../hooks/use-live-team-chat'
import { useMessageIntent } from '../hooks/use-message-intent'
import { useChatOutbox } from '../hooks/use-outbox'
import { useReadWhileOpen } from '../hooks/use-read-while-open'
import { useTyping } from '../hooks/use-typing'
import { ChatMessages } from './chat-messages'
import { ChatSearch } from './chat-search'
import { ChatWindow } from './chat-window'
import { MessageComposer } from './message-composer'
import { TypingIndicator } from './typing-indicator'

/**
 * The Team Chat view of /teams (docs/product.md §2): members' messages live, others' with their name, a fixed
 * panel height. `title` defaults to "Team Chat"; the teams page may pass the team's name.
 */
export function TeamChat({
  teamId,
  onBack,
  backLabel,
  title,
  className,
}: {
  teamId: string
  onBack?: () => void
  /** Where Back goes, in words: "Back to teams" unless the caller says otherwise. */
  backLabel?: string
  title?: string
  className?: string
}) {
  const { t } = useTranslation('chat')
  const { data: user } = useUser()
  if (!user) return null
  return (
    <TeamChatView
      teamId={teamId}
      userId={user.id}
      onBack={onBack}
      backLabel={backLabel ?? t('window.backToTeams')}
      title={title ?? t('team.title')}
      className={className}
    />
  )
}

function TeamChatView({
  teamId,
  userId,
  onBack,
  backLabel,
  title,
  className,
}: {
  teamId: string
  userId: string
  onBack?: () => void
  backLabel: string
  title: string
  className?: string
}) {
  const { t } = useTranslation(['chat', 'common'])
  const queryClient = useQueryClient()
  const chat = useTeamChat(teamId)
  const team = useTeams().data?.find((candidate) => candidate.id === teamId)
  useActiveChat('team', teamId)
  const markRead = useMarkTeamChatRead(teamId)
  const onReceived = useReadWhileOpen({
    query: chat,
    unreadOnOpen: (team?.unreadCount ?? 0) > 0,
    onFetched: () => showTeamChatRead(queryClient, teamId),
    markRead: () => markRead.mutate(),
  })
  const typing = useTyping({ userId, kind: 'team', id: teamId })
  useLiveTeamChat({
    userId,
    teamId,
    onReceived: (message) => {
      typing.stopTyping(message.senderId)
      onReceived()
    },
  })
  // Typing events carry only an id: the name comes from the team's members.
  const firstNameOf = (memberId: string) =>
    team?.members.find((member) => member.userId === memberId)?.user.firstName ?? t('team.someone')
  const outbox = useChatOutbox(userId, { kind: 'team', teamId })
  const members = team?.members ?? []
  const nameOf = (id: string | null) => {
    if (id === userId) return t('message.you')
    const member = members.find((candidate) => candidate.userId === id)?.user
    return member ? `${member.firstName} ${member.lastName}`.trim() : t('team.someone')
  }
  const mentionables = members
    .filter((member) => member.userId !== userId)
    .map((member) => ({ id: member.userId, name: `${member.user.firstName} ${member.user.lastName}`.trim() }))
  const { actions, composer, dialog } = useMessageIntent({
    chat: { kind: 'team', teamId },
    nameOf,
    send: outbox.send,
  })
  const messages = teamChatMessages(chat.data).map((message) => ({
    ...message,
    senderName: `${message.sender.firstName} ${message.sender.lastName}`.trim(),
  }))
  const jump = useJumpToMessage(chat, messages)

  return (
    <ChatWindow
      title={title}
      onBack={onBack}
      backLabel={backLabel}
      actions={<ChatSearch url={`/api/teams/${teamId}/chat`} ownUserId={userId} onJump={jump.jumpTo} />}
      avatar={
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Users className="size-5" aria-hidden />
        </span>
      }
      className={className ?? 'h-[560px]'}
    >
      <ChatMessages
        query={chat}
        messages={messages}
        outbox={outbox}
        ownUserId={userId}
        empty={{ title: t('conversation.emptyTitle'), description: t('team.emptyDescription') }}
        jumpTo={jump.jumpTo}
        actions={actions}
        nameOf={nameOf}
      />
      <TypingIndicator names={typing.typers.map(firstNameOf)} />
      <MessageComposer {...composer} mentionables={mentionables} onTyping={typing.sendTyping} />
      {dialog}
    </ChatWindow>
  )
}
