import { Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useRoute } from 'wouter'
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cn } from '@/lib/cn'
import { type Destination, VISITOR_ITEMS } from './destinations'
import { visitorMenuTriggerClass } from './visitor-menu-trigger'

// The visitor's phone menu itself: loaded the first time it is opened (see VisitorMenu), so the landing
// page does not download Radix's popover and its positioning code for a menu most visitors never open.

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
export default function VisitorMenuPopover() {
  const { t } = useTranslation('shell')
  const [path] = useLocation()
  const onItem = VISITOR_ITEMS.some((item) => item.href === path)
  return (
    // Opened at once: it mounts because the person pressed the Menu button.
    <Popover defaultOpen>
      <PopoverTrigger aria-label={t('nav.menu')} className={visitorMenuTriggerClass(onItem)}>
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
