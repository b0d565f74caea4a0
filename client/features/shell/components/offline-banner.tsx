import { WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '@/lib/use-online'

/**
 * Says so while the browser has no network: messages typed meanwhile wait in the chat's outbox
 * and go when the connection is back, and the page should not look broken in the meantime.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell')
  const online = useOnline()
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-border bg-surface-muted px-4 py-2 text-center text-sm text-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  )
}
