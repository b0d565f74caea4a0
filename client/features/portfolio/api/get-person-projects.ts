import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { Project } from '@shared/schemas/portfolio'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'
import type { FeaturedPage } from './get-featured-projects'

/** One page of a person's public projects; the next page's cursor comes in a header. */
export async function getPersonProjects(userId: string, cursor?: string): Promise<FeaturedPage> {
  const { data, headers } = await api.request<Project[]>(
    'GET',
    withQuery(`/api/profiles/${encodeURIComponent(userId)}/projects`, { cursor }),
  )
  return { projects: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) }
}

/** Prefix of every person's project list. */
export const personProjectsKey = ['portfolio', 'person'] as const

/** Someone's public projects on their profile page, newest first, a page at a time. */
export const personProjectsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...personProjectsKey, userId],
    queryFn: ({ pageParam }) => getPersonProjects(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export const usePersonProjects = (userId: string) => useInfiniteQuery(personProjectsQuery(userId))
