import { projectTypeLabel } from '@shared/schemas/portfolio'
import { FolderOpen, Heart } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { GradientPortrait } from '@/features/discover/components/person-photo'
import { useMyProjects } from '@/features/portfolio/api/get-my-projects'
import { Panel, PanelEmpty } from './panel'

/** "Recent Projects": my 3 newest portfolio projects, or a way to add one. */
export function ProjectsPanel() {
  const projects = useMyProjects()
  return (
    <Panel
      title="Recent Projects"
      viewAllHref="/portfolio"
      query={projects}
      errorText="Your projects could not be loaded."
      empty={
        <PanelEmpty
          icon={<FolderOpen aria-hidden className="size-8 text-muted" />}
          text="Show the world what you make."
          action={
            <Button asChild size="sm">
              <Link href="/portfolio">Add Project</Link>
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
                  <span className="block text-muted text-sm">{projectTypeLabel(project.projectType)}</span>
                </span>
                <span className="inline-flex items-center gap-1 text-sm">
                  <Heart aria-hidden className="size-4 fill-coral text-coral" />
                  {project.likes}
                  <span className="sr-only">likes</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
