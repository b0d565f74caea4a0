import type { Project } from '@shared/schemas/portfolio'
import { ImageIcon, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ShareButton } from '@/components/share-button'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { ownerName, useProjectLabels } from '../lib/labels'
import { LikeButton } from './like-button'

// The parts of an opened project, shared by its dialog (from a card) and its page (/portfolio/{id}),
// which differ only in what holds them: a dialog's title and description, or a page's heading.

export const projectPath = (project: Pick<Project, 'id'>) => `/portfolio/${project.id}`

/** Type, Private, and when it was added, under the title. */
export function ProjectFacts({ project }: { project: Project }) {
  const { t } = useTranslation('portfolio')
  const labels = useProjectLabels()
  const f = useFormat()
  return (
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
  )
}

/** The description's look; empty, a muted line says so. */
export const descriptionClass = (project: Project) =>
  cn('whitespace-pre-line wrap-anywhere text-base', project.description ? 'text-foreground' : 'text-muted')

/** The whole image, never cropped, as tall as the screen allows beside the words. */
export function ProjectImage({ project, className }: { project: Project; className?: string }) {
  return (
    <div className={cn('grid place-items-center overflow-hidden rounded-xl bg-surface-muted', className)}>
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
export function ProjectOwner({ project, meId }: { project: Project; meId: string | null }) {
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

export function ProjectTags({ project }: { project: Project }) {
  const { t } = useTranslation('portfolio')
  if (project.tags.length === 0) return null
  return (
    <ul aria-label={t('card.tags')} className="flex flex-wrap gap-1.5">
      {project.tags.map((tag) => (
        <li key={tag} className="max-w-full">
          <Badge className="max-w-full">
            <span className="truncate">{tag}</span>
          </Badge>
        </li>
      ))}
    </ul>
  )
}

/**
 * The bar under the words: the like, the project's address to pass on (a private project has no
 * address worth sharing: only its owner may open it), and the owner's own actions.
 */
export function ProjectActionBar({
  project,
  meId,
  ownerActions,
}: {
  project: Project
  meId: string | null
  ownerActions?: ReactNode
}) {
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3">
      <LikeButton project={project} signedIn={meId !== null} />
      <div className="flex flex-wrap gap-2">
        {project.isPublic && <ShareButton path={projectPath(project)} title={project.title} />}
        {ownerActions}
      </div>
    </div>
  )
}
