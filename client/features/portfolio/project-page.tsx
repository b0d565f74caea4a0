import type { Project } from '@shared/schemas/portfolio'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, FolderX, Sparkles } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { SignInCallout } from '@/components/sign-in-callout'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth'
import { ApiError } from '@/lib/api-client'
import { forgetProject } from './api/delete-project'
import { useProject } from './api/get-project'
import { EditProjectForm } from './components/edit-project-form'
import { OwnerActions } from './components/owner-actions'
import {
  descriptionClass,
  ProjectActionBar,
  ProjectFacts,
  ProjectImage,
  ProjectOwner,
  ProjectTags,
} from './components/project-details'

// On a laptop the image takes the left column and the words the right, as in the project's dialog.
const layoutClass =
  'flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6 dark:shadow-none lg:grid lg:grid-cols-[minmax(0,1fr)_340px] lg:grid-rows-[auto_1fr] lg:gap-x-6'

/**
 * /portfolio/{id}: one project at an address that can be shared, for members and signed-out
 * visitors alike, as far as its owner's choices allow (the server decides; a 404 never says why).
 */
export function ProjectPage() {
  const { t } = useTranslation(['portfolio', 'common'])
  const { projectId = '' } = useParams<{ projectId: string }>()
  const user = useUser()
  const project = useProject(projectId)
  const meId = user.data?.id ?? null

  let body: ReactNode
  if (project.isPending) {
    body = <ProjectSkeleton />
  } else if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404
    body = (
      <EmptyState
        icon={FolderX}
        tone={missing ? 'brand' : 'danger'}
        headingLevel={2}
        title={t(missing ? 'projectPage.missingTitle' : 'projectPage.failedTitle')}
        className="mx-auto w-full max-w-md"
      >
        <p className="text-muted text-sm">
          {t(missing ? 'projectPage.missingText' : 'common:status.checkConnection')}
        </p>
        {missing ? (
          <Button asChild variant="outline">
            <Link href="/portfolio">{t('projectPage.browse')}</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => project.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        )}
      </EmptyState>
    )
  } else {
    body = <ProjectArticle project={project.data} meId={meId} />
  }

  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-4 px-4 py-6">
      <title>
        {project.data
          ? t('projectPage.documentTitle', { title: project.data.title })
          : t('projectPage.untitled')}
      </title>
      <Link
        href="/portfolio"
        className="inline-flex w-fit items-center gap-1.5 rounded-lg font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('page.title')}
      </Link>
      {body}
      {!meId && !user.isPending && project.isSuccess && (
        <SignInCallout
          icon={Sparkles}
          title={t('projectPage.joinTitle')}
          text={t('projectPage.joinText')}
          className="gap-4 p-4 sm:p-5"
        />
      )}
    </div>
  )
}

function ProjectArticle({ project, meId }: { project: Project; meId: string | null }) {
  const { t } = useTranslation('portfolio')
  const [editing, setEditing] = useState(false)
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const isMine = meId !== null && project.user.id === meId
  const titleId = `project-${project.id}-heading`
  return (
    <article aria-labelledby={titleId} className={layoutClass}>
      <header className="flex flex-col gap-1.5 lg:col-start-2 lg:row-start-1">
        <h1
          id={titleId}
          className="wrap-anywhere font-bold text-2xl leading-tight tracking-tight sm:text-3xl"
        >
          {project.title}
        </h1>
        <ProjectFacts project={project} />
      </header>
      <ProjectImage project={project} className="lg:col-start-1 lg:row-span-2 lg:row-start-1" />
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-2">
        <ProjectOwner project={project} meId={meId} />
        <p className={descriptionClass(project)}>{project.description || t('detail.noDescription')}</p>
        <ProjectTags project={project} />
        <ProjectActionBar
          project={project}
          meId={meId}
          ownerActions={
            isMine && (
              <OwnerActions
                project={project}
                onEdit={() => setEditing(true)}
                onDeleted={() => {
                  // Its page is gone with it: Back must not come here again.
                  navigate('/portfolio?tab=mine', { replace: true })
                  forgetProject(queryClient, project.id)
                }}
              />
            )
          }
        />
      </div>
      {isMine && (
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogContent>
            <EditProjectForm project={project} onDone={() => setEditing(false)} />
          </DialogContent>
        </Dialog>
      )}
    </article>
  )
}

/** The page's shape while the project loads, so nothing jumps when it arrives. */
function ProjectSkeleton() {
  const { t } = useTranslation('portfolio')
  return (
    <div className={layoutClass}>
      <Spinner srLabel={t('projectPage.loading')} className="lg:col-start-2 lg:row-start-1" />
      <Skeleton className="aspect-[4/3] w-full lg:col-start-1 lg:row-span-2 lg:row-start-1" />
      <div className="flex flex-col gap-3 lg:col-start-2 lg:row-start-2">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  )
}

export default ProjectPage
