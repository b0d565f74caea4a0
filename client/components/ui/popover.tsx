import { Popover as PopoverPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const Popover = PopoverPrimitive.Root
export const PopoverTrigger = PopoverPrimitive.Trigger
export const PopoverAnchor = PopoverPrimitive.Anchor
export const PopoverClose = PopoverPrimitive.Close

export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 8,
  collisionPadding = 12,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-border bg-surface p-4 text-foreground shadow-lg',
          'max-h-(--radix-popover-content-available-height) overflow-y-auto',
          'transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0',
          'origin-(--radix-popover-content-transform-origin) focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  )
}
