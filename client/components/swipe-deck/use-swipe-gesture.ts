import { type PointerEvent, useRef } from 'react'

export type SwipeDirection = 'left' | 'right'
export interface DragOffset {
  x: number
  y: number
}

interface Drag {
  pointerId: number
  startX: number
  startY: number
  x: number
  y: number
  lastX: number
  lastTime: number
  /** Horizontal speed in px/ms, for a quick flick that ends short of the distance threshold. */
  velocity: number
}

const FLICK_VELOCITY = 0.6
const FLICK_MIN_DISTANCE = 40

/**
 * Drag-to-swipe with Pointer Events, so mouse, pen and touch share one code path. The offset is written
 * to CSS variables (--drag-x, --drag-y) instead of React state: a drag then repaints without re-rendering.
 * Past the threshold (or on a flick) onSwipe gets the direction and where the card was let go; below it
 * the card springs back through the CSS transition that `data-dragging="false"` turns back on.
 */
export function useSwipeGesture<T extends HTMLElement>({
  onSwipe,
  disabled = false,
}: {
  /** Returns false when the swipe was refused (e.g. an undo is running): the card then springs back. */
  onSwipe: (direction: SwipeDirection, from: DragOffset) => boolean
  disabled?: boolean
}) {
  const ref = useRef<T>(null)
  const drag = useRef<Drag | null>(null)

  const paint = (x: number, y: number, dragging: boolean) => {
    const el = ref.current
    if (!el) return
    el.style.setProperty('--drag-x', String(x))
    el.style.setProperty('--drag-y', String(y))
    el.dataset.dragging = String(dragging)
  }

  const end = (pointerId: number, time: number, cancelled: boolean) => {
    const current = drag.current
    if (!current || current.pointerId !== pointerId) return
    drag.current = null
    const width = ref.current?.offsetWidth ?? 360
    const threshold = Math.min(120, width * 0.3)
    // A flick counts only if the pointer was still moving when it let go.
    const flick =
      time - current.lastTime < 100 &&
      Math.abs(current.velocity) > FLICK_VELOCITY &&
      Math.abs(current.x) > FLICK_MIN_DISTANCE
    if (!cancelled && (Math.abs(current.x) > threshold || flick)) {
      if (onSwipe(current.x > 0 ? 'right' : 'left', { x: current.x, y: current.y })) return
    }
    paint(0, 0, false)
  }

  const handlers = {
    onPointerDown(event: PointerEvent<T>) {
      if (disabled || drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return
      event.currentTarget.setPointerCapture(event.pointerId)
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        x: 0,
        y: 0,
        lastX: event.clientX,
        lastTime: event.timeStamp,
        velocity: 0,
      }
      paint(0, 0, true)
    },
    onPointerMove(event: PointerEvent<T>) {
      const current = drag.current
      if (!current || current.pointerId !== event.pointerId) return
      const elapsed = event.timeStamp - current.lastTime
      if (elapsed > 0) current.velocity = (event.clientX - current.lastX) / elapsed
      current.lastX = event.clientX
      current.lastTime = event.timeStamp
      current.x = event.clientX - current.startX
      // Vertical movement is damped: the card should feel pinned to a horizontal decision.
      current.y = (event.clientY - current.startY) * 0.35
      paint(current.x, current.y, true)
    },
    onPointerUp: (event: PointerEvent<T>) => end(event.pointerId, event.timeStamp, false),
    // The browser took the touch over (e.g. to scroll the page): let the card go back.
    onPointerCancel: (event: PointerEvent<T>) => end(event.pointerId, event.timeStamp, true),
  }

  return { ref, handlers }
}
