import { useEffect, useState } from 'react'

/**
 * False until the page has loaded and the browser is idle (at most 2 s later): work a screen does not
 * need to show itself (the live connection's code) waits until then, so it never competes with the
 * first screen for the network and a phone's CPU (issue 12: Lighthouse mobile).
 */
export function useAfterFirstPaint() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let idle: number | undefined
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setReady(true), { timeout: 2000 })
          : window.setTimeout(() => setReady(true), 200)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) {
        if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
        clearTimeout(idle)
      }
    }
  }, [])
  return ready
}
