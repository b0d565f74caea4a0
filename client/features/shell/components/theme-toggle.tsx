import { Monitor, Moon, Sun } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { setTheme, type Theme, useTheme } from '@/lib/theme'

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' }
const ICONS = { light: Sun, dark: Moon, system: Monitor }

/** Cycles light, dark and system; the choice is kept under bubbles-ui-theme. */
export function ThemeToggle() {
  const theme = useTheme()
  const Icon = ICONS[theme]
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={`Theme: ${theme}. Switch to ${NEXT[theme]}`}
      title={`Theme: ${theme}`}
    >
      <Icon />
    </Button>
  )
}
