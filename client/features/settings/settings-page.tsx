import { Bell, Database, KeyRound, Palette, Shield, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { BlockedPeople } from '@/features/safety'
import { useSettings } from './api/get-settings'
import { AccountSettingsForm } from './components/account-settings-form'
import { AppPreferences } from './components/app-preferences'
import { DataPrivacy } from './components/data-privacy'
import { NotificationSettings } from './components/notification-settings'
import { PrivacySettings } from './components/privacy-settings'
import { SecuritySessions } from './components/security-sessions'
import { SettingsNav } from './components/settings-nav'
import { SettingsSection } from './components/settings-section'

// Each section's title and description read as settings:sections.<id>.
export const SETTINGS_SECTIONS = [
  { id: 'account', icon: UserRound },
  { id: 'security', icon: KeyRound },
  { id: 'privacy', icon: Shield },
  { id: 'notifications', icon: Bell },
  { id: 'preferences', icon: Palette },
  { id: 'data', icon: Database },
] as const

/** /settings (docs/product.md §2): five sections, each showing what GET /api/settings says is stored, and Security (docs/decisions/025). */
export function SettingsPage() {
  const { t } = useTranslation('settings')
  const settings = useSettings()
  const documentTitle = t('page.documentTitle')

  return (
    <div className="mx-auto max-w-[1100px] px-4 py-6">
      <title>{documentTitle}</title>
      <header>
        <h1 className="font-bold text-3xl tracking-tight">{t('page.title')}</h1>
        <p className="mt-1 text-muted">{t('page.description')}</p>
      </header>
      <div className="mt-6 grid gap-6 md:grid-cols-[220px_1fr] md:items-start">
        <SettingsNav sections={SETTINGS_SECTIONS} />
        <SettingsContent settings={settings} />
      </div>
    </div>
  )
}

function SettingsContent({ settings }: { settings: ReturnType<typeof useSettings> }) {
  const { t } = useTranslation(['settings', 'common'])
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <Spinner label={t('settings:page.loading')} />
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    )
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-border p-6">
        <p className="font-semibold">{t('settings:page.loadFailed')}</p>
        <p className="text-muted text-sm">{t('common:status.checkConnection')}</p>
        <Button variant="outline" onClick={() => settings.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </div>
    )
  }
  const { account, privacy, notifications, app } = settings.data
  const [
    accountSection,
    securitySection,
    privacySection,
    notificationsSection,
    preferencesSection,
    dataSection,
  ] = SETTINGS_SECTIONS
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SettingsSection {...accountSection}>
        <AccountSettingsForm account={account} />
      </SettingsSection>
      <SettingsSection {...securitySection}>
        <SecuritySessions />
      </SettingsSection>
      <SettingsSection {...privacySection}>
        <PrivacySettings privacy={privacy} />
        <Separator className="my-4" />
        <BlockedPeople />
      </SettingsSection>
      <SettingsSection {...notificationsSection}>
        <NotificationSettings notifications={notifications} />
      </SettingsSection>
      <SettingsSection {...preferencesSection}>
        <AppPreferences app={app} />
      </SettingsSection>
      <SettingsSection {...dataSection}>
        <DataPrivacy />
      </SettingsSection>
    </div>
  )
}

export default SettingsPage
