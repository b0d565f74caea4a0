import type { TeamMessage } from '@shared/schemas/chat'
import type { Team } from '@shared/schemas/teams'
import type { QueryClient } from '@tanstack/react-query'
import { teamsQuery } from './get-teams'

/** A team chat was read: its unread badge goes without refetching every team. */
export function markTeamRead(queryClient: QueryClient, teamId: string) {
  queryClient.setQueryData(teamsQuery.queryKey, (teams: Team[] | undefined) =>
    teams?.some((team) => team.id === teamId && team.unreadCount > 0)
      ? teams.map((team) => (team.id === teamId ? { ...team, unreadCount: 0 } : team))
      : teams,
  )
}

/**
 * Keeps the cached Team Chats list in step with a team message sent or received live: it becomes that
 * team's last message, unread unless `read` (the chat is on screen), as the matches list does.
 */
export function showMessageInTeams(
  queryClient: QueryClient,
  message: TeamMessage,
  { read }: { read: boolean },
) {
  queryClient.setQueryData(teamsQuery.queryKey, (teams: Team[] | undefined) => {
    const team = teams?.find((candidate) => candidate.id === message.teamId)
    if (!teams || !team || team.lastMessage?.id === message.id) return teams
    const unreadCount = read ? 0 : team.unreadCount + 1
    return teams.map((t) => (t === team ? { ...team, lastMessage: message, unreadCount } : t))
  })
}
