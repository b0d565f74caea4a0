import type { LucideIcon } from 'lucide-react'
import { Link, useRoute } from 'wouter'
import { PopoverClose } from '@/components/ui/popover'
import { cn } from '@/lib/cn'

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium hover:bg-surface-muted focus-visible:bg-surface-muted'

/** A page of the menu: closes the menu when followed, and stands out while it is the page shown. */
export function MenuLink({
  href,
  icon: Icon,
  label,
  className,
}: {
  href: string
  icon: LucideIcon
  label: string
  className?: string
}) {
  const [active] = useRoute(href)
  return (
    <PopoverClose asChild>
      <Link
        href={href}
        aria-current={active ? 'page' : undefined}
        className={cn(itemClass, active && 'bg-primary/10 text-primary', className)}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 truncate">{label}</span>
      </Link>
    </PopoverClose>
  )
}
