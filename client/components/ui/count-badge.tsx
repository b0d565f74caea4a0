import { cn } from '@/lib/cn'

/** Counts above nine read "9+": the pill stays small, and the exact number is in the spoken label. */
export const formatCount = (count: number) => (count > 9 ? '9+' : String(count))

/**
 * The unread pill of the bell and of Messages (design language: accent, white text). Nothing shows at
 * zero. `srLabel` is what screen readers hear instead of the digits, e.g. " 3 unread"; leave it out
 * when the control's own aria-label already says the count.
 */
export function CountBadge({
  count,
  srLabel,
  className,
}: {
  count: number
  srLabel?: string
  className?: string
}) {
  if (count <= 0) return null
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1.5 font-semibold text-[11px] text-white leading-none tabular-nums',
        className,
      )}
    >
      <span aria-hidden>{formatCount(count)}</span>
      {srLabel && <span className="sr-only">{srLabel}</span>}
    </span>
  )
}
