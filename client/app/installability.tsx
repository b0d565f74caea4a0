import { useEffect } from 'react'
import { registerServiceWorkerWhenIdle } from '@/lib/service-worker'
import { afterFirstPaint } from '@/lib/use-after-first-paint'

/**
 * What makes Bubbles installable (docs/decisions/024), set up once the first screen is painted: no first screen
 * needs it. Linked from the HTML, the manifest and its icon were fetched with the first screen's code and
 * took two of the six connections a phone opens to the server while that code waited for one (LCP).
 * Browsers read a manifest link added later the same way.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = '/manifest.webmanifest'
  document.head.append(link)
}

/**
 * Sits inside the pages' Suspense boundary, so its effect runs once the first page (its lazy code
 * and all) has rendered, not while the boot logo or a spinner shows. The manifest is linked after that
 * page's first paint; the service worker is registered when the browser is idle.
 */
export function Installability() {
  useEffect(() => {
    void afterFirstPaint().then(linkManifest)
    registerServiceWorkerWhenIdle()
  }, [])
  return null
}
