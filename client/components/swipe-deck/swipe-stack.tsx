import { type CSSProperties, type ReactNode, type Ref, useImperativeHandle, useState } from 'react'
import { cn } from '@/lib/cn'
import { FlyingCard } from './flying-card'
import { SwipeStamps } from './swipe-stamps'
import { useReducedMotion } from './use-reduced-motion'
import { type DragOffset, type SwipeDirection, useSwipeGesture } from './use-swipe-gesture'

export interface SwipeStackHandle {
  /** Swipes the top card as if it had been dragged out (buttons, keyboard). */
  fling: (direction: SwipeDirection, from?: DragOffset) => boolean
}

interface SwipeStackProps<T> {
  /** Up to 3 items, top first: the top two show, the third waits hidden so its images are loaded. */
  items: T[]
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** Returns false when the swipe was refused; the card then stays. */
  onSwipe: (direction: SwipeDirection) => boolean
  disabled?: boolean
  ref?: Ref<SwipeStackHandle>
  className?: string
}

// Follows the drag through CSS variables set by useSwipeGesture; tilts 0.05° per pixel.
const topCardStyle: CSSProperties = {
  transform:
    'translate3d(calc(var(--drag-x, 0) * 1px), calc(var(--drag-y, 0) * 1px), 0) rotate(calc(var(--drag-x, 0) * 0.05deg))',
}
const layerStyles: CSSProperties[] = [
  topCardStyle,
  { transform: 'translateY(14px) scale(0.95)' },
  { transform: 'translateY(28px) scale(0.9)', opacity: 0 },
]

interface Ghost<T> {
  id: number
  item: T
  direction: SwipeDirection
  from: DragOffset
}
let ghostIds = 0

/** A stack of swipeable cards with the motion of the design language (follow, tilt, fly out, spring back). */
export function SwipeStack<T>({
  items,
  itemKey,
  renderItem,
  onSwipe,
  disabled,
  ref,
  className,
}: SwipeStackProps<T>) {
  const reducedMotion = useReducedMotion()
  const [ghosts, setGhosts] = useState<Ghost<T>[]>([])

  const fling = (direction: SwipeDirection, from: DragOffset = { x: 0, y: 0 }) => {
    const top = items[0]
    if (!top || disabled || !onSwipe(direction)) return false
    // Reduced motion: the card simply goes; the next one is already in place.
    if (!reducedMotion) setGhosts((all) => [...all, { id: ghostIds++, item: top, direction, from }])
    return true
  }
  useImperativeHandle(ref, () => ({ fling }))
  const gesture = useSwipeGesture<HTMLDivElement>({ onSwipe: fling, disabled })

  return (
    <div className={cn('relative', className)}>
      {items.slice(0, 3).map((item, position) => {
        const top = position === 0
        return (
          <div
            key={itemKey(item)}
            ref={top ? gesture.ref : undefined}
            {...(top ? gesture.handlers : {})}
            data-dragging="false"
            // A card waiting its turn peeks out below the top one as a bare edge: its details hide
            // (CardDetails), or their last lines would show under the top card.
            data-behind={top ? undefined : ''}
            aria-hidden={top ? undefined : true}
            inert={!top}
            style={{ ...layerStyles[position], zIndex: 10 - position }}
            className={cn(
              'absolute inset-0 origin-bottom select-none',
              'transition-[transform,opacity] duration-300 ease-[cubic-bezier(.2,.9,.3,1.2)] data-[dragging=true]:transition-none',
              top && 'cursor-grab touch-pan-y active:cursor-grabbing',
            )}
          >
            {renderItem(item)}
            {top && <SwipeStamps />}
          </div>
        )
      })}
      {ghosts.map((ghost) => (
        <FlyingCard
          key={ghost.id}
          direction={ghost.direction}
          from={ghost.from}
          onDone={() => setGhosts((all) => all.filter((g) => g.id !== ghost.id))}
        >
          {renderItem(ghost.item)}
        </FlyingCard>
      ))}
    </div>
  )
}
