import { startTransition, useEffect, useState } from 'react'

/**
 * False during the first render, then true for good. What a screen does not show (the live connection,
 * the call listener) joins right after that render, as a transition of its own, so its code and renders
 * never lengthen the render that paints the first screen on a slow phone (issue 12). Not later than that:
 * a call may ring the moment the page is open.
 */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => startTransition(() => setReady(true)), [])
  return ready
}
