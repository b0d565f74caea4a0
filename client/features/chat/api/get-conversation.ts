import type { Conversation, Message } from '@shared/schemas/chat'
import type { MessagesRead } from '@shared/schemas/notifications'
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query'
import { allMessages, getMessagePage, messagePagesQuery, withMessage } from './message-pages'

export const getConversation = (matchId: string, before?: string) =>
  getMessagePage<Conversation>(`/api/conversations/${matchId}/messages`, before)

// Every conversation's key starts with 'conversations': applyMessagesRead finds them by that.
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

/**
 * Someone read a conversation up to `readAt`: the messages they had received by then carry that time
 * (the sender's "Seen"). Works on whichever cached conversation has that id.
 */
export function applyMessagesRead(
  queryClient: QueryClient,
  { conversationId, userId, readAt }: MessagesRead,
) {
  const until = Date.parse(readAt)
  const isNowRead = (message: Message) =>
    message.senderId !== userId && message.readAt === null && Date.parse(message.createdAt) <= until
  queryClient.setQueriesData<InfiniteData<Conversation>>({ queryKey: ['conversations'] }, (data) => {
    if (!data?.pages.some((page) => page.id === conversationId && page.messages.some(isNowRead))) return data
    const pages = data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) => (isNowRead(message) ? { ...message, readAt } : message)),
    }))
    return { ...data, pages }
  })
}

/** The match ended: its messages leave the cache, so nothing of the conversation shows again. */
export const forgetConversation = (queryClient: QueryClient, matchId: string) =>
  queryClient.removeQueries({ queryKey: conversationQuery(matchId).queryKey, exact: true })
