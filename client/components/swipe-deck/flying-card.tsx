import { type ReactNode, useLayoutEffect, useRef } from 'react'
import type { DragOffset, SwipeDirection } from './use-swipe-gesture'

const FLY_MS = 320

/** A copy of a swiped card leaving the screen from where it was let go; removed when it is gone. */
export function FlyingCard({
  direction,
  from,
  onDone,
  children,
}: {
  direction: SwipeDirection
  from: DragOffset
  onDone: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const done = useRef(onDone)
  done.current = onDone

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const sign = direction === 'right' ? 1 : -1
    const distance = window.innerWidth / 2 + el.offsetWidth
    const animation = el.animate(
      [
        { transform: `translate3d(${from.x}px, ${from.y}px, 0) rotate(${from.x * 0.05}deg)`, opacity: 1 },
        {
          transform: `translate3d(${sign * distance}px, ${from.y + 60}px, 0) rotate(${sign * 30}deg)`,
          opacity: 0.4,
        },
      ],
      { duration: FLY_MS, easing: 'cubic-bezier(.4, 0, .9, .5)', fill: 'forwards' },
    )
    animation.onfinish = () => done.current()
    return () => animation.cancel()
  }, [direction, from])

  return (
    <div
      ref={ref}
      data-flying
      aria-hidden
      inert
      className="pointer-events-none absolute inset-0 z-20 origin-bottom"
    >
      {children}
    </div>
  )
}
