import type { CreateProjectInput, Project } from '@shared/schemas/portfolio'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshProjects } from './project-cache'

export const createProject = (input: CreateProjectInput) => api.post<Project>('/api/portfolio', input)

export const useCreateProject = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createProject, onSuccess: () => refreshProjects(queryClient) })
}
