import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type PageHeaderProps = {
  title: string
  intro: string
  /** E.g. hidden on phones while a sub-view needs the room. */
  introClassName?: string
  /** The page's main action (a dialog's button), at the right on wide screens, under the title on narrow. */
  action?: ReactNode
}

/** A page's title, its one-line intro, and its main action. */
export function PageHeader({ title, intro, introClassName, action }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
        <p className={cn('mt-1 text-muted', introClassName)}>{intro}</p>
      </div>
      {action}
    </header>
  )
}
