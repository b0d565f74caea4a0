import type { Conversation, Message } from '@shared/schemas/chat'
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query'
import { allMessages, getMessagePage, messagePagesQuery, withMessage } from './message-pages'

export const getConversation = (matchId: string, before?: string) =>
  getMessagePage<Conversation>(`/api/conversations/${matchId}/messages`, before)

export const conversationQuery = (matchId: string) =>
  messagePagesQuery(['conversations', matchId], (before) => getConversation(matchId, before))

export const useConversation = (matchId: string) => useInfiniteQuery(conversationQuery(matchId))

/** All loaded messages of a conversation, oldest to newest. */
export const conversationMessages = (data: InfiniteData<Conversation> | undefined): Message[] =>
  allMessages(data)

/** Adds a message (sent or received live) to the cached conversation, once. */
export function addMessageToConversation(queryClient: QueryClient, matchId: string, message: Message) {
  queryClient.setQueryData(conversationQuery(matchId).queryKey, (data) => withMessage(data, message))
}
