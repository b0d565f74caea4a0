import type { TeamChat, TeamMessage } from '@shared/schemas/chat'
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query'
import { allMessages, getMessagePage, messagePagesQuery, withMessage } from './message-pages'

export const getTeamChat = (teamId: string, before?: string) =>
  getMessagePage<TeamChat>(`/api/teams/${teamId}/chat`, before)

/** Pages newest first, like a conversation. */
export const teamChatQuery = (teamId: string) =>
  messagePagesQuery(['team-chat', teamId], (before) => getTeamChat(teamId, before))

export const useTeamChat = (teamId: string) => useInfiniteQuery(teamChatQuery(teamId))

export const teamChatMessages = (data: InfiniteData<TeamChat> | undefined): TeamMessage[] => allMessages(data)

export function addTeamMessage(queryClient: QueryClient, message: TeamMessage) {
  queryClient.setQueryData(teamChatQuery(message.teamId).queryKey, (data) => withMessage(data, message))
}
