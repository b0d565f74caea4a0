import type { Match } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { VideoCallButton } from '@/features/calls'
import { otherPerson } from '@/features/matches'
import { PersonActionsMenu } from '@/features/safety'
import { useActiveChat } from '@/lib/active-chat'
import { conversationMessages, useConversation } from '../api/get-conversation'
import { showConversationRead, useMarkConversationRead } from '../api/mark-conversation-read'
import { useJumpToMessage } from '../hooks/use-jump-to-message'
import { useLiveConversation } from '../hooks/use-live-conversation'
import { useMessageIntent } from '../hooks/use-message-intent'
import { useChatOutbox } from '../hooks/use-outbox'
import { useReadWhileOpen } from '../hooks/use-read-while-open'
import { useTyping } from '../hooks/use-typing'
import { ChatMessages } from './chat-messages'
import { ChatSearch } from './chat-search'
import { ChatWindow } from './chat-window'
import { MessageComposer } from './message-composer'
import { TypingIndicator } from './typing-indicator'

/** A 1:1 conversation: loaded by match, live while open (docs/product.md §2 Matches, §4 Chat). */
export function ConversationPanel({
  match,
  userId,
  onBack,
  onEnded,
  className,
}: {
  match: Match
  userId: string
  onBack?: () => void
  /** The person unmatched or blocked from this chat's menu: the page closes the chat. */
  onEnded?: () => void
  className?: string
}) {
  const { t } = useTranslation(['chat', 'common', 'options'])
  const queryClient = useQueryClient()
  const conversation = useConversation(match.id)
  const conversationId = conversation.data?.pages[0]?.id ?? match.conversationId ?? undefined
  useActiveChat('conversation', conversationId)
  const markRead = useMarkConversationRead(match.id)
  const onReceived = useReadWhileOpen({
    query: conversation,
    // A call's line is not counted as unread, but opening the chat still reads it (and its notification).
    unreadOnOpen:
      match.unreadCount > 0 ||
      (match.lastMessage?.call !== undefined &&
        match.lastMessage.senderId !== userId &&
        !match.lastMessage.readAt),
    onFetched: () => showConversationRead(queryClient, match.id),
    markRead: () => markRead.mutate(),
  })
  const typing = useTyping({ userId, kind: 'conversation', id: conversationId })
  useLiveConversation({
    userId,
    matchId: match.id,
    conversationId,
    onReceived: (message) => {
      typing.stopTyping(message.senderId)
      onReceived()
    },
  })
  const outbox = useChatOutbox(
    userId,
    conversationId ? { kind: 'conversation', matchId: match.id, conversationId } : undefined,
  )
  const person = otherPerson(match, userId)
  const name = `${person.firstName} ${person.lastName}`.trim()
  const online = match.isOnline === true
  const profession = person.profile?.profession
  const messages = conversationMessages(conversation.data)
  const nameOf = (id: string | null) => (id === userId ? t('message.you') : name)
  const { actions, composer, dialog } = useMessageIntent({
    chat: { kind: 'conversation', matchId: match.id },
    nameOf,
    send: outbox.send,
  })
  const jump = useJumpToMessage(conversation, messages)
  const seenMessageId = messages.findLast((m) => m.senderId === userId && m.readAt !== null)?.id

  return (
    <ChatWindow
      className={className}
      title={
        <>
          {name}
          {online && <span className="sr-only">{t('window.online')}</span>}
        </>
      }
      subtitle={profession && t(`options:profession.${profession}`, { defaultValue: profession })}
      avatar={
        // The heading names the person (and says "online"), so the picture is decoration here.
        <span aria-hidden className="contents">
          <Avatar name={name} src={person.profileImageUrl} online={online} />
        </span>
      }
      actions={
        <>
          <ChatSearch
            url={`/api/conversations/${match.id}/messages`}
            ownUserId={userId}
            otherName={name}
            onJump={jump.jumpTo}
          />
          <VideoCallButton matchId={match.id} person={person} />
          <PersonActionsMenu
            person={person}
            matchId={match.id}
            profileHref={`/people/${person.id}`}
            onEnded={onEnded}
          />
        </>
      }
      onBack={onBack}
      backLabel={t('window.backToMatches')}
    >
      <ChatMessages
        query={conversation}
        messages={messages}
        outbox={outbox}
        ownUserId={userId}
        empty={{
          title: t('conversation.emptyTitle'),
          description: t('conversation.emptyDescription', { name: person.firstName }),
        }}
        seenMessageId={seenMessageId}
        jumpTo={jump.jumpTo}
        actions={actions}
        nameOf={nameOf}
      />
      <TypingIndicator names={typing.typers.length > 0 ? [person.firstName] : []} />
      <MessageComposer disabled={!conversationId} {...composer} onTyping={typing.sendTyping} />
      {dialog}
    </ChatWindow>
  )
}
