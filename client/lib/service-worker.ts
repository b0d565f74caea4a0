/**
 * Registers /sw.js (web push, notification clicks, the offline page) once the browser is idle
 * after the first screen: registering starts a download and a worker, which must never compete with
 * the landing page's first paint (docs/engineering.md §4's budget). Browsers without service workers skip it.
 */
export function registerServiceWorkerWhenIdle() {
  if (!('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker means no push on this device; the app itself works the same. Settings says so
      // when someone turns push on here.
    })
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 })
  else setTimeout(register, 3000)
}
