import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const DropdownMenu = DropdownMenuPrimitive.Root
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 6,
  collisionPadding = 12,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 min-w-52 max-w-[calc(100vw-1.5rem)] rounded-xl border border-border bg-surface p-1.5 text-foreground shadow-lg',
          'max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto',
          'origin-(--radix-dropdown-menu-content-transform-origin) transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  )
}

type ItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  /** `danger` for actions that end something (block): red, so they never look like the harmless ones. */
  variant?: 'default' | 'danger'
}

export function DropdownMenuItem({ className, variant = 'default', ...props }: ItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        // Thumb-sized rows; the highlight doubles as the keyboard focus indicator.
        'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 font-medium text-sm outline-none',
        'data-highlighted:bg-surface-muted data-disabled:pointer-events-none data-disabled:opacity-50',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'danger' && 'text-red-700 dark:text-danger',
        className,
      )}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn('my-1 h-px bg-border', className)} {...props} />
}

/** A titled group of choices of which one is picked (a camera, a microphone). */
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn('px-3 pt-2 pb-1 font-semibold text-muted text-xs', className)}
      {...props}
    />
  )
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      className={cn(
        'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg py-2 pr-3 pl-9 text-sm outline-none',
        'relative data-highlighted:bg-surface-muted data-disabled:pointer-events-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-3 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <span aria-hidden className="block size-2 rounded-full bg-primary" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </DropdownMenuPrimitive.RadioItem>
  )
}
