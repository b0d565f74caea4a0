// Runs before the app: applies the theme kept under bubbles-ui-theme (light, dark or system).
try {
  let theme = localStorage.getItem('bubbles-ui-theme') || 'light'
  if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  if (theme === 'dark') document.documentElement.classList.add('dark')
} catch {}
