import { Compass, Home, MessageCircle, User } from 'lucide-react'
import { Link, useRoute } from 'wouter'
import { CountBadge } from '@/components/ui/count-badge'
import { useNotificationCounts } from '@/features/notifications/api/get-notifications'
import { cn } from '@/lib/cn'
import { MenuPopover } from './menu-popover'

const NAV_ITEMS = [
  { href: '/', label: 'Home', icon: Home },
  { href: '/discover', label: 'Discover', icon: Compass },
  { href: '/matches', label: 'Messages', icon: MessageCircle },
  { href: '/profile', label: 'Profile', icon: User },
] as const

type NavItem = (typeof NAV_ITEMS)[number]

function NavLink({
  href,
  label,
  icon: Icon,
  compact,
  unread = 0,
}: NavItem & { compact: boolean; unread?: number }) {
  const [active] = useRoute(href)
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center rounded-xl font-medium transition-colors',
        compact
          ? 'relative min-h-14 flex-1 flex-col justify-center gap-0.5 text-xs'
          : 'gap-2 px-3 py-2 text-sm',
        active ? 'text-primary' : 'text-muted hover:text-foreground',
        !compact && active && 'bg-primary/10',
      )}
    >
      <Icon className={compact ? 'size-6' : 'size-4'} aria-hidden="true" />
      {label}
      <CountBadge
        count={unread}
        srLabel={` ${unread} unread`}
        // On the bottom bar the count sits on the icon's corner, leaving the label its full width; it
        // still comes after the label in reading order ("Messages 3 unread").
        className={compact ? 'absolute top-1 left-1/2 ml-1' : undefined}
      />
    </Link>
  )
}

/** Messages carries the number of chats with unread messages; the other items carry nothing. */
function useUnreadByHref(): Partial<Record<NavItem['href'], number>> {
  const { data } = useNotificationCounts()
  return { '/matches': data?.unreadChats ?? 0 }
}

/** Phones: a fixed bar at the bottom with five thumb-sized items. */
export function BottomBar() {
  const unread = useUnreadByHref()
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch px-2">
        {NAV_ITEMS.map((item) => (
          <NavLink key={item.href} {...item} compact unread={unread[item.href]} />
        ))}
        <MenuPopover compact />
      </div>
    </nav>
  )
}

/** Wide screens: the same items in the top bar. */
export function DesktopNav() {
  const unread = useUnreadByHref()
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.href} {...item} compact={false} unread={unread[item.href]} />
      ))}
      <MenuPopover compact={false} />
    </nav>
  )
}
