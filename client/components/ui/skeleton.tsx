import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A loading placeholder; hidden from screen readers, so pair it with a Spinner or status text. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-xl bg-surface-muted motion-reduce:animate-none', className)}
      {...props}
    />
  )
}
