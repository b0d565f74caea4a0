import type { Project } from '@shared/schemas/portfolio'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getProject = (projectId: string) =>
  api.get<Project>(`/api/portfolio/${encodeURIComponent(projectId)}`)

/** Prefix of every single project's query. */
export const projectKey = ['portfolio', 'project'] as const

/**
 * One project at its address (/portfolio/{id}), for visitors too. 404 means private, hidden from this
 * viewer (a block, a suspension) or gone: the three look alike on purpose.
 */
export const projectQuery = (projectId: string) =>
  queryOptions({ queryKey: [...projectKey, projectId], queryFn: () => getProject(projectId) })

export const useProject = (projectId: string) => useQuery(projectQuery(projectId))
