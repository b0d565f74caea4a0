import { THEME_STORAGE_KEY } from '@shared/limits'
import type { THEMES } from '@shared/options'
import { useSyncExternalStore } from 'react'

export type Theme = (typeof THEMES)[number]

const listeners = new Set<() => void>()
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

export function getTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    if (stored === 'dark' || stored === 'system' || stored === 'light') return stored
  } catch {}
  return 'light'
}

/** Puts the `dark` class on <html> when the theme (or, for system, the OS) says so. */
export function applyTheme(theme: Theme = getTheme()) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches)
  document.documentElement.classList.toggle('dark', dark)
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {}
  applyTheme(theme)
  for (const listener of listeners) listener()
}

/** Follows OS changes while the theme is "system". Call once at start-up. */
export function watchSystemTheme() {
  darkQuery().addEventListener('change', () => applyTheme())
}

export const useTheme = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getTheme,
    () => 'light' as Theme,
  )
