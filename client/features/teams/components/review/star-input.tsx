import { Star } from 'lucide-react'
import { type KeyboardEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

const STARS = [1, 2, 3, 4, 5]
const STEP: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }

/**
 * Choosing 1 to 5 stars, as a radio group (WAI-ARIA's pattern): Tab reaches the chosen star (or the
 * first), arrow keys move and choose, Home and End go to 1 and 5, and each star is announced ("3 stars").
 * Written out rather than Radix's radio group, whose arrow keys did not move between these buttons.
 */
export function StarInput({
  value,
  onChange,
  label,
  disabled,
}: {
  value: number
  onChange: (stars: number) => void
  label: string
  disabled?: boolean
}) {
  const { t } = useTranslation('teams')
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const choose = (stars: number) => {
    onChange(stars)
    buttons.current[stars - 1]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key]
    const next =
      event.key === 'Home'
        ? 1
        : event.key === 'End'
          ? 5
          : step
            ? Math.min(5, Math.max(1, (value || 0) + step))
            : 0
    if (!next) return
    event.preventDefault()
    choose(next)
  }
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled}
      className="flex gap-1"
      onKeyDown={onKeyDown}
    >
      {STARS.map((star) => (
        <button
          key={star}
          ref={(button) => {
            buttons.current[star - 1] = button
          }}
          type="button"
          role="radio"
          aria-checked={star === value}
          aria-label={t('review.stars', { count: star })}
          // One stop for Tab: the chosen star, or the first while none is.
          tabIndex={star === (value || 1) ? 0 : -1}
          disabled={disabled}
          onClick={() => choose(star)}
          className={cn(
            'inline-flex size-11 cursor-pointer items-center justify-center rounded-full',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
        >
          <Star
            aria-hidden
            className={cn('size-7', star <= value ? 'fill-amber-400 text-amber-400' : 'text-muted')}
          />
        </button>
      ))}
    </div>
  )
}
