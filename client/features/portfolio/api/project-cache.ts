import type { LikeResult, Project } from '@shared/schemas/portfolio'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { type FeaturedPage, featuredProjectsQuery } from './get-featured-projects'
import { myProjectsQuery } from './get-my-projects'
import { personProjectsKey } from './get-person-projects'
import { projectKey } from './get-project'

const withLikes = (projectId: string, result: LikeResult) => (project: Project) =>
  project.id === projectId ? { ...project, ...result } : project

/**
 * Puts a like's outcome into every cached list that shows the project, and into the project's own
 * page, rather than refetching: a refetch would reorder the featured pages (best first) under the
 * person's pointer.
 */
export function setProjectLikes(queryClient: QueryClient, projectId: string, result: LikeResult) {
  const update = withLikes(projectId, result)
  const updatePages = (data: InfiniteData<FeaturedPage> | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, projects: page.projects.map(update) })),
    }
  queryClient.setQueryData<InfiniteData<FeaturedPage>>(featuredProjectsQuery.queryKey, updatePages)
  queryClient.setQueriesData<InfiniteData<FeaturedPage>>({ queryKey: personProjectsKey }, updatePages)
  queryClient.setQueryData(myProjectsQuery.queryKey, (projects) => projects?.map(update))
  queryClient.setQueryData<Project>([...projectKey, projectId], (project) => project && update(project))
}

/**
 * A project was created, changed or removed: every list that may show it is stale, and so is its page.
 * `removedId`: a deleted project's page is left as it is (its screen is leaving; a refetch would only
 * flash "not available" on the way out) and forgotten once nobody shows it.
 */
export const refreshProjects = (queryClient: QueryClient, removedId?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: featuredProjectsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: myProjectsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: personProjectsKey }),
    queryClient.invalidateQueries({
      queryKey: projectKey,
      predicate: (query) => query.queryKey[2] !== removedId,
    }),
  ])
