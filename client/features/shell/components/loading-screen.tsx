import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** Shown while we learn who is signed in (docs/product.md §2: spinner with "Loading..."). */
export function LoadingScreen({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('common')
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      {failed ? (
        <div className="flex flex-col items-center gap-4 text-center" role="alert">
          <p className="text-lg font-semibold">{t('status.unreachable')}</p>
          <p className="text-muted">{t('status.checkConnection')}</p>
          <Button onClick={onRetry}>{t('actions.tryAgain')}</Button>
        </div>
      ) : (
        <Spinner size="lg" label={t('status.loading')} />
      )}
    </main>
  )
}
