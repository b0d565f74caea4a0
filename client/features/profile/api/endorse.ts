import type { Endorsement } from '@shared/schemas/reputation'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { publicProfileKey } from './get-public-profile'

export interface EndorseVariables {
  userId: string
  skill: string
  /** Whether the caller endorses it now: then the toggle withdraws. */
  endorsed: boolean
}

/** The Endorse toggle (docs/decisions/051): endorse one of someone's skills, or take it back. */
export const toggleEndorsement = async ({ userId, skill, endorsed }: EndorseVariables): Promise<void> => {
  if (endorsed) await api.delete<void>(`/api/profiles/${userId}/endorsements/${encodeURIComponent(skill)}`)
  else await api.post<Endorsement>(`/api/profiles/${userId}/endorsements`, { skill })
}

export const useToggleEndorsement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleEndorsement,
    onSuccess: (_, { userId }) => queryClient.invalidateQueries({ queryKey: [...publicProfileKey, userId] }),
  })
}
