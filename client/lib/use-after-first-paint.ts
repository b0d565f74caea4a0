import { startTransition, useEffect, useState } from 'react'

// Set once the first screen has been on screen for a frame; everything mounted later renders whole at once.
let painted = false
let firstPaint: Promise<void> | undefined

/**
 * Resolves once the frame that follows the app's first commit is on screen: at the start of the frame
 * after it (a frame's callbacks run before its paint, and the screen shows it a few milliseconds after
 * that). A hidden tab paints no frame until it is shown, so there it resolves at once, and a page that
 * produces no frame soon (seen headless, as in theme-init.js) waits 200 ms at most.
 */
function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true
      resolve()
    }
    if (document.visibilityState !== 'visible') return done()
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))
    setTimeout(done, 200)
  })
  return firstPaint
}

/**
 * False until the first screen has been painted, then true for good. What that screen does not show (the
 * live connection, the call listener, the menus' and popovers' code) joins right after that paint, as a
 * transition of its own: its code and renders never lengthen the render that paints the first screen on a
 * slow phone, and nothing it fetches competes with the first screen's largest image (issue 12, Lighthouse
 * TBT and LCP). Not later than that: a call may ring the moment the page is open.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted)
  useEffect(() => {
    if (ready) return
    let mounted = true
    void afterFirstPaint().then(() => mounted && startTransition(() => setReady(true)))
    return () => {
      mounted = false
    }
  }, [ready])
  return ready
}
