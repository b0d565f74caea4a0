import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useUser } from '@/features/auth'
import { ProjectsPanel } from './components/projects-panel'
import { QuickTiles } from './components/quick-tiles'
import { StatCards } from './components/stat-cards'
import { TeamsPanel } from './components/teams-panel'

/** Home for a member (docs/product.md §2 Home dashboard). `actions` holds extra header buttons (the tour). */
export function HomePage({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation(['home', 'common'])
  const { data: user } = useUser()

  // The router shows Home to members only; this guards the type, not a real case.
  if (!user?.profile) return null
  const firstName = user.firstName.trim() || t('home:fallbackName')

  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <title>{t('home:title')}</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-bold text-3xl tracking-tight [overflow-wrap:anywhere]">
            {t('home:welcome', { name: firstName })}
          </h1>
          <p className="mt-1 text-muted">{t('home:subtitle')}</p>
        </div>
        {actions}
      </header>
      <StatCards profile={user.profile} />
      <QuickTiles />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TeamsPanel />
        <ProjectsPanel />
      </div>
    </div>
  )
}
