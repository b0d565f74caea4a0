import type { CreateTeamInput, Team } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { teamsQuery } from './get-teams'

export const createTeam = (input: CreateTeamInput) => api.post<Team>('/api/teams', input)

export const useCreateTeam = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQuery.queryKey }),
  })
}
