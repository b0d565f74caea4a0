import type { LikeResult } from '@shared/schemas/portfolio'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { setProjectLikes } from './project-cache'

export const unlikeProject = (projectId: string) => api.delete<LikeResult>(`/api/portfolio/${projectId}/like`)

export const useUnlikeProject = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unlikeProject,
    onSuccess: (result, projectId) => setProjectLikes(queryClient, projectId, result),
  })
}
