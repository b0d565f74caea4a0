import { Flag, Menu, Settings, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Separator } from '@/components/ui/separator'
import { useUser } from '@/features/auth'
import { cn } from '@/lib/cn'
import { COLLAPSIBLE_ITEMS } from './destinations'
import { LogoutButton } from './logout-button'
import { MenuLink } from './menu-link'

/**
 * The Menu item of the navigation: who is signed in, Teams and Portfolio (where the bar has no room for
 * them), My Profile, Settings and Log Out. The trigger is marked while one of its pages is open, so the
 * navigation always shows where the person is.
 */
export function MenuPopover({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell')
  const { data: user } = useUser()
  const [path] = useLocation()
  if (!user) return null
  const name = `${user.firstName} ${user.lastName}`.trim()
  const onCollapsible = COLLAPSIBLE_ITEMS.some((item) => item.href === path)
  const onMenuPage = path === '/settings' || path === '/admin'
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'flex items-center rounded-xl font-medium transition-colors hover:text-foreground',
          compact
            ? 'min-h-14 min-w-0 flex-1 flex-col justify-center gap-0.5 px-0.5 text-xs'
            : 'gap-2 px-3 py-2 text-sm',
          compact
            ? onCollapsible || onMenuPage
              ? 'text-primary'
              : 'text-muted'
            : onMenuPage
              ? 'bg-primary/10 text-primary'
              : onCollapsible
                ? // From lg up Teams and Portfolio have their own links, which carry the mark.
                  'bg-primary/10 text-primary lg:bg-transparent lg:text-muted'
                : 'text-muted',
        )}
      >
        <Menu className={cn('shrink-0', compact ? 'size-6' : 'size-4')} aria-hidden="true" />
        <span className={compact ? 'max-w-full truncate' : undefined}>{t('nav.menu')}</span>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-2">
        <div className="flex items-center gap-3 p-2">
          <Avatar name={name || user.email} src={user.profileImageUrl ?? undefined} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
        </div>
        <Separator className={cn('my-2', !compact && 'lg:hidden')} />
        {COLLAPSIBLE_ITEMS.map(({ key, href, icon }) => (
          <MenuLink
            key={href}
            href={href}
            icon={icon}
            label={t(`nav.${key}`)}
            className={compact ? undefined : 'lg:hidden'}
          />
        ))}
        <Separator className="my-2" />
        <MenuLink href="/profile" icon={User} label={t('menu.myProfile')} />
        <MenuLink href="/settings" icon={Settings} label={t('menu.settings')} />
        {/* Moderators only; for everyone else /admin does not exist. */}
        {user.isAdmin && <MenuLink href="/admin" icon={Flag} label={t('menu.reports')} />}
        <Separator className="my-2" />
        <LogoutButton className="w-full justify-start px-3 text-sm" />
      </PopoverContent>
    </Popover>
  )
}
