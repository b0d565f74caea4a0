import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { Project } from '@shared/schemas/portfolio'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

export interface FeaturedPage {
  projects: Project[]
  nextCursor: string | null
}

/** One page of projects; the next page's cursor comes in a header. */
export async function getFeaturedProjects(cursor?: string): Promise<FeaturedPage> {
  const { data, headers } = await api.request<Project[]>('GET', withQuery('/api/portfolio', { cursor }))
  return { projects: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) }
}

/** Featured Projects: everyone's public projects, most liked first, a page at a time (signed out too). */
export const featuredProjectsQuery = infiniteQueryOptions({
  queryKey: ['portfolio', 'featured'],
  queryFn: ({ pageParam }) => getFeaturedProjects(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
})

export const useFeaturedProjects = () => useInfiniteQuery(featuredProjectsQuery)
