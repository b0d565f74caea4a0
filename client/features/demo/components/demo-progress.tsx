import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { DEMO_STEPS } from '../lib/demo-data'

/** "Step n of 5", a bar and the step names; the current one is marked for screen readers too. */
export function DemoProgress({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  const { t } = useTranslation('demo')
  const percent = ((step + 1) / DEMO_STEPS.length) * 100
  return (
    <nav aria-label={t('progress.label')} className="flex flex-col gap-2 sm:gap-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {t('progress.step', { step: step + 1, total: DEMO_STEPS.length })}
        </span>
        <span className="truncate text-muted">{t(`steps.${DEMO_STEPS[step]!}.title`)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuenow={step + 1}
        aria-valuemin={1}
        aria-valuemax={DEMO_STEPS.length}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="grid grid-cols-5 gap-1">
        {DEMO_STEPS.map((key, i) => (
          <li key={key} className="min-w-0">
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === step ? 'step' : undefined}
              className={cn(
                // Five names in a row on a 360 px phone: a point smaller there, hyphenated if they must break.
                'min-h-11 w-full cursor-pointer rounded-lg px-0.5 text-center text-xs leading-tight transition-colors hyphens-auto wrap-break-word max-[380px]:text-[11px]',
                i === step ? 'bg-primary/10 font-semibold text-primary' : 'text-muted hover:text-foreground',
              )}
            >
              {t(`steps.${key}.title`)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}
