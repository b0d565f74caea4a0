import type { Project } from '@shared/schemas/portfolio'
import { ImageIcon, Lock, Pencil, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useDeleteProject } from '../api/delete-project'
import { ownerName, useProjectLabels } from '../lib/labels'
import { EditProjectForm } from './edit-project-form'
import { LikeButton } from './like-button'

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
 * A project opened from its card (issue 12): the whole image, its words, its maker and its likes; for
 * its owner, Edit (the upload form, in place) and Delete (after a question).
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

type OwnerActionsProps = {
  project: Project
  onEdit: () => void
  /** Focus Edit on arrival (back from the edit form). */
  focusEdit: boolean
  /** Deletion started (true), or failed (false). */
  onDeleting: (deleting: boolean) => void
}

type ProjectViewProps = Omit<ProjectDetailDialogProps, 'focusAfterDelete'> & OwnerActionsProps

function ProjectView({ project, meId, onEdit, focusEdit, onDeleting }: ProjectViewProps) {
  const { t } = useTranslation('portfolio')
  const labels = useProjectLabels()
  const f = useFormat()
  const isMine = meId !== null && project.user.id === meId
  return (
    <>
      {/* On a laptop the image takes the left column and the words the right; on a phone they stack. */}
      <DialogHeader className="lg:col-start-2 lg:row-start-1">
        <DialogTitle className="wrap-anywhere">{project.title}</DialogTitle>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted text-sm">
          <Badge>{labels.projectType(project.projectType)}</Badge>
          {!project.isPublic && (
            <Badge variant="outline">
              <Lock aria-hidden />
              {t('card.private')}
            </Badge>
          )}
          <span>{t('detail.added', { date: f.date(project.createdAt) })}</span>
        </div>
      </DialogHeader>
      <ProjectImage project={project} />
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-2">
        <Owner project={project} meId={meId} />
        <DialogDescription
          className={cn(
            'whitespace-pre-line wrap-anywhere text-base',
            project.description ? 'text-foreground' : 'text-muted',
          )}
        >
          {project.description || t('detail.noDescription')}
        </DialogDescription>
        {project.tags.length > 0 && (
          <ul aria-label={t('card.tags')} className="flex flex-wrap gap-1.5">
            {project.tags.map((tag) => (
              <li key={tag} className="max-w-full">
                <Badge className="max-w-full">
                  <span className="truncate">{tag}</span>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3">
          <LikeButton project={project} signedIn={meId !== null} />
          {isMine && (
            <OwnerActions project={project} onEdit={onEdit} focusEdit={focusEdit} onDeleting={onDeleting} />
          )}
        </div>
      </div>
    </>
  )
}

/** The whole image, never cropped, as tall as the screen allows beside the words. */
function ProjectImage({ project }: { project: Project }) {
  return (
    <div className="grid place-items-center overflow-hidden rounded-xl bg-surface-muted lg:col-start-1 lg:row-span-2 lg:row-start-1">
      {project.imageUrl ? (
        <img
          src={project.imageUrl}
          alt={project.title}
          decoding="async"
          className="max-h-[45dvh] w-full object-contain sm:max-h-[55dvh] lg:max-h-[calc(100dvh-7rem)]"
        />
      ) : (
        <div className="grid aspect-[4/3] max-h-[30dvh] w-full place-items-center bg-primary/10 text-primary lg:max-h-none">
          <ImageIcon aria-hidden className="size-12" />
        </div>
      )}
    </div>
  )
}

/** Who made it: their profile for members (mine is /profile), plain text for visitors (no profiles). */
function Owner({ project, meId }: { project: Project; meId: string | null }) {
  const { t } = useTranslation('portfolio')
  const name = ownerName(project)
  const isMine = project.user.id === meId
  const avatar = (
    // The name says who it is; the picture would only repeat it to a screen reader.
    <span aria-hidden>
      <Avatar size="sm" name={name} src={project.user.profileImageUrl} />
    </span>
  )
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <span className="shrink-0 text-muted">{t('detail.owner')}</span>
      {meId ? (
        <Link
          href={isMine ? '/profile' : `/people/${project.user.id}`}
          className="inline-flex min-w-0 items-center gap-2 rounded-full pr-2 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {avatar}
          <span className="wrap-anywhere">{isMine ? t('detail.you', { name }) : name}</span>
        </Link>
      ) : (
        <span className="inline-flex min-w-0 items-center gap-2 font-medium">
          {avatar}
          <span className="wrap-anywhere">{name}</span>
        </span>
      )}
    </div>
  )
}

function OwnerActions({ project, onEdit, focusEdit, onDeleting }: OwnerActionsProps) {
  const { t } = useTranslation('portfolio')
  const deleteProject = useDeleteProject()
  const [confirming, setConfirming] = useState(false)

  // Awaited rather than per-call callbacks: the card, and this component with it, leaves the list as
  // soon as the lists are refetched, and a gone component hears no callbacks.
  const remove = async () => {
    onDeleting(true)
    try {
      await deleteProject.mutateAsync(project.id)
    } catch (error) {
      onDeleting(false)
      const reason = errorMessage(error, 'refusal')
      notify.error(t('detail.deleteError'), reason ?? t('detail.deleteFailed'))
      throw error
    }
    notify.success(t('detail.deleted'), t('detail.deletedText', { title: project.title }))
  }

  return (
    <div className="flex flex-wrap gap-2">
      {/* Focus comes back here from the edit form this button opened. */}
      <Button variant="outline" size="sm" onClick={onEdit} autoFocus={focusEdit}>
        <Pencil aria-hidden />
        {t('detail.edit')}
      </Button>
      <Button variant="outline" size="sm" className="text-danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        {t('detail.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.deleteTitle', { title: project.title })}
        description={t('detail.deleteText')}
        confirmLabel={t('detail.delete')}
        busyLabel={t('detail.deleting')}
        onConfirm={remove}
      />
    </div>
  )
}
