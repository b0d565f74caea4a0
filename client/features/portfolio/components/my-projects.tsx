import { CircleAlert, FolderOpen } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useMyProjects } from '../api/get-my-projects'
import { ProjectGrid, ProjectGridSkeleton } from './project-grid'
import { UploadProjectDialog } from './upload-project-dialog'

/** My Projects: everything I uploaded, private work too, newest first. */
export function MyProjects({ onCreated }: { onCreated: () => void }) {
  const mine = useMyProjects()

  if (mine.isPending) return <ProjectGridSkeleton label="Loading your projects" />
  if (mine.isError) {
    return (
      <EmptyState icon={CircleAlert} title="Unable to load your projects" tone="danger">
        <Button variant="outline" onClick={() => mine.refetch()}>
          Try again
        </Button>
      </EmptyState>
    )
  }
  if (mine.data.length === 0) {
    return (
      <EmptyState icon={FolderOpen} title="No projects yet">
        <p className="text-muted text-sm">Upload your first project to show people what you make.</p>
        <UploadProjectDialog onCreated={onCreated} />
      </EmptyState>
    )
  }
  return <ProjectGrid projects={mine.data} signedIn />
}
