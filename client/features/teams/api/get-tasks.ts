import type { Task } from '@shared/schemas/teams'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getTasks = (teamId: string) => api.get<Task[]>(`/api/teams/${teamId}/tasks`)

/** A team's task manager list, oldest first (members only). */
export const tasksQuery = (teamId: string) =>
  queryOptions({ queryKey: ['teams', teamId, 'tasks'], queryFn: () => getTasks(teamId) })

export const useTasks = (teamId: string) => useQuery(tasksQuery(teamId))
