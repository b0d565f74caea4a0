import { Compass, Home, MessageCircle, User } from 'lucide-react'
import { Link, useRoute } from 'wouter'
import { cn } from '@/lib/cn'
import { MenuPopover } from './menu-popover'

const NAV_ITEMS = [
  { href: '/', label: 'Home', icon: Home },
  { href: '/discover', label: 'Discover', icon: Compass },
  { href: '/matches', label: 'Messages', icon: MessageCircle },
  { href: '/profile', label: 'Profile', icon: User },
] as const

function NavLink({ href, label, icon: Icon, compact }: (typeof NAV_ITEMS)[number] & { compact: boolean }) {
  const [active] = useRoute(href)
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center rounded-xl font-medium transition-colors',
        compact ? 'min-h-14 flex-1 flex-col justify-center gap-0.5 text-xs' : 'gap-2 px-3 py-2 text-sm',
        active ? 'text-primary' : 'text-muted hover:text-foreground',
        !compact && active && 'bg-primary/10',
      )}
    >
      <Icon className={compact ? 'size-6' : 'size-4'} aria-hidden="true" />
      {label}
    </Link>
  )
}

/** Phones: a fixed bar at the bottom with five thumb-sized items. */
export function BottomBar() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch px-2">
        {NAV_ITEMS.map((item) => (
          <NavLink key={item.href} {...item} compact />
        ))}
        <MenuPopover compact />
      </div>
    </nav>
  )
}

/** Wide screens: the same items in the top bar. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.href} {...item} compact={false} />
      ))}
      <MenuPopover compact={false} />
    </nav>
  )
}
