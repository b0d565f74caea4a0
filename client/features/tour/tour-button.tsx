import { Map as MapIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

// Loaded on the first click: Home's own chunk stays as small as it was.
const TourDialog = lazy(() => import('./components/tour-dialog').then((m) => ({ default: m.TourDialog })))

/** "Take the tour": the onboarding tour on demand. */
export function TourButton({ className }: { className?: string }) {
  const { t } = useTranslation('tour')
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Button
        variant="outline"
        className={className}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <MapIcon aria-hidden /> {t('takeTour')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <TourDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
