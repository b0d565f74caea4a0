import type { LikeResult, Project } from '@shared/schemas/portfolio'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { type FeaturedPage, featuredProjectsQuery } from './get-featured-projects'
import { myProjectsQuery } from './get-my-projects'

const withLikes = (projectId: string, result: LikeResult) => (project: Project) =>
  project.id === projectId ? { ...project, ...result } : project

/**
 * Puts a like's outcome into every cached list that shows the project, rather than refetching the
 * featured pages: a refetch would reorder them (best first) under the person's pointer.
 */
export function setProjectLikes(queryClient: QueryClient, projectId: string, result: LikeResult) {
  const update = withLikes(projectId, result)
  queryClient.setQueryData<InfiniteData<FeaturedPage>>(
    featuredProjectsQuery.queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, projects: page.projects.map(update) })),
      },
  )
  queryClient.setQueryData(myProjectsQuery.queryKey, (projects) => projects?.map(update))
}

/** A project was created, changed or removed: every list that may show it is stale. */
export const refreshProjects = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: featuredProjectsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: myProjectsQuery.queryKey }),
  ])
