import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { TOUR_ADVANCE_MS, TOUR_PROFILES, TOUR_STEPS } from '../lib/tour-content'
import { TourVisual } from './tour-visual'

/**
 * The onboarding tour (docs/product.md §2): five steps the person moves through, while the three sample profiles
 * take turns every 3 seconds. The rotation can be paused (moving content must be stoppable).
 */
export function TourDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['tour', 'common'])
  const [step, setStep] = useState(0)
  const [profile, setProfile] = useState(0)
  const [playing, setPlaying] = useState(true)
  const next = useRef<HTMLButtonElement>(null)
  // Every opening starts from the first step.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setStep(0)
  }

  useEffect(() => {
    if (!open || !playing) return
    const timer = setInterval(() => setProfile((p) => (p + 1) % TOUR_PROFILES.length), TOUR_ADVANCE_MS)
    return () => clearInterval(timer)
  }, [open, playing])

  const close = () => onOpenChange(false)
  const current = TOUR_STEPS[step]!
  const last = step === TOUR_STEPS.length - 1
  const Icon = current.icon

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        closeLabel={t('tour:close')}
        // Start on Next, the way forward, rather than on the first control (the pause button).
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          next.current?.focus()
        }}
      >
        <DialogHeader>
          <p className="flex items-center gap-2 font-medium text-primary text-sm">
            <Icon aria-hidden className="size-4" />{' '}
            {t('tour:stepOf', { step: step + 1, total: TOUR_STEPS.length })}
          </p>
          <DialogTitle>{t(`tour:steps.${current.id}.title`)}</DialogTitle>
          <DialogDescription className="text-base">{t(`tour:steps.${current.id}.text`)}</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <TourVisual step={current.id} profile={TOUR_PROFILES[profile]!} />
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-1 right-1"
            aria-label={playing ? t('tour:pause') : t('tour:play')}
            onClick={() => setPlaying(!playing)}
          >
            {playing ? <Pause /> : <Play />}
          </Button>
        </div>
        <ol aria-label={t('tour:stepsLabel')} className="flex justify-center gap-2">
          {TOUR_STEPS.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                aria-label={t('tour:stepDot', { title: t(`tour:steps.${s.id}.title`), step: i + 1 })}
                aria-current={i === step ? 'step' : undefined}
                onClick={() => setStep(i)}
                className="grid size-6 cursor-pointer place-items-center rounded-full"
              >
                <span
                  className={cn(
                    'h-2 rounded-full transition-all',
                    i === step ? 'w-6 bg-primary' : 'w-2 bg-border',
                  )}
                />
              </button>
            </li>
          ))}
        </ol>
        <div className="flex items-center justify-between gap-2">
          <Button variant="ghost" onClick={close} className="px-2 sm:px-4">
            {t('tour:skip')}
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {t('common:actions.back')}
            </Button>
            <Button ref={next} onClick={last ? close : () => setStep(step + 1)}>
              {last ? t('tour:start') : t('common:actions.next')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
