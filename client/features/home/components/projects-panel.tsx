import { FolderOpen, Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { GradientPortrait } from '@/components/swipe-deck/person-photo'
import { Button } from '@/components/ui/button'
import { useMyProjects } from '@/features/portfolio'
import { useFormat } from '@/lib/format'
import { Panel, PanelEmpty } from './panel'

/** "Recent Projects": my 3 newest portfolio projects, or a way to add one. */
export function ProjectsPanel() {
  const { t } = useTranslation('home')
  const f = useFormat()
  const projects = useMyProjects()
  return (
    <Panel
      title={t('projects.title')}
      viewAllHref="/portfolio"
      query={projects}
      errorText={t('projects.error')}
      empty={
        <PanelEmpty
          icon={<FolderOpen aria-hidden className="size-8 text-muted" />}
          text={t('projects.empty')}
          action={
            <Button asChild size="sm">
              <Link href="/portfolio">{t('projects.add')}</Link>
            </Button>
          }
        />
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-2">
          {items.map((project) => (
            <li key={project.id}>
              <Link
                href="/portfolio"
                className="flex items-center gap-3 rounded-xl border border-border p-3 transition-colors hover:bg-surface-muted"
              >
                <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
                  {project.imageUrl ? (
                    <img src={project.imageUrl} alt={project.title} className="size-full object-cover" />
                  ) : (
                    <GradientPortrait name={project.title} className="text-sm" />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{project.title}</span>
                  <span className="block text-muted text-sm">
                    {t(`projectType.${project.projectType}`, { defaultValue: project.projectType })}
                  </span>
                </span>
                <span className="inline-flex items-center gap-1 text-sm">
                  <Heart aria-hidden className="size-4 fill-coral text-coral" />
                  {f.number(project.likes)}
                  <span className="sr-only"> {t('projects.likes', { count: project.likes })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
