import type { Project } from '@shared/schemas/portfolio'
import { FolderPlus, Heart, ImageIcon, Lock, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'
import { projectTypeName } from '../lib/option-labels'

export const RECENT_PROJECTS_COUNT = 4

type RecentProjectsProps = {
  projects: Project[] | undefined
  isPending: boolean
  isError: boolean
  onAddProject: () => void
}

/** The person's newest portfolio projects (docs/product.md §9: the first 4). */
export function RecentProjects({ projects, isPending, isError, onAddProject }: RecentProjectsProps) {
  const { t } = useTranslation('profile')
  const recent = projects?.slice(0, RECENT_PROJECTS_COUNT) ?? []
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>{t('recent.title')}</h2>
        </CardTitle>
        <Button size="sm" onClick={onAddProject}>
          <Plus aria-hidden />
          {t('recent.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid grid-cols-2 gap-3">
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3]" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-muted">{t('recent.loadFailed')}</p>
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-border border-dashed p-8 text-center">
            <FolderPlus aria-hidden className="size-8 text-muted" />
            <p className="font-semibold">{t('recent.emptyTitle')}</p>
            <p className="text-muted text-sm">{t('recent.emptyText')}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3">
            {recent.map((project) => (
              <li key={project.id}>
                <ProjectTile project={project} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {recent.length > 0 && (
        <CardFooter className="justify-end">
          <Button asChild variant="link">
            <Link href="/portfolio">{t('recent.viewAll')}</Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  )
}

function ProjectTile({ project }: { project: Project }) {
  const { t } = useTranslation('profile')
  const f = useFormat()
  return (
    // The title is the link to the project's page; its ::after covers the tile.
    <article className="relative flex flex-col gap-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-surface-muted">
        {project.imageUrl ? (
          <img src={project.imageUrl} alt={project.title} loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="grid size-full place-items-center bg-brand text-white">
            <ImageIcon aria-hidden className="size-8 opacity-80" />
          </div>
        )}
        {!project.isPublic && (
          <Badge className="absolute top-2 left-2 bg-surface/90">
            <Lock aria-hidden />
            {t('recent.private')}
          </Badge>
        )}
      </div>
      <div className="flex min-w-0 flex-col">
        <h3 className="truncate font-semibold">
          <Link
            href={`/portfolio/${project.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {project.title}
          </Link>
        </h3>
        <p className="flex items-center justify-between gap-2 text-muted text-sm">
          <span className="truncate">{projectTypeName(t, project.projectType)}</span>
          <span className="inline-flex shrink-0 items-center gap-1">
            <Heart aria-hidden className="size-3.5" />
            <span className="sr-only">{t('recent.likes')}</span>
            {f.number(project.likes)}
          </span>
        </p>
      </div>
    </article>
  )
}
