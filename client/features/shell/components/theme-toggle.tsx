import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { setTheme, type Theme, useTheme } from '@/lib/theme'

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' }
const ICONS = { light: Sun, dark: Moon, system: Monitor }

/** Cycles light, dark and system; the choice is kept under bubbles-ui-theme. */
export function ThemeToggle() {
  const { t } = useTranslation('shell')
  const theme = useTheme()
  const Icon = ICONS[theme]
  const current = t(`theme.${theme}`)
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={t('theme.switch', { theme: current, next: t(`theme.${NEXT[theme]}`) })}
      title={t('theme.current', { theme: current })}
    >
      <Icon />
    </Button>
  )
}
