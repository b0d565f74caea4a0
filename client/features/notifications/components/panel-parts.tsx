import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '@/lib/i18n'

// These parts are in the top bar's bundle and show in its Suspense fallback, so they must not suspend
// themselves: their words are asked for as this module loads (a small catalogue, ready long before
// anyone opens the bell), and until then they render without text rather than suspend the page.
void i18n.loadNamespaces('notifications')

const useWords = () => useTranslation('notifications', { useSuspense: false })

/**
 * The bell popover's title row; `titleId` names the popover for screen readers. A div, not a
 * <header>: portalled outside <main>, a header would be a second banner landmark next to the top bar.
 */
export function PanelHeader({ titleId, children }: { titleId: string; children?: ReactNode }) {
  const { t, ready } = useWords()
  return (
    <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-2 border-border border-b py-1.5 pr-1.5 pl-4">
      <h2 id={titleId} className="font-semibold">
        {ready && t('panel.title')}
      </h2>
      {children}
    </div>
  )
}

/** Spec §2: the popover reads exactly this when there is nothing to show. */
export function NoNotifications() {
  const { t, ready } = useWords()
  return <p className="px-4 py-8 text-center text-muted text-sm">{ready && t('panel.empty')}</p>
}
