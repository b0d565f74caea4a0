import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshProjects } from './project-cache'

export const deleteProject = (projectId: string) => api.delete<void>(`/api/portfolio/${projectId}`)

export const useDeleteProject = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteProject, onSuccess: () => refreshProjects(queryClient) })
}
