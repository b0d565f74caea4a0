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
