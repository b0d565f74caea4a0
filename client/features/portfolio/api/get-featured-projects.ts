import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { Project } from '@shared/schemas/portfolio'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { ApiError, withQuery } from '@/lib/api-client'

export interface FeaturedPage {
  projects: Project[]
  nextCursor: string | null
}

// Fetched by hand because the next page's cursor comes in a header, which the shared client drops.
export async function getFeaturedProjects(cursor?: string): Promise<FeaturedPage> {
  const res = await fetch(withQuery('/api/portfolio', { cursor }), { credentials: 'include' })
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText)
  return { projects: (await res.json()) as Project[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) }
}

/** Featured Projects: everyone's public projects, most liked first, a page at a time (signed out too). */
export const featuredProjectsQuery = infiniteQueryOptions({
  queryKey: ['portfolio', 'featured'],
  queryFn: ({ pageParam }) => getFeaturedProjects(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
})

export const useFeaturedProjects = () => useInfiniteQuery(featuredProjectsQuery)
