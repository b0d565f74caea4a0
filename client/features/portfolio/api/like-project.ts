import type { LikeResult } from '@shared/schemas/portfolio'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { setProjectLikes } from './project-cache'

/** Idempotent: liking twice counts once. */
export const likeProject = (projectId: string) => api.post<LikeResult>(`/api/portfolio/${projectId}/like`)

export const useLikeProject = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: likeProject,
    onSuccess: (result, projectId) => setProjectLikes(queryClient, projectId, result),
  })
}
