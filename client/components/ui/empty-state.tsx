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
  /** `lg`: a larger icon and title, for a state standing in for a whole card (the Discover deck). */
  size?: 'md' | 'lg'
  /** Announced as an alert by default when `danger`; `status` for news worth hearing (nothing left). */
  role?: 'alert' | 'status'
  className?: string
}

/** What stands in place of a list that is empty or failed to load: icon, title, a line, an action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  tone = 'brand',
  headingLevel = 3,
  size = 'md',
  role = tone === 'danger' ? 'alert' : undefined,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  const large = size === 'lg'
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface p-8 text-center',
        className,
      )}
    >
      <span
        className={cn(
          'grid place-items-center rounded-full',
          large ? 'size-16' : 'size-14',
          tone === 'brand' ? 'bg-brand text-white' : 'bg-danger/10 text-danger',
        )}
      >
        <Icon aria-hidden className={large ? 'size-8' : 'size-7'} />
      </span>
      <Heading className={large ? 'font-bold text-xl' : 'font-semibold text-lg'}>{title}</Heading>
      {children}
    </div>
  )
}
