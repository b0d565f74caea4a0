import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'bg-surface-muted text-foreground',
        // One shade darker than the status colour in light mode: on its own tint it needs AA contrast.
        success: 'bg-success/15 text-green-800 dark:text-success',
        warning: 'bg-warning/15 text-amber-800 dark:text-warning',
        outline: 'border border-border text-foreground',
        brand: 'bg-brand text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
