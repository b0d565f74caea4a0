import { useEffect } from 'react'
import { registerServiceWorkerWhenIdle } from '@/lib/service-worker'

/**
 * Sits inside the pages' Suspense boundary, so its effect runs once the first page (its lazy code
 * and all) has rendered, not while the boot logo or a spinner shows; then the worker is registered
 * when the browser is idle.
 */
export function ServiceWorkerRegistration() {
  useEffect(registerServiceWorkerWhenIdle, [])
  return null
}
