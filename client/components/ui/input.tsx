import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Shared look of text controls (input, textarea, select trigger). Text is 16px so iOS does not zoom on focus. */
export const controlClassName = cn(
  'w-full rounded-xl border border-border bg-surface px-3 py-2 text-base text-foreground',
  'placeholder:text-muted transition-[border-color,outline-color]',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
)

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        controlClassName,
        'min-h-11 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  )
}
