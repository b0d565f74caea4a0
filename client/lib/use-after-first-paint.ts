import { startTransition, useEffect, useState } from 'react'

// Set once the first screen is on screen: everything mounted after that renders whole at once.
let painted = false
let firstPaint: Promise<void> | undefined

/**
 * Resolves once the app's first screen is on screen. A frame painted on the main thread can reach the
 * screen tens of milliseconds later (its raster and decoding run elsewhere), so where the browser reports
 * largest paints (Chromium) the signal is the first one reported: before React there was only the brand
 * mark, an SVG, which is no candidate, so the app's first text or image brings the first. Elsewhere it is
 * the start of the second frame after the commit. A hidden tab paints nothing until shown, so there it
 * resolves at once; and after a second at most (a tap ends the reports, or nothing larger was painted).
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined
    const done = () => {
      if (painted) return
      painted = true
      observer?.disconnect()
      resolve()
    }
    if (document.visibilityState !== 'visible') return done()
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver(() => setTimeout(done, 0))
      observer.observe({ type: 'largest-contentful-paint', buffered: true })
    } else {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))
    }
    setTimeout(done, 1000)
  })
  return firstPaint
}

/**
 * False until the first screen has been painted, then true for good. What that screen does not show (the
 * live connection, the call listener, the menus' and popovers' code) joins right after that paint, as a
 * transition of its own: its code and renders never lengthen the render that paints the first screen on a
 * slow phone, and nothing it fetches competes with the first screen's largest image (Lighthouse
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

/** Fetches a chunk the screen may soon need (a dialog, a panel's fields) once the first screen is painted. */
export function usePreloadAfterFirstPaint(load: () => Promise<unknown>): void {
  const painted = useAfterFirstPaint()
  useEffect(() => {
    if (painted) void load()
  }, [painted, load])
}
