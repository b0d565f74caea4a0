import { FolderOpen, Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GradientPortrait } from '@/components/swipe-deck/person-photo'
import { useMyProjects } from '@/features/portfolio'
import { useFormat } from '@/lib/format'
import { Panel, PanelEmpty, PanelRow } from './panel'

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
          icon={FolderOpen}
          text={t('projects.empty')}
          actionLabel={t('projects.add')}
          actionHref="/portfolio"
        />
      }
    >
      {(project) => (
        <PanelRow
          key={project.id}
          href={`/portfolio/${project.id}`}
          picture={
            <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
              {project.imageUrl ? (
                <img
                  src={project.imageUrl}
                  alt={project.title}
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : (
                <GradientPortrait name={project.title} className="text-sm" />
              )}
            </span>
          }
          title={project.title}
          detail={t(`projectType.${project.projectType}`, { defaultValue: project.projectType })}
          end={
            <span className="inline-flex items-center gap-1 text-sm">
              <Heart aria-hidden className="size-4 fill-coral text-coral" />
              {f.number(project.likes)}
              <span className="sr-only"> {t('projects.likes', { count: project.likes })}</span>
            </span>
          }
        />
      )}
    </Panel>
  )
}
