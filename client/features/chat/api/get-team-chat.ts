import type { TeamChat, TeamMessage } from '@shared/schemas/chat'
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

const PAGE_SIZE = 50

export const getTeamChat = (teamId: string, before?: string) =>
  api.get<TeamChat>(withQuery(`/api/teams/${teamId}/chat`, { before, limit: PAGE_SIZE }))

/** Pages newest first, like a conversation. */
export const teamChatQuery = (teamId: string) =>
  infiniteQueryOptions({
    queryKey: ['team-chat', teamId],
    queryFn: ({ pageParam }) => getTeamChat(teamId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  })

export const useTeamChat = (teamId: string) => useInfiniteQuery(teamChatQuery(teamId))

export const teamChatMessages = (data: InfiniteData<TeamChat> | undefined): TeamMessage[] =>
  data ? data.pages.toReversed().flatMap((page) => page.messages) : []

export function addTeamMessage(queryClient: QueryClient, message: TeamMessage) {
  queryClient.setQueryData(teamChatQuery(message.teamId).queryKey, (data) => {
    if (!data?.pages[0]) return data
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data
    const [newest, ...older] = data.pages
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] }
  })
}
