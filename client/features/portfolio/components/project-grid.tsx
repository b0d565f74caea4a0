import type { Project } from '@shared/schemas/portfolio'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { ProjectCard } from './project-card'

const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

type ProjectGridProps = {
  projects: Project[]
  /** The signed-in person's id, or null for a visitor. */
  meId: string | null
  /** What the list is, for screen readers once focus lands on it. */
  label: string
  /** Each card says who made it (not on the maker's own page). */
  showOwner?: boolean
}

export function ProjectGrid({ projects, meId, label, showOwner }: ProjectGridProps) {
  return (
    // Focusable from script: a deleted project's card leaves, and focus comes here (see ProjectCard).
    <ul tabIndex={-1} aria-label={label} className={`${gridClass} outline-none`}>
      {projects.map((project) => (
        <li key={project.id} className="min-w-0">
          <ProjectCard project={project} meId={meId} showOwner={showOwner} />
        </li>
      ))}
    </ul>
  )
}

/** Card-shaped placeholders while projects load. */
export function ProjectGridSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Spinner srLabel={label} />
      <div className={gridClass}>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <div
            key={key}
            className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface"
          >
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-6 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
