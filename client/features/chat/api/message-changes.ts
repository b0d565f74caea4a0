import type { Message, TeamMessage } from '@shared/schemas/chat'
import type { ReactionEmoji } from '@shared/schemas/message-changes'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { conversationQuery } from './get-conversation'
import { teamChatQuery } from './get-team-chat'
import { withMessage } from './message-pages'

/** The chat a message belongs to, as the change paths name it. */
export type ChatRef = { kind: 'conversation'; matchId: string } | { kind: 'team'; teamId: string }

const messagePath = (chat: ChatRef, messageId: string) =>
  chat.kind === 'conversation' ? `/api/messages/${messageId}` : `/api/teams/${chat.teamId}/chat/${messageId}`

/**
 * A changed message as this person sees it: `byMe` of its reactions read from who reacted (a live
 * `message-updated` goes to the whole chat, so the server cannot set it per reader).
 */
export const asSeenBy = <M extends Message | TeamMessage>(message: M, userId: string): M => ({
  ...message,
  reactions: message.reactions.map((reaction) => ({ ...reaction, byMe: reaction.userIds.includes(userId) })),
})

/** Puts a changed message in place of the copy held (if this is a later version of it). */
export function applyChangedMessage(queryClient: QueryClient, chat: ChatRef, message: Message | TeamMessage) {
  if (chat.kind === 'conversation') {
    queryClient.setQueryData(conversationQuery(chat.matchId).queryKey, (data) =>
      withMessage(data, message as Message),
    )
  } else {
    queryClient.setQueryData(teamChatQuery(chat.teamId).queryKey, (data) =>
      withMessage(data, message as TeamMessage),
    )
  }
}

/**
 * Edit, delete and react, for one chat: each answer (the message as it is now) replaces the copy held
 * at once; the live `message-updated` brings the same to everyone else. A refusal is a toast in the
 * person's language (too late to edit, deleted meanwhile).
 */
export function useMessageChanges(chat: ChatRef) {
  const queryClient = useQueryClient()
  const onSuccess = (message: Message | TeamMessage) => applyChangedMessage(queryClient, chat, message)
  const onError = (error: unknown) => notify.error(errorMessage(error))
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      api.patch<Message | TeamMessage>(messagePath(chat, id), { content }),
    onSuccess,
    onError,
  })
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<Message | TeamMessage>(messagePath(chat, id)),
    onSuccess,
    onError,
  })
  const react = useMutation({
    mutationFn: ({ id, emoji, on }: { id: string; emoji: ReactionEmoji; on: boolean }) => {
      const path = `${messagePath(chat, id)}/reactions/${encodeURIComponent(emoji)}`
      return on ? api.put<Message | TeamMessage>(path) : api.delete<Message | TeamMessage>(path)
    },
    onSuccess,
    onError,
  })
  return {
    edit: (id: string, content: string) => edit.mutateAsync({ id, content }),
    remove: (id: string) => remove.mutateAsync(id),
    react: (id: string, emoji: ReactionEmoji, on: boolean) => react.mutate({ id, emoji, on }),
  }
}
