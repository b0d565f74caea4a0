import { Star } from 'lucide-react'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/**
 * Choosing 1 to 5 stars. A radio group underneath, so the keyboard works as for any choice: Tab reaches
 * it, arrow keys move and choose, and each star is announced as "3 stars".
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
  return (
    <RadioGroupPrimitive.Root
      aria-label={label}
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      disabled={disabled}
      orientation="horizontal"
      className="flex gap-1"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <RadioGroupPrimitive.Item
          key={star}
          value={String(star)}
          aria-label={t('review.stars', { count: star })}
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
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}
