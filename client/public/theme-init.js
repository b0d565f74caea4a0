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

// Discover's first screen is its first page of cards (the default deck: no filters, so no query string).
// Asked now, while the app's code downloads; the deck's own request then takes this response (a preload
// is matched by URL and credentials mode: client/features/discover/api/fetch-discover-page.ts).
if (location.pathname === '/discover') {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'fetch'
  link.href = '/api/profiles/discover'
  link.crossOrigin = 'use-credentials'
  document.head.appendChild(link)
}
