import { Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useRoute } from 'wouter'
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cn } from '@/lib/cn'
import { type Destination, VISITOR_ITEMS } from './destinations'
import { NavLink } from './nav-items'

/** Laptops: the pages a visitor may open (Discover's preview, Teams, Portfolio) beside the brand. */
export function VisitorDesktopNav() {
  const { t } = useTranslation('shell')
  return (
    <nav aria-label={t('nav.label')} className="hidden min-w-0 items-center gap-1 md:flex">
      {VISITOR_ITEMS.map((item) => (
        <NavLink key={item.href} destination={item} compact={false} />
      ))}
    </nav>
  )
}

function VisitorMenuLink({ destination: { key, href, icon: Icon } }: { destination: Destination }) {
  const { t } = useTranslation('shell')
  const [active] = useRoute(href)
  return (
    <PopoverClose asChild>
      <Link
        href={href}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium text-sm hover:bg-surface-muted focus-visible:bg-surface-muted',
          active && 'bg-primary/10 text-primary',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {t(`nav.${key}`)}
      </Link>
    </PopoverClose>
  )
}

/**
 * Phones: visitors have no bottom bar (the landing page and the preview need the whole screen), so the
 * same pages sit behind a Menu button in the top bar.
 */
export function VisitorMenu() {
  const { t } = useTranslation('shell')
  const [path] = useLocation()
  const onItem = VISITOR_ITEMS.some((item) => item.href === path)
  return (
    <Popover>
      <PopoverTrigger
        aria-label={t('nav.menu')}
        className={cn(
          'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl transition-colors hover:bg-surface-muted md:hidden',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          onItem ? 'text-primary' : 'text-foreground',
        )}
      >
        <Menu className="size-5" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-60 p-2">
        <nav aria-label={t('nav.label')}>
          {VISITOR_ITEMS.map((item) => (
            <VisitorMenuLink key={item.href} destination={item} />
          ))}
        </nav>
      </PopoverContent>
    </Popover>
  )
}
