// Runs before the app: applies the theme kept under bubbles-ui-theme (light, dark or system) and the
// device's language to <html lang>.
try {
  let theme = localStorage.getItem('bubbles-ui-theme') || 'light'
  if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  if (theme === 'dark') document.documentElement.classList.add('dark')
  // The language this device reads (client/lib/preferences.ts), so html lang is right from the start.
  const language = JSON.parse(localStorage.getItem('bubbles-preferences') || '{}').language
  if (['en', 'es', 'fr', 'de', 'pt'].includes(language)) document.documentElement.lang = language
} catch {}
