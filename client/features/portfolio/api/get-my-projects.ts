import type { Project } from '@shared/schemas/portfolio'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getOrNull } from '@/lib/api-client'

// Signed out there are no projects of mine: a 401 reads as an empty list, not an error (docs/product.md §7).
export const getMyProjects = async () => (await getOrNull<Project[]>('/api/portfolio/user')) ?? []

/** My projects, private ones too, newest first. */
export const myProjectsQuery = queryOptions({ queryKey: ['portfolio', 'mine'], queryFn: getMyProjects })

export const useMyProjects = () => useQuery(myProjectsQuery)
