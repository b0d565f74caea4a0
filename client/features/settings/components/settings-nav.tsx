import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SettingsSectionId } from './settings-section'

type Section = { id: SettingsSectionId; icon: LucideIcon }

/** On wide screens, a list of the page's sections that stays in view; phones simply scroll. */
export function SettingsNav({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation('settings')
  return (
    <nav aria-label={t('nav.label')} className="hidden md:sticky md:top-20 md:block">
      <ul className="flex flex-col gap-1">
        {sections.map(({ id, icon: Icon }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium text-muted text-sm transition-colors hover:bg-surface-muted hover:text-foreground"
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(`sections.${id}.title`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
