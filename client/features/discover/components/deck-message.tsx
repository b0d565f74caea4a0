import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The deck's empty and error states, drawn in the card's place so the page does not jump. */
export function DeckMessage({
  icon: Icon,
  title,
  children,
  tone = 'brand',
  role,
}: {
  icon: LucideIcon
  title: string
  children?: ReactNode
  tone?: 'brand' | 'danger'
  role?: 'alert' | 'status'
}) {
  return (
    <div
      role={role}
      className="flex h-full flex-col items-center justify-center gap-3 rounded-2xl border border-border border-dashed bg-surface p-6 text-center"
    >
      <span
        className={cn(
          'grid size-16 place-items-center rounded-full',
          tone === 'brand' ? 'bg-brand text-white' : 'bg-danger/10 text-danger',
        )}
      >
        <Icon aria-hidden className="size-8" />
      </span>
      <h2 className="font-bold text-xl">{title}</h2>
      {children}
    </div>
  )
}
