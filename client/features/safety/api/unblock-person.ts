import type { Block } from '@shared/schemas/safety'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { blocksQuery } from './get-blocks'

/** Lifts a block. The match does not come back: they would have to find each other again. */
export const unblockPerson = (userId: string) => api.delete<void>(`/api/blocks/${encodeURIComponent(userId)}`)

export const useUnblockPerson = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unblockPerson,
    onSuccess: (_, userId) => {
      queryClient.setQueryData(blocksQuery.queryKey, (blocks: Block[] | undefined) =>
        blocks?.filter((block) => block.user.id !== userId),
      )
      refreshSoon(queryClient, blocksQuery.queryKey)
    },
  })
}
