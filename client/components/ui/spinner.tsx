import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const

export type SpinnerProps = {
  /** Shown next to the spinner; without it screen readers still hear `srLabel`. */
  label?: string
  srLabel?: string
  size?: keyof typeof sizes
  className?: string
}

export function Spinner({ label, srLabel, size = 'md', className }: SpinnerProps) {
  // Not suspending: the spinner is what shows while the first catalogue itself is on its way.
  const { t, ready } = useTranslation('common', { useSuspense: false })
  const spoken = srLabel ?? (ready ? t('status.loading') : 'Loading…')
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted text-sm', className)}>
      <LoaderCircle
        aria-hidden
        className={cn('animate-spin text-primary motion-reduce:animate-none', sizes[size])}
      />
      {label ? <span>{label}</span> : <span className="sr-only">{spoken}</span>}
    </span>
  )
}
