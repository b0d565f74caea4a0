import { CircleAlert, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useFeaturedProjects } from '../api/get-featured-projects'
import { ProjectGrid, ProjectGridSkeleton } from './project-grid'

/** Featured Projects: everyone's public work, most liked first, a page at a time. */
export function FeaturedProjects({ meId }: { meId: string | null }) {
  const { t } = useTranslation(['portfolio', 'common'])
  const featured = useFeaturedProjects()

  if (featured.isPending) return <ProjectGridSkeleton label={t('featured.loading')} />
  if (featured.isError && !featured.data) {
    return (
      <EmptyState icon={CircleAlert} title={t('featured.loadError')} tone="danger">
        <Button variant="outline" onClick={() => featured.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </EmptyState>
    )
  }
  const projects = featured.data.pages.flatMap((page) => page.projects)
  if (projects.length === 0) {
    return (
      <EmptyState icon={Sparkles} title={t('featured.emptyTitle')}>
        <p className="text-muted text-sm">{t('featured.emptyText')}</p>
      </EmptyState>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <ProjectGrid projects={projects} meId={meId} label={t('page.featured')} />
      {featured.isFetchNextPageError && (
        <p role="alert" className="text-center text-danger text-sm">
          {t('featured.loadMoreError')}
        </p>
      )}
      {featured.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={featured.isFetchingNextPage}
          onClick={() => featured.fetchNextPage()}
        >
          {featured.isFetchingNextPage ? t('common:status.loading') : t('common:actions.loadMore')}
        </Button>
      )}
    </div>
  )
}
