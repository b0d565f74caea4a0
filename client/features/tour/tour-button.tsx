import { Map as MapIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { TourDialog } from './components/tour-dialog'

/** "Take the tour": the onboarding tour on demand. */
export function TourButton({ className }: { className?: string }) {
  const { t } = useTranslation('tour')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <MapIcon aria-hidden /> {t('takeTour')}
      </Button>
      <TourDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
