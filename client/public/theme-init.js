// Runs before the app: applies the theme kept under bubbles-ui-theme (light, dark or system) and the
// device's language to <html lang>, and asks at once for the data of a page opened directly.
try {
  let theme = localStorage.getItem('bubbles-ui-theme') || 'light'
  if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  if (theme === 'dark') document.documentElement.classList.add('dark')
  // The language this device reads (client/lib/preferences.ts), so html lang is right from the start.
  const language = JSON.parse(localStorage.getItem('bubbles-preferences') || '{}').language
  if (['en', 'es', 'fr', 'de', 'pt'].includes(language)) document.documentElement.lang = language
} catch {}

// A member's first screen renders once their settings (language, time zone, distance unit) are in, and
// Messages' once its lists are: asked for now, while the app's code downloads, as index.html asks for
// /api/auth/user; the app's own requests then take these responses (client/app/first-screen.ts). A
// visitor's answer is a 401 that nothing reads.
const early = { '/discover': ['settings'], '/matches': ['settings', 'matches', 'teams'] }[location.pathname]
if (early)
  for (const name of early) {
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'fetch'
    link.crossOrigin = 'use-credentials'
    link.href = `/api/${name}`
    document.head.append(link)
  }

// Discover's first screen is its first page of cards (the default deck: no filters, so no query string),
// and what a person waits for there is the top card's photo. Both are asked for now, while the app's code
// downloads: the photo as soon as the cards arrive, not after the deck has rendered (LCP). The
// deck's first request takes this response once (client/features/discover/api/fetch-discover-page.ts).
if (location.pathname === '/discover') {
  window.__bubblesFirstDeck = fetch('/api/profiles/discover', { credentials: 'include' })
  window.__bubblesFirstDeck
    .then((response) => (response.ok ? response.clone().json() : []))
    .then((cards) => {
      const url = cards[0]?.user?.profileImageUrl
      if (!url) return
      const photo = new Image()
      photo.fetchPriority = 'high'
      photo.src = url
    })
    .catch(() => {})
}

// The app's code is already downloading (a modulepreload link, vite.config.ts); it runs once the brand mark
// is painted, so the first paint never waits for React's evaluation (FCP). A tab opened in the
// background paints nothing until shown, so there the app starts at once. In development Vite's own
// script starts the app and there is no such link.
document.addEventListener('DOMContentLoaded', () => {
  const entry = document.querySelector('link[data-app-entry]')
  if (!entry) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry.href
    document.head.append(script)
  }
  // A frame's callback runs before its paint; a task queued from it runs after. A page that produces no
  // frame soon (seen: one headless page in four waited forever) starts anyway after 200 ms.
  if (document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(start, 0))
    setTimeout(start, 200)
  } else start()
})
