import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Audience } from '@/lib/audience'
import { BottomBar } from './nav-items'
import { OfflineBanner } from './offline-banner'
import { TopBar } from './top-bar'

export function AppShell({ audience, children }: { audience: Audience; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common'])
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-xl focus:bg-surface focus:p-3"
      >
        {t('common:a11y.skipToContent')}
      </a>
      <TopBar audience={audience} />
      <OfflineBanner />
      <main id="main" className={audience === 'member' ? 'flex-1 pb-24 md:pb-8' : 'flex-1'}>
        {children}
      </main>
      {audience === 'member' && <BottomBar />}
    </div>
  )
}
