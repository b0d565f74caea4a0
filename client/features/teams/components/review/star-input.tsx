import { Star } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

const STARS = [1, 2, 3, 4, 5]

/**
 * Choosing 1 to 5 stars: native radio buttons under the star icons, so the keyboard works as for any
 * choice in every browser (Tab reaches the group, arrow keys move and choose) and each star is
 * announced ("3 stars"). The focus ring is drawn on the star, since the radio itself is hidden.
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
  const name = useId()
  return (
    <fieldset className="flex gap-1" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {STARS.map((star) => (
        <label
          key={star}
          className={cn(
            'inline-flex size-11 cursor-pointer items-center justify-center rounded-full',
            'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-ring has-[input:focus-visible]:outline-offset-2',
            disabled && 'cursor-not-allowed opacity-50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={star === value}
            onChange={() => onChange(star)}
            aria-label={t('review.stars', { count: star })}
            className="sr-only"
          />
          <Star
            aria-hidden
            className={cn('size-7', star <= value ? 'fill-amber-400 text-amber-400' : 'text-muted')}
          />
        </label>
      ))}
    </fieldset>
  )
}
