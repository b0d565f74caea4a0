import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const

export type SpinnerProps = {
  /** Shown next to the spinner; without it screen readers still hear `srLabel`. */
  label?: string
  srLabel?: string
  size?: keyof typeof sizes
  className?: string
}

export function Spinner({ label, srLabel = 'Loading…', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted text-sm', className)}>
      <LoaderCircle
        aria-hidden
        className={cn('animate-spin text-primary motion-reduce:animate-none', sizes[size])}
      />
      {label ? <span>{label}</span> : <span className="sr-only">{srLabel}</span>}
    </span>
  )
}
