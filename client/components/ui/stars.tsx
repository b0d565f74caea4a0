import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A review's stars, read-only: filled up to `value` of 5. The label says it for screen readers. */
export function Stars({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn('size-4', star <= value ? 'fill-amber-400 text-amber-400' : 'text-muted')}
        />
      ))}
    </span>
  )
}
