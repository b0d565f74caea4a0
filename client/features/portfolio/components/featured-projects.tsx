import { CircleAlert, Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useFeaturedProjects } from '../api/get-featured-projects'
import { ProjectGrid, ProjectGridSkeleton } from './project-grid'

/** Featured Projects: everyone's public work, most liked first, a page at a time. */
export function FeaturedProjects({ signedIn }: { signedIn: boolean }) {
  const featured = useFeaturedProjects()

  if (featured.isPending) return <ProjectGridSkeleton label="Loading featured projects" />
  if (featured.isError && !featured.data) {
    return (
      <EmptyState icon={CircleAlert} title="Unable to load projects" tone="danger">
        <Button variant="outline" onClick={() => featured.refetch()}>
          Try again
        </Button>
      </EmptyState>
    )
  }
  const projects = featured.data.pages.flatMap((page) => page.projects)
  if (projects.length === 0) {
    return (
      <EmptyState icon={Sparkles} title="No projects yet">
        <p className="text-muted text-sm">Nobody has shared their work yet. Check back soon.</p>
      </EmptyState>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <ProjectGrid projects={projects} signedIn={signedIn} />
      {featured.isFetchNextPageError && (
        <p role="alert" className="text-center text-danger text-sm">
          Could not load more projects. Please try again.
        </p>
      )}
      {featured.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={featured.isFetchingNextPage}
          onClick={() => featured.fetchNextPage()}
        >
          {featured.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  )
}
