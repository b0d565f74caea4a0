import { Bell, Database, Palette, Shield, UserRound } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { BlockedPeople } from '@/features/safety/components/blocked-people'
import { useSettings } from './api/get-settings'
import { AccountSettingsForm } from './components/account-settings-form'
import { AppPreferences } from './components/app-preferences'
import { DataPrivacy } from './components/data-privacy'
import { NotificationSettings } from './components/notification-settings'
import { PrivacySettings } from './components/privacy-settings'
import { SettingsNav } from './components/settings-nav'
import { SettingsSection } from './components/settings-section'

export const SETTINGS_SECTIONS = [
  { id: 'account', title: 'Account Settings', icon: UserRound },
  { id: 'privacy', title: 'Privacy and Visibility', icon: Shield },
  { id: 'notifications', title: 'Notifications', icon: Bell },
  { id: 'preferences', title: 'App Preferences', icon: Palette },
  { id: 'data', title: 'Data and Privacy', icon: Database },
] as const

/** /settings (spec §2): five sections, each showing what GET /api/settings says is stored. */
export function SettingsPage() {
  const settings = useSettings()
  useEffect(() => {
    document.title = 'Settings | Bubbles'
  }, [])

  return (
    <div className="mx-auto max-w-[1100px] px-4 py-6">
      <header>
        <h1 className="font-bold text-3xl tracking-tight">Settings</h1>
        <p className="mt-1 text-muted">Manage your account, privacy, notifications and preferences.</p>
      </header>
      <div className="mt-6 grid gap-6 md:grid-cols-[220px_1fr] md:items-start">
        <SettingsNav sections={SETTINGS_SECTIONS} />
        <SettingsContent settings={settings} />
      </div>
    </div>
  )
}

function SettingsContent({ settings }: { settings: ReturnType<typeof useSettings> }) {
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <Spinner label="Loading your settings..." />
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    )
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-border p-6">
        <p className="font-semibold">Unable to load your settings</p>
        <p className="text-muted text-sm">Check your connection and try again.</p>
        <Button variant="outline" onClick={() => settings.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  const { account, privacy, notifications, app } = settings.data
  const [accountSection, privacySection, notificationsSection, preferencesSection, dataSection] =
    SETTINGS_SECTIONS
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SettingsSection
        {...accountSection}
        description="Your name, the email you sign in with, and your password."
      >
        <AccountSettingsForm account={account} />
      </SettingsSection>
      <SettingsSection
        {...privacySection}
        description="Choose who can see your profile and how you appear, and who you've blocked."
      >
        <PrivacySettings privacy={privacy} />
        <Separator className="my-4" />
        <BlockedPeople />
      </SettingsSection>
      <SettingsSection {...notificationsSection} description="Choose what Bubbles tells you about.">
        <NotificationSettings notifications={notifications} />
      </SettingsSection>
      <SettingsSection {...preferencesSection} description="Time zone, units, look and language.">
        <AppPreferences app={app} />
      </SettingsSection>
      <SettingsSection {...dataSection} description="Take your data with you, or delete your account.">
        <DataPrivacy />
      </SettingsSection>
    </div>
  )
}

export default SettingsPage
