import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRoute } from 'wouter'
import { AfterFirstPaint } from '@/components/after-first-paint'
import { CountBadge } from '@/components/ui/count-badge'
import { useNotificationCounts } from '@/features/notifications'
import { cn } from '@/lib/cn'
import { useAfterFirstPaint } from '@/lib/use-after-first-paint'
import { BAR_ITEMS, COLLAPSIBLE_ITEMS, type Destination, MESSAGES, PROFILE } from './destinations'

// Signed-in only, and heavy (Radix's popover and its positioning): a chunk of its own, so visitors'
// pages never download it, asked for once the first screen is painted. Its stand-in keeps the Menu's
// place in the bar until then.
const MenuPopover = lazy(() => import('./menu-popover').then((module) => ({ default: module.MenuPopover })))

function LazyMenuPopover({ compact }: { compact: boolean }) {
  return (
    <AfterFirstPaint fallback={<span aria-hidden className={compact ? 'min-h-14 min-w-0 flex-1' : 'w-20'} />}>
      <MenuPopover compact={compact} />
    </AfterFirstPaint>
  )
}

export function NavLink({
  destination: { key, href, icon: Icon },
  compact,
  unread = 0,
  className,
}: {
  destination: Destination
  compact: boolean
  unread?: number
  className?: string
}) {
  const { t } = useTranslation('shell')
  const [active] = useRoute(href)
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center rounded-xl font-medium transition-colors',
        compact
          ? 'relative min-h-14 min-w-0 flex-1 flex-col justify-center gap-0.5 px-0.5 text-xs'
          : 'gap-2 whitespace-nowrap px-3 py-2 text-sm',
        active ? 'text-primary' : 'text-muted hover:text-foreground',
        !compact && active && 'bg-primary/10',
        className,
      )}
    >
      <Icon className={cn('shrink-0', compact ? 'size-6' : 'size-4')} aria-hidden="true" />
      {/* A long word in another language is cut with an ellipsis rather than widening the bar. */}
      <span className={compact ? 'max-w-full truncate' : undefined}>{t(`nav.${key}`)}</span>
      <CountBadge
        count={unread}
        srLabel={` ${t('nav.unread', { count: unread })}`}
        // On the bottom bar the count sits on the icon's corner, leaving the label its full width; it
        // still comes after the label in reading order ("Messages 3 unread").
        className={compact ? 'absolute top-1 left-1/2 ml-1' : undefined}
      />
    </Link>
  )
}

/**
 * Messages carries the number of chats with unread messages; the other items carry nothing. Asked for
 * once the first screen is painted, like the bell: the count is no part of what that screen waits for.
 */
function useUnreadChats() {
  const { data } = useNotificationCounts(useAfterFirstPaint())
  return data?.unreadChats ?? 0
}

/** Phones: a fixed bar at the bottom with five thumb-sized items; Teams and Portfolio are in the Menu. */
export function BottomBar() {
  const { t } = useTranslation('shell')
  const unread = useUnreadChats()
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch px-2">
        {BAR_ITEMS.map((item) => (
          <NavLink
            key={item.href}
            destination={item}
            compact
            unread={item === MESSAGES ? unread : undefined}
          />
        ))}
        <LazyMenuPopover compact />
      </div>
    </nav>
  )
}

/**
 * Wide screens: the same items in the top bar. Teams and Portfolio join them from `lg` (1024 px) up;
 * between `md` and `lg` seven labels would not fit beside the brand, so there they stay in the Menu.
 */
export function DesktopNav() {
  const { t } = useTranslation('shell')
  const unread = useUnreadChats()
  return (
    <nav aria-label={t('nav.label')} className="hidden min-w-0 items-center gap-1 md:flex">
      {BAR_ITEMS.filter((item) => item !== PROFILE).map((item) => (
        <NavLink
          key={item.href}
          destination={item}
          compact={false}
          unread={item === MESSAGES ? unread : undefined}
        />
      ))}
      {COLLAPSIBLE_ITEMS.map((item) => (
        <NavLink key={item.href} destination={item} compact={false} className="hidden lg:flex" />
      ))}
      <NavLink destination={PROFILE} compact={false} />
      <LazyMenuPopover compact={false} />
    </nav>
  )
}
