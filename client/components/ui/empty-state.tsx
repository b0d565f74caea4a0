import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type EmptyStateProps = {
  icon: LucideIcon
  title: string
  /** The text and actions under the title. */
  children?: ReactNode
  /** `danger` for a failed load: red icon, announced as an alert. */
  tone?: 'brand' | 'danger'
  /** The title's heading level, to fit the page outline. */
  headingLevel?: 2 | 3
  className?: string
}

/** What stands in place of a list that is empty or failed to load: icon, title, a line, an action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  tone = 'brand',
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      role={tone === 'danger' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface p-8 text-center',
        className,
      )}
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-full',
          tone === 'brand' ? 'bg-brand text-white' : 'bg-danger/10 text-danger',
        )}
      >
        <Icon aria-hidden className="size-7" />
      </span>
      <Heading className="font-semibold text-lg">{title}</Heading>
      {children}
    </div>
  )
}
