import { type Project, projectTypeLabel } from '@shared/schemas/portfolio'
import { ImageIcon, Lock } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { LikeButton } from './like-button'

const SHOWN_TAGS = 3

/** A portfolio project: image, title, who made it, type, up to three tags, and its likes. */
export function ProjectCard({ project, signedIn }: { project: Project; signedIn: boolean }) {
  const titleId = `project-${project.id}-title`
  const owner = `${project.user.firstName} ${project.user.lastName}`.trim()
  const moreTags = project.tags.length - SHOWN_TAGS
  return (
    <Card className="h-full overflow-hidden">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        {/* A fixed ratio, so cards do not jump as their images arrive. */}
        <div className="aspect-[4/3] bg-surface-muted">
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
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <h3 id={titleId} className="font-semibold leading-snug">
              {project.title}
            </h3>
            {!project.isPublic && (
              <Badge variant="outline">
                <Lock aria-hidden />
                Private
              </Badge>
            )}
          </div>
          <p className="text-muted text-sm">
            by {owner} · {projectTypeLabel(project.projectType)}
          </p>
          {project.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {project.tags.slice(0, SHOWN_TAGS).map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
              {moreTags > 0 && (
                <li>
                  <Badge variant="outline">+{moreTags} more</Badge>
                </li>
              )}
            </ul>
          )}
          <div className="mt-auto pt-1">
            <LikeButton project={project} signedIn={signedIn} />
          </div>
        </div>
      </article>
    </Card>
  )
}
