import type { Project } from '@shared/schemas/portfolio'
import { ImageIcon, Lock } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Dialog, DialogTrigger } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { ownerName, useProjectLabels } from '../lib/labels'
import { LikeButton } from './like-button'
import { ProjectDetailDialog } from './project-detail-dialog'

const SHOWN_TAGS = 3

type ProjectCardProps = {
  project: Project
  /** The signed-in person's id (their own projects get Edit and Delete), or null for a visitor. */
  meId: string | null
  /** "by {name}" under the title; not on the maker's own page, where every card would repeat it. */
  showOwner?: boolean
}

/**
 * A portfolio project: image, title, who made it, type, up to three tags, and its likes. The title is
 * the button that opens the project; its ::after covers the card, so the whole card opens
 * it on a click, while the like button sits above that layer and only likes.
 */
export function ProjectCard({ project, meId, showOwner = true }: ProjectCardProps) {
  const { t } = useTranslation('portfolio')
  const labels = useProjectLabels()
  const f = useFormat()
  const [open, setOpen] = useState(false)
  const card = useRef<HTMLDivElement>(null)
  // After a delete: the list, or its tab panel when the list went too (its last project).
  const focusAfterDelete = () =>
    [card.current?.closest('ul'), card.current?.closest<HTMLElement>('[role="tabpanel"]')].filter(
      (element): element is HTMLElement => Boolean(element),
    )
  const titleId = `project-${project.id}-title`
  const moreTags = project.tags.length - SHOWN_TAGS
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Card
        ref={card}
        className="relative h-full overflow-hidden transition-shadow hover:shadow-lg dark:hover:border-primary/60"
      >
        <article aria-labelledby={titleId} className="flex h-full flex-col">
          {/* A fixed ratio, so cards do not jump as their images arrive; overflow-hidden keeps it fixed
              for a tall image too (an aspect-ratio box otherwise grows to its content's height). */}
          <div className="aspect-[4/3] overflow-hidden bg-surface-muted">
            {project.imageUrl ? (
              <img
                src={project.imageUrl}
                alt={project.title}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            ) : (
              <div className="grid size-full place-items-center bg-primary/10 text-primary">
                <ImageIcon aria-hidden className="size-10" />
              </div>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <h3 id={titleId} className="min-w-0 wrap-anywhere font-semibold leading-snug">
                <DialogTrigger
                  className={cn(
                    'cursor-pointer text-left outline-none',
                    'after:absolute after:inset-0 after:rounded-2xl',
                    'focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring',
                  )}
                >
                  {project.title}
                </DialogTrigger>
              </h3>
              {!project.isPublic && (
                <Badge variant="outline">
                  <Lock aria-hidden />
                  {t('card.private')}
                </Badge>
              )}
            </div>
            <p className="wrap-anywhere text-muted text-sm">
              {showOwner
                ? t('card.byline', {
                    owner: ownerName(project),
                    type: labels.projectType(project.projectType),
                  })
                : labels.projectType(project.projectType)}
            </p>
            {project.tags.length > 0 && (
              <ul aria-label={t('card.tags')} className="flex flex-wrap gap-1.5">
                {project.tags.slice(0, SHOWN_TAGS).map((tag) => (
                  <li key={tag} className="max-w-full">
                    <Badge className="max-w-full">
                      <span className="truncate">{tag}</span>
                    </Badge>
                  </li>
                ))}
                {moreTags > 0 && (
                  <li>
                    <Badge variant="outline">{t('card.moreTags', { rest: f.number(moreTags) })}</Badge>
                  </li>
                )}
              </ul>
            )}
            <div className="mt-auto pt-1">
              {/* Above the card's click layer: liking never opens the project. */}
              <LikeButton project={project} signedIn={meId !== null} className="relative z-10 w-fit" />
            </div>
          </div>
        </article>
      </Card>
      {open && <ProjectDetailDialog project={project} meId={meId} focusAfterDelete={focusAfterDelete} />}
    </Dialog>
  )
}
