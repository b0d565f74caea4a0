import type { Project } from '@shared/schemas/portfolio'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { EditProjectForm } from './edit-project-form'
import { OwnerActions, type OwnerActionsProps } from './owner-actions'
import {
  descriptionClass,
  ProjectActionBar,
  ProjectFacts,
  ProjectImage,
  ProjectOwner,
  ProjectTags,
} from './project-details'

type ProjectDetailDialogProps = {
  project: Project
  meId: string | null
  /**
   * Where focus may go once the project is deleted (its card, whose button had it, leaves with it),
   * asked as deletion starts, best first; the first still on the page gets it.
   */
  focusAfterDelete?: () => HTMLElement[]
}

/**
 * A project opened from its card: the whole image, its words, its maker and its likes, and
 * Copy link to its own page; for its owner, Edit (the upload form, in place) and Delete
 * (after a question). The card keeps the grid beneath it; its address opens the same parts as a page.
 */
export function ProjectDetailDialog({ project, meId, focusAfterDelete }: ProjectDetailDialogProps) {
  const { t } = useTranslation('common')
  const [editing, setEditing] = useState(false)
  // Back from the form, focus returns to Edit rather than to the top of the dialog.
  const [backFromEdit, setBackFromEdit] = useState(false)
  const deleted = useRef<HTMLElement[] | null>(null)
  return (
    <DialogContent
      closeLabel={t('actions.close')}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return
        event.preventDefault()
        deleted.current.find((element) => element.isConnected)?.focus({ preventScroll: true })
      }}
      className={cn(
        !editing &&
          'lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_340px] lg:grid-rows-[auto_1fr] lg:gap-x-6',
      )}
    >
      {editing ? (
        <EditProjectForm
          project={project}
          onDone={() => {
            setEditing(false)
            setBackFromEdit(true)
          }}
        />
      ) : (
        <ProjectView
          project={project}
          meId={meId}
          onEdit={() => setEditing(true)}
          focusEdit={backFromEdit}
          onDeleting={(deleting) => {
            deleted.current = deleting ? (focusAfterDelete?.() ?? []) : null
          }}
        />
      )}
    </DialogContent>
  )
}

type ProjectViewProps = Omit<ProjectDetailDialogProps, 'focusAfterDelete'> &
  Pick<OwnerActionsProps, 'onEdit' | 'focusEdit' | 'onDeleting'>

function ProjectView({ project, meId, onEdit, focusEdit, onDeleting }: ProjectViewProps) {
  const isMine = meId !== null && project.user.id === meId
  return (
    <>
      {/* On a laptop the image takes the left column and the words the right; on a phone they stack. */}
      <DialogHeader className="lg:col-start-2 lg:row-start-1">
        <DialogTitle className="wrap-anywhere">{project.title}</DialogTitle>
        <ProjectFacts project={project} />
      </DialogHeader>
      <ProjectImage project={project} className="lg:col-start-1 lg:row-span-2 lg:row-start-1" />
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-2">
        <ProjectOwner project={project} meId={meId} />
        <DialogDescription className={descriptionClass(project)}>
          <DescriptionText project={project} />
        </DialogDescription>
        <ProjectTags project={project} />
        <ProjectActionBar
          project={project}
          meId={meId}
          ownerActions={
            isMine && (
              <OwnerActions project={project} onEdit={onEdit} focusEdit={focusEdit} onDeleting={onDeleting} />
            )
          }
        />
      </div>
    </>
  )
}

function DescriptionText({ project }: { project: Project }) {
  const { t } = useTranslation('portfolio')
  return project.description || t('detail.noDescription')
}
