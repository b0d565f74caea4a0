import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AfterFirstPaint } from '@/components/after-first-paint'
import { Button } from '@/components/ui/button'
import type { Audience } from '@/lib/audience'
import { BrandLink } from './brand-link'
import { LogoutButton } from './logout-button'
import { DesktopNav } from './nav-items'
import { ReportsLink } from './reports-link'
import { ThemeToggle } from './theme-toggle'
import { VisitorDesktopNav, VisitorMenu } from './visitor-nav'

// Signed-in only: its own chunk, so visitors never download the popover code (landing JS), asked
// for once the first screen is painted.
const NotificationsPopover = lazy(() =>
  import('./notifications-popover').then((module) => ({ default: module.NotificationsPopover })),
)
// Its own chunk too, for members and visitors alike: the first screen paints without it.
const TopBarSearch = lazy(() =>
  import('@/features/search').then((module) => ({ default: module.TopBarSearch })),
)

export function TopBar({ audience }: { audience: Audience }) {
  const { t } = useTranslation('common')
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-16 max-w-[1100px] items-center justify-between gap-2 px-4">
        <BrandLink />
        {audience === 'member' && <DesktopNav />}
        {audience === 'visitor' && <VisitorDesktopNav />}
        <div className="flex min-w-0 items-center gap-1">
          {audience !== 'onboarding' && (
            // A visitor's bar also holds the menu and Sign in: on the narrowest phones ("Anmelden"
            // in German) the search gives way; the menu and the page links remain.
            <div className={audience === 'visitor' ? 'flex max-[399px]:hidden' : 'flex'}>
              <AfterFirstPaint fallback={<span aria-hidden className="size-11" />}>
                <TopBarSearch />
              </AfterFirstPaint>
            </div>
          )}
          {audience === 'visitor' && <VisitorMenu />}
          <ThemeToggle />
          {audience === 'visitor' ? (
            <Button asChild size="sm" variant="outline" className="ml-1">
              <Link href="/sign-in">{t('actions.signIn')}</Link>
            </Button>
          ) : (
            <AfterFirstPaint fallback={<span aria-hidden className="size-11" />}>
              <NotificationsPopover live={audience === 'member'} />
            </AfterFirstPaint>
          )}
          {audience === 'onboarding' && <ReportsLink />}
          {audience === 'onboarding' && <LogoutButton iconOnlyOnPhone className="max-sm:px-2.5" />}
        </div>
      </div>
    </header>
  )
}
