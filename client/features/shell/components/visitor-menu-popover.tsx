import { Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { VISITOR_ITEMS } from './destinations'
import { MenuLink } from './menu-link'
import { visitorMenuTriggerClass } from './visitor-menu-trigger'

// The visitor's phone menu itself: loaded the first time it is opened (see VisitorMenu), so the landing
// page does not download Radix's popover and its positioning code for a menu most visitors never open.

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
          {VISITOR_ITEMS.map(({ key, href, icon }) => (
            <MenuLink key={href} href={href} icon={icon} label={t(`nav.${key}`)} />
          ))}
        </nav>
      </PopoverContent>
    </Popover>
  )
}
