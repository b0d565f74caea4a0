import type { Project, UpdateProjectInput } from '@shared/schemas/portfolio'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshProjects } from './project-cache'

export interface UpdateProjectVariables {
  projectId: string
  input: UpdateProjectInput
}

export const updateProject = ({ projectId, input }: UpdateProjectVariables) =>
  api.patch<Project>(`/api/portfolio/${projectId}`, input)

export const useUpdateProject = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateProject, onSuccess: () => refreshProjects(queryClient) })
}
