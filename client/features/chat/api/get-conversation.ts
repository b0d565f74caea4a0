import type { Conversation, Message } from '@shared/schemas/chat'
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

const PAGE_SIZE = 50

export const getConversation = (matchId: string, before?: string) =>
  api.get<Conversation>(withQuery(`/api/conversations/${matchId}/messages`, { before, limit: PAGE_SIZE }))

/** Pages newest first: page 0 is the latest messages, each next page the older ones before it. */
export const conversationQuery = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: ['conversations', matchId],
    queryFn: ({ pageParam }) => getConversation(matchId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  })

export const useConversation = (matchId: string) => useInfiniteQuery(conversationQuery(matchId))

/** All loaded messages of a conversation, oldest to newest. */
export const conversationMessages = (data: InfiniteData<Conversation> | undefined): Message[] =>
  data ? data.pages.toReversed().flatMap((page) => page.messages) : []

/** Adds a message (sent or received live) to the cached conversation, once. */
export function addMessageToConversation(queryClient: QueryClient, matchId: string, message: Message) {
  queryClient.setQueryData(conversationQuery(matchId).queryKey, (data) => {
    if (!data?.pages[0]) return data
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data
    const [newest, ...older] = data.pages
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] }
  })
}
