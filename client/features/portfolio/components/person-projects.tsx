import { CircleAlert, FolderOpen } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { usePersonProjects } from '../api/get-person-projects'
import { ProjectGrid, ProjectGridSkeleton } from './project-grid'

type PersonProjectsProps = {
  /** Whose work. */
  userId: string
  /** Their first name, for the words around the list. */
  firstName: string
  /** The signed-in person's id. */
  meId: string
}

/**
 * Someone's public projects on their profile page, newest first, a page at a time; each
 * opens in place, as in Featured, with its address to pass on.
 */
export function PersonProjects({ userId, firstName, meId }: PersonProjectsProps) {
  const { t } = useTranslation(['portfolio', 'common'])
  const headingId = useId()
  const projects = usePersonProjects(userId)

  let body: ReactNode
  if (projects.isPending) {
    body = <ProjectGridSkeleton label={t('person.loading', { name: firstName })} />
  } else if (projects.isError && !projects.data) {
    body = (
      <EmptyState icon={CircleAlert} title={t('person.loadError')} tone="danger">
        <Button variant="outline" onClick={() => projects.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </EmptyState>
    )
  } else {
    const list = projects.data.pages.flatMap((page) => page.projects)
    body =
      list.length === 0 ? (
        <EmptyState icon={FolderOpen} title={t('person.emptyTitle')} role="status">
          <p className="text-muted text-sm">{t('person.emptyText', { name: firstName })}</p>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-6">
          <ProjectGrid
            projects={list}
            meId={meId}
            label={t('person.listLabel', { name: firstName })}
            showOwner={false}
          />
          {projects.isFetchNextPageError && (
            <p role="alert" className="text-center text-danger text-sm">
              {t('featured.loadMoreError')}
            </p>
          )}
          {projects.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={projects.isFetchingNextPage}
              onClick={() => projects.fetchNextPage()}
            >
              {projects.isFetchingNextPage ? t('common:status.loading') : t('common:actions.loadMore')}
            </Button>
          )}
        </div>
      )
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {t('person.title')}
      </h2>
      {body}
    </section>
  )
}
