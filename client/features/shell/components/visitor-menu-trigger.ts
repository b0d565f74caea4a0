import { cn } from '@/lib/cn'

/** The look of the visitor's Menu button, shared by its light stand-in and the real popover trigger. */
export const visitorMenuTriggerClass = (onItem: boolean) =>
  cn(
    'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl transition-colors hover:bg-surface-muted md:hidden',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    onItem ? 'text-primary' : 'text-foreground',
  )
