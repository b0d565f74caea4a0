import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { projectKey } from './get-project'
import { refreshProjects } from './project-cache'

export const deleteProject = (projectId: string) => api.delete<void>(`/api/portfolio/${projectId}`)

/** A deleted project's page data, once no screen shows it: a later visit asks the server again. */
export const forgetProject = (queryClient: QueryClient, projectId: string) =>
  queryClient.removeQueries({ queryKey: [...projectKey, projectId], type: 'inactive' })

export const useDeleteProject = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, projectId) => {
      forgetProject(queryClient, projectId)
      return refreshProjects(queryClient, projectId)
    },
  })
}
