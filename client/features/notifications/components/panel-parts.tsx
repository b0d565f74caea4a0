import type { ReactNode } from 'react'

/**
 * The bell popover's title row; `titleId` names the popover for screen readers. A div, not a
 * <header>: portalled outside <main>, a header would be a second banner landmark next to the top bar.
 */
export function PanelHeader({ titleId, children }: { titleId: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-2 border-border border-b py-1.5 pr-1.5 pl-4">
      <h2 id={titleId} className="font-semibold">
        Notifications
      </h2>
      {children}
    </div>
  )
}

/** Spec §2: the popover reads exactly this when there is nothing to show. */
export function NoNotifications() {
  return <p className="px-4 py-8 text-center text-muted text-sm">No new notifications</p>
}
