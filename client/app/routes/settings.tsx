import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function SettingsRoute() {
  return <ComingSoon title="Settings" description="Account, privacy, notifications and app preferences." />
}
