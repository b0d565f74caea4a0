import { cn } from '@/lib/cn'
import { DEMO_STEPS } from '../lib/demo-data'

/** "Step n of 5", a bar and the step names; the current one is marked for screen readers too. */
export function DemoProgress({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  const percent = ((step + 1) / DEMO_STEPS.length) * 100
  return (
    <nav aria-label="Demo progress" className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">
          Step {step + 1} of {DEMO_STEPS.length}
        </span>
        <span className="text-muted">{DEMO_STEPS[step]!.title}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Demo progress"
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
        {DEMO_STEPS.map((s, i) => (
          <li key={s.title}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === step ? 'step' : undefined}
              className={cn(
                'min-h-11 w-full cursor-pointer rounded-lg px-1 text-center text-xs transition-colors',
                i === step ? 'bg-primary/10 font-semibold text-primary' : 'text-muted hover:text-foreground',
              )}
            >
              {s.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}
