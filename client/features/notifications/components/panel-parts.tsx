import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

// These parts are in the top bar's bundle and show in its Suspense fallback, so they must not suspend
// (that would blank the page around the bell). A member's words are fetched as their live updates
// start (useLiveNotifications), long before the bell is opened; until they are here the parts render
// without text, and re-render once the catalogue arrives.
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

/** docs/product.md §2: the popover reads exactly this when there is nothing to show. */
export function NoNotifications() {
  const { t, ready } = useWords()
  return <p className="px-4 py-8 text-center text-muted text-sm">{ready && t('panel.empty')}</p>
}
