import type { LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const TONES = {
  // On the dark stage in both themes: light glass, white icons.
  normal: 'bg-white/15 text-white hover:bg-white/25',
  /** A control switched to its "off" state (muted, camera off): white, so it stands out. */
  off: 'bg-white text-slate-900 hover:bg-slate-200',
  danger: 'bg-red-600 text-white hover:bg-red-500',
  accept: 'bg-green-600 text-white hover:bg-green-500',
} as const

/** A round call button with its name for screen readers and as a tooltip (the icon says it to the eye). */
export function RoundButton({
  label,
  icon: Icon,
  tone = 'normal',
  size = 'md',
  className,
  ...props
}: {
  label: string
  icon: LucideIcon
  tone?: keyof typeof TONES
  size?: 'sm' | 'md' | 'lg'
} & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        'disabled:pointer-events-none disabled:opacity-50',
        size === 'sm' ? 'size-10' : size === 'md' ? 'size-12 sm:size-14' : 'size-16',
        TONES[tone],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className={size === 'sm' ? 'size-5' : 'size-6'} />
    </button>
  )
}
