import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

/** A titled card holding one of the page's lists. */
export function ListPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="border-b border-border px-4 py-3 font-semibold">{title}</h2>
      {children}
    </Card>
  )
}

type ListEmptyProps = {
  title: string
  description: string
  /** Where to go to fill the list, with the link's icon and text. */
  href: string
  icon: LucideIcon
  linkText: string
  /** Vertical padding (`py-*`). */
  className?: string
}

/** An empty list: what would be here, and a link to where it comes from. */
export function ListEmpty({ title, description, href, icon: Icon, linkText, className }: ListEmptyProps) {
  return (
    <div className={cn('flex flex-col items-center gap-2 px-4 py-8 text-center', className)}>
      <p className="font-semibold">{title}</p>
      <p className="text-muted text-sm">{description}</p>
      <Button asChild variant="outline" size="sm" className="mt-2">
        <Link href={href}>
          <Icon aria-hidden /> {linkText}
        </Link>
      </Button>
    </div>
  )
}

type ListRowButtonProps = {
  selected: boolean
  onClick: () => void
  /** How the row fills its line (`w-full`, `flex-1`). */
  className?: string
  children: ReactNode
}

/** A row of a list that opens its chat beside the list; the open one is tinted and `aria-current`. */
export function ListRowButton({ selected, onClick, className, children }: ListRowButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-xl px-2.5 py-2 text-left transition-colors',
        selected ? 'bg-primary/10' : 'hover:bg-surface-muted',
        className,
      )}
    >
      {children}
    </button>
  )
}
