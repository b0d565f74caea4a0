import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { VISITOR_ITEMS } from './destinations'
import { NavLink } from './nav-items'
import { visitorMenuTriggerClass } from './visitor-menu-trigger'

const loadPopover = () => import('./visitor-menu-popover')
const VisitorMenuPopover = lazy(loadPopover)

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

/**
 * Phones: visitors have no bottom bar (the landing page and the preview need the whole screen), so the
 * same pages sit behind a Menu button in the top bar. The button is a light stand-in until first
 * pressed; its popover's code is fetched when a pointer or focus comes near, and it opens once loaded.
 */
export function VisitorMenu() {
  const { t } = useTranslation('shell')
  const [path] = useLocation()
  const [wanted, setWanted] = useState(false)
  const onItem = VISITOR_ITEMS.some((item) => item.href === path)
  const standIn = (
    <button
      type="button"
      aria-label={t('nav.menu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={visitorMenuTriggerClass(onItem)}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setWanted(true)}
    >
      <Menu className="size-5" aria-hidden="true" />
    </button>
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <VisitorMenuPopover />
    </Suspense>
  )
}
