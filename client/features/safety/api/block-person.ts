import { useMutation, useQueryClient } from '@tanstack/react-query'
import { publicProfileQuery } from '@/features/profile'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { endingFromHere } from './ending-here'
import { forgetMatch } from './forget-match'
import { blocksQuery } from './get-blocks'

/** Blocks a person both ways: neither sees nor messages the other, and their match is hidden. */
export const blockPerson = (userId: string) =>
  endingFromHere(userId, () => api.post<void>('/api/blocks', { userId }))

export const useBlockPerson = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: blockPerson,
    onSuccess: (_, userId) => {
      forgetMatch(queryClient, { userId })
      refreshSoon(queryClient, blocksQuery.queryKey)
      // Their profile is hidden now (404); a page still showing it is leaving, so no refetch under it.
      void queryClient.invalidateQueries({
        queryKey: publicProfileQuery(userId).queryKey,
        refetchType: 'none',
      })
    },
  })
}
