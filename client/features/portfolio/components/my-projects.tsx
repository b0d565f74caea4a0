import { CircleAlert, FolderOpen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useMyProjects } from '../api/get-my-projects'
import { ProjectGrid, ProjectGridSkeleton } from './project-grid'
import { UploadProjectDialog } from './upload-project-dialog'

/** My Projects: everything I uploaded, private work too, newest first. */
export function MyProjects({ meId, onCreated }: { meId: string; onCreated: () => void }) {
  const { t } = useTranslation(['portfolio', 'common'])
  const mine = useMyProjects()

  if (mine.isPending) return <ProjectGridSkeleton label={t('mine.loading')} />
  if (mine.isError) {
    return (
      <EmptyState icon={CircleAlert} title={t('mine.loadError')} tone="danger">
        <Button variant="outline" onClick={() => mine.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </EmptyState>
    )
  }
  if (mine.data.length === 0) {
    return (
      <EmptyState icon={FolderOpen} title={t('mine.emptyTitle')}>
        <p className="text-muted text-sm">{t('mine.emptyText')}</p>
        <UploadProjectDialog onCreated={onCreated} />
      </EmptyState>
    )
  }
  return <ProjectGrid projects={mine.data} meId={meId} label={t('page.mine')} />
}
